import type { LoginRequest, LoginResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { memberKeys } from './keys';

export const login = (body: LoginRequest) => api.post<LoginResponse>('auth/login/', body, { auth: false });

/** Signs in and stores the token and member as the session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      session.signIn(token, user);
      queryClient.setQueryData(memberKeys.detail(user.id), user);
    },
  });
}
