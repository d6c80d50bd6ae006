import { useSyncExternalStore } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { actingMemberId, hcStaffAccessId, impersonatingAdminId, isAdminActingAs } from './impersonation';
import { afterLoginPath, loginRedirectFor, safeRedirect } from './redirects';
import { session } from './session';

export function useUser() {
  return useSyncExternalStore(session.subscribe, session.getUser);
}

const signedInId = () => session.getUser()?.id;

/** The id of the member the screens work on: the acting-as member, else the signed-in one. */
export function useActingMemberId() {
  const userId = useSyncExternalStore(session.subscribe, signedInId);
  const actingAs = useSyncExternalStore(session.subscribe, session.getActingAs);
  return actingMemberId(userId, actingAs);
}

const adminActing = () => isAdminActingAs(session.getImpersonation(), session.getActingAs());

/** True while an admin is logged in as another member (the admin impersonation cookies). */
export function useAdminActingAs() {
  return useSyncExternalStore(session.subscribe, adminActing);
}

const adminToGoBackTo = () => impersonatingAdminId(session.getImpersonation());

/** The admin's id while the admin login-as cookies are set: the member to go back as. */
export function useImpersonatingAdminId() {
  return useSyncExternalStore(session.subscribe, adminToGoBackTo);
}

const staffToGoBackTo = () => hcStaffAccessId(session.getImpersonation());

/** The HC staff member's id while the HC staff access cookie is set: the account to go back to. */
export function useHcStaffAccessId() {
  return useSyncExternalStore(session.subscribe, staffToGoBackTo);
}

const isSignedIn = () => Boolean(session.getToken() && session.getUser());

/** Protected routes: without a session, go to the login page and come back after signing in. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) throw redirect(loginRedirectFor(new URL(request.url)));
  return null;
}

/** The guest login page: `?redirect=` sets the marker; a signed-in member goes straight on. */
export function guestOnly({ request }: LoaderFunctionArgs) {
  const marker = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  if (marker) session.setRedirect(marker);
  if (isSignedIn()) throw redirect(afterLoginPath(session.takeRedirect()));
  return null;
}
