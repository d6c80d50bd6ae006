import type {
  LoginAnswer,
  MessageBody,
  TwoFactorConfirmRequest,
  TwoFactorRemoveRequest,
  TwoFactorSetup,
  TwoFactorSetupSignInRequest,
  TwoFactorSignInRequest,
  TwoFactorStartRequest,
  TwoFactorStatus,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { remember } from './login';

/** Two-factor sign-in (auth/two-factor/...): the member's own, sent without X-Acting-As. */
const statusKey = ['two-factor'] as const;

/** The second step of a sign-in: the code for the challenge the password answered with. */
export const signInWithCode = (body: Omit<TwoFactorSignInRequest, 'device'>) =>
  api.post<LoginAnswer>('auth/two-factor/', { ...body, device: session.getDeviceId() }, { auth: false });

/** The last step of a sign-in whose membership requires two-factor: the app's first code confirms its setup. */
export const confirmSetupAndSignIn = (body: Omit<TwoFactorSetupSignInRequest, 'device'>) =>
  api.post<LoginAnswer>('auth/two-factor/setup-sign-in/', { ...body, device: session.getDeviceId() }, { auth: false });

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signInWithCode, onSuccess: (answer) => remember(queryClient, answer) });
}

export function useConfirmSetupAndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmSetupAndSignIn, onSuccess: (answer) => remember(queryClient, answer) });
}

export const useTwoFactorStatus = () => useQuery({ queryKey: statusKey, queryFn: () => api.get<TwoFactorStatus>('auth/two-factor/', { acting: false }) });

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (body: TwoFactorStartRequest) => api.post<TwoFactorSetup>('auth/two-factor/setup/', body, { acting: false }) });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmRequest) => api.post<MessageBody>('auth/two-factor/confirm/', body, { acting: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useRemoveTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorRemoveRequest) => api.post<MessageBody>('auth/two-factor/remove/', body, { acting: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
