import type { LoginAnswer, LoginChallenge, LoginRequest, NewPasswordRequest } from '@portal/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/member-keys';
import { session } from '../../../lib/session';

/**
 * Whether sign-in answered with the new-password challenge, as the contracts' `isLoginChallenge`
 * says (a test keeps the two equal). The login page imports no value from the contracts: that would
 * bring zod, which it does not use, into the portal's first paint.
 */
export const isLoginChallenge = (answer: LoginAnswer): answer is LoginChallenge => 'challenge' in answer;

/** Signs in, naming this browser by its own id (a sign-in from a browser the member never used is mailed to it). */
export const login = (body: LoginRequest) => api.post<LoginAnswer>('auth/login/', { ...body, device: session.getDeviceId() }, { auth: false });

export const completeNewPassword = (body: NewPasswordRequest) =>
  api.post<LoginAnswer>('auth/new-password/', { ...body, device: session.getDeviceId() }, { auth: false });

/** Stores the token and member as the session, unless a sign-in step is still to come. */
export function remember(queryClient: QueryClient, answer: LoginAnswer) {
  if (isLoginChallenge(answer)) return;
  session.signIn(answer.token, answer.user);
  queryClient.setQueryData(memberKeys.detail(answer.user.id), answer.user);
}

/** Signs in; an invited member's first sign-in answers with a new-password challenge instead. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (answer) => remember(queryClient, answer) });
}

/** Replaces the temporary password and completes the sign-in (or answers the two-factor setup a membership requires next). */
export function useCompleteNewPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeNewPassword, onSuccess: (answer) => remember(queryClient, answer) });
}
