import type { LoginAsRequest, MemberView, MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api, ApiError, type ApiClient } from './api-client';
import { hcStaffAccessId, impersonatingAdminId } from './impersonation';
import { session, type Session } from './session';

/** What acting as another member works with, passed in so the steps can be checked without a browser. */
export interface ActingAsDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  session: Pick<Session, 'startLoginAs' | 'startHcStaffAccess' | 'clearImpersonation' | 'setUser'>;
}

/**
 * One way of working as another member while keeping one's own token (spec §4). The steps are the
 * same for both: tell the API if it must know, set the cookies, read the member as itself; going
 * back reads the actor without the acting-as header, then clears the cookies.
 */
export interface ActingFlow {
  /** Told to the API before the cookies change, with the member entered or the actor returning. */
  announce?: (client: ActingAsDeps['api'], memberId: number) => Promise<unknown>;
  /** Sets the cookies that remember the actor and name the member acted as. */
  remember: (store: ActingAsDeps['session'], actorId: number, memberId: number) => void;
  /** The actor remembered by the cookies while acting, if this flow set them. */
  rememberedActor: (impersonation: ReturnType<Session['getImpersonation']>) => number | undefined;
  /** Why there is nobody to act: no signed-in actor. */
  noActor: string;
}

/** Admin login-as: the API agrees (and is told again on the way back), the cookies remember the admin. */
export const loginAs: ActingFlow = {
  announce: (client, memberId) => client.post<MessageBody>('users/login-as-user/', { user_id: memberId } satisfies LoginAsRequest),
  remember: (store, adminId, memberId) => store.startLoginAs(adminId, memberId),
  rememberedActor: impersonatingAdminId,
  noActor: 'No signed-in admin to log in as someone.',
};

/** HC staff access: the API agrees to the center (and is told on the way back), the cookies remember the staff member. */
export const hcAccess: ActingFlow = {
  announce: loginAs.announce,
  remember: (store, staffId, centerId) => store.startHcStaffAccess(staffId, centerId),
  rememberedActor: hcStaffAccessId,
  noActor: 'No signed-in staff member to enter a harvest center.',
};

/**
 * Starts acting as a member: the member, read as itself, becomes the stored user so the top bar,
 * menu and dashboard are the member's. The actor's token stays. If the member cannot be read, the
 * cookies are cleared again; if the API refuses, nothing changed.
 */
export async function startActing(deps: ActingAsDeps, flow: ActingFlow, actorId: number, memberId: number): Promise<void> {
  await flow.announce?.(deps.api, memberId);
  flow.remember(deps.session, actorId, memberId);
  try {
    deps.session.setUser(await deps.api.get<MemberView>(`users/${memberId}/`));
  } catch (error) {
    deps.session.clearImpersonation();
    throw error;
  }
}

/**
 * Goes back to the actor's own account: its record is read without the acting-as header, then the
 * cookies are cleared and the actor is the stored user again. A failure leaves the member's session
 * as it was, except a 403, which ends the session: then the cookies go too, so the next sign-in
 * does not act as the member.
 */
export async function goBack(deps: ActingAsDeps, flow: ActingFlow, actorId: number): Promise<void> {
  try {
    await flow.announce?.(deps.api, actorId);
    const actor = await deps.api.get<MemberView>(`users/${actorId}/`, { acting: false });
    deps.session.clearImpersonation();
    deps.session.setUser(actor);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) deps.session.clearImpersonation();
    throw error;
  }
}

const deps: ActingAsDeps = { api, session };

/** Every query starts clean as the new member: a full reload of the dashboard. */
const reloadDashboard = () => window.location.assign(paths.dashboard.getHref());

/** Starts acting as the given member; the actor is the one the cookies remember while acting, else the signed-in member. */
export function useStartActing(flow: ActingFlow) {
  return useMutation({
    mutationFn: (memberId: number) => {
      const actorId = flow.rememberedActor(session.getImpersonation()) ?? session.getUser()?.id;
      if (actorId === undefined) return Promise.reject(new Error(flow.noActor));
      return startActing(deps, flow, actorId, memberId);
    },
    onSuccess: reloadDashboard,
  });
}

/** Goes back to the given actor's own account. */
export function useGoBack(flow: ActingFlow) {
  return useMutation({ mutationFn: (actorId: number) => goBack(deps, flow, actorId), onSuccess: reloadDashboard });
}
