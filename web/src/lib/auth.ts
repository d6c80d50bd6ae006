import { useSyncExternalStore } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { afterLoginPath, loginRedirectFor, safeRedirect } from './redirects';
import { session } from './session';

export function useUser() {
  return useSyncExternalStore(session.subscribe, session.getUser);
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
