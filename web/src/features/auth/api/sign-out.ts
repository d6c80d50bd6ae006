import type { MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How long logout waits for the server before it signs the browser out all the same. */
const SIGN_OUT_WAIT_MS = 5000;

// Both end the signed-in member's own sessions, also while it acts as another member: sent without
// X-Acting-As, so a member it may no longer act as does not stop them.

/** Ends this session on the server: the token is refused from then on, other browsers go on. */
export const signOut = () => api.post<MessageBody>('auth/sign-out/', undefined, { acting: false, signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS) });

/** Ends every session of the signed-in member, in every browser, this one included. */
export const signOutEverywhere = () => api.post<MessageBody>('auth/sign-out-everywhere/', undefined, { acting: false });

/** Tells the server the member is at work in this browser, so the session is not signed out for want of activity. */
export const keepAlive = () => api.post<MessageBody>('auth/keep-alive/', undefined, { acting: false });

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
