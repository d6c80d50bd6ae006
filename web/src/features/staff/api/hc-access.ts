import type { MemberView } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api, ApiError, type ApiClient } from '../../../lib/api-client';
import { hcStaffAccessId } from '../../../lib/authorization';
import { session, type Session } from '../../../lib/session';

/** What entering a center and going back work with, passed in so the steps can be checked without a browser. */
export interface HcAccessDeps {
  api: Pick<ApiClient, 'get'>;
  session: Pick<Session, 'startHcStaffAccess' | 'clearImpersonation' | 'setUser'>;
}

/**
 * HC staff enters one of its harvest centers (spec §4): the cookies remember the staff member and
 * name the center (the staff member's token stays, and the API lets it act as its centers), then
 * the center, read as itself, becomes the stored user so the top bar, menu and dashboard are the
 * center's. If the center cannot be read, the cookies are cleared again.
 */
export async function enterHarvestCenter(deps: HcAccessDeps, staffId: number, centerId: number): Promise<void> {
  deps.session.startHcStaffAccess(staffId, centerId);
  try {
    deps.session.setUser(await deps.api.get<MemberView>(`users/${centerId}/`));
  } catch (error) {
    deps.session.clearImpersonation();
    throw error;
  }
}

/**
 * Goes back to the staff member's own account (spec §4): its record is read without the acting-as
 * header, then the cookies are cleared and the staff member is the stored user again. A failure
 * leaves the center's session as it was, except a 403, which ends the session: then the cookies go
 * too, so the next sign-in does not act as the center.
 */
export async function goBackToStaffAccount(deps: HcAccessDeps, staffId: number): Promise<void> {
  try {
    const staff = await deps.api.get<MemberView>(`users/${staffId}/`, { acting: false });
    deps.session.clearImpersonation();
    deps.session.setUser(staff);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) deps.session.clearImpersonation();
    throw error;
  }
}

const deps: HcAccessDeps = { api, session };

/** Every query starts clean as the new member: a full reload of the dashboard. */
const reloadDashboard = () => window.location.assign(paths.dashboard.getHref());

/** The staff member who enters: the one remembered by the cookie while inside a center, else the signed-in one. */
const currentStaffId = () => hcStaffAccessId(session.getImpersonation()) ?? session.getUser()?.id;

export function useEnterHarvestCenter() {
  return useMutation({
    mutationFn: (centerId: number) => {
      const staffId = currentStaffId();
      if (staffId === undefined) return Promise.reject(new Error('No signed-in staff member to enter a harvest center.'));
      return enterHarvestCenter(deps, staffId, centerId);
    },
    onSuccess: reloadDashboard,
  });
}

export function useGoBackToStaffAccount() {
  return useMutation({ mutationFn: (staffId: number) => goBackToStaffAccount(deps, staffId), onSuccess: reloadDashboard });
}
