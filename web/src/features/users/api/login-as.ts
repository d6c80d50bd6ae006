import type { LoginAsRequest, MemberView, MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api, ApiError, type ApiClient } from '../../../lib/api-client';
import { impersonatingAdminId } from '../../../lib/authorization';
import { session, type Session } from '../../../lib/session';

/** What login-as works with, passed in so the steps can be checked without a browser. */
export interface LoginAsDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  session: Pick<Session, 'startLoginAs' | 'clearImpersonation' | 'setUser'>;
}

const loginAsUser = (client: LoginAsDeps['api'], userId: number) =>
  client.post<MessageBody>('users/login-as-user/', { user_id: userId } satisfies LoginAsRequest);

/**
 * Starts acting as a member (spec §4): the API agrees, the cookies remember the admin and name the
 * member (the admin's token stays), and the member becomes the stored user, so the top bar, menu
 * and dashboard are the member's. If the member cannot be read, the cookies are cleared again.
 */
export async function startActingAs(deps: LoginAsDeps, adminId: number, memberId: number): Promise<void> {
  await loginAsUser(deps.api, memberId);
  deps.session.startLoginAs(adminId, memberId);
  try {
    deps.session.setUser(await deps.api.get<MemberView>(`users/${memberId}/`));
  } catch (error) {
    deps.session.clearImpersonation();
    throw error;
  }
}

/**
 * Goes back as the admin (spec §4): the API is told with the admin's id, the admin's own record is
 * read without the acting-as header, then the cookies are cleared and the admin is the stored user
 * again. A failure leaves the member's session as it was, except a 403, which ends the session:
 * then the cookies go too, so the next sign-in does not act as the member.
 */
export async function goBackAsAdmin(deps: LoginAsDeps, adminId: number): Promise<void> {
  try {
    await loginAsUser(deps.api, adminId);
    const admin = await deps.api.get<MemberView>(`users/${adminId}/`, { acting: false });
    deps.session.clearImpersonation();
    deps.session.setUser(admin);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) deps.session.clearImpersonation();
    throw error;
  }
}

const deps: LoginAsDeps = { api, session };

/** Every query starts clean as the new member: a full reload of the dashboard. */
const reloadDashboard = () => window.location.assign(paths.dashboard.getHref());

/** The admin who logs in as someone: the one remembered by the cookies while acting, else the signed-in one. */
const currentAdminId = () => impersonatingAdminId(session.getImpersonation()) ?? session.getUser()?.id;

export function useLoginAs() {
  return useMutation({
    mutationFn: (memberId: number) => {
      const adminId = currentAdminId();
      if (adminId === undefined) return Promise.reject(new Error('No signed-in admin to log in as someone.'));
      return startActingAs(deps, adminId, memberId);
    },
    onSuccess: reloadDashboard,
  });
}

export function useGoBackAsAdmin() {
  return useMutation({ mutationFn: (adminId: number) => goBackAsAdmin(deps, adminId), onSuccess: reloadDashboard });
}
