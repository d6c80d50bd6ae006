import type { MessageBody, TwoFactorStatus } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** Whether a member signs in with two-factor, as User Details shows it to an admin. */
export const useUserTwoFactor = (id: number) =>
  useQuery({ queryKey: userKeys.twoFactor(id), queryFn: () => api.get<TwoFactorStatus>(`users/${id}/two-factor/`), staleTime: 0 });

/** An admin resets another member's second factor (a lost phone); the status is read again. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageBody>(`users/${id}/two-factor/reset/`),
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: userKeys.twoFactor(id) }),
  });
}
