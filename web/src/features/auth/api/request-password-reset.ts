import type { MessageBody, ResetPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (body: ResetPasswordRequest) => api.post<MessageBody>('users/reset-password/', body, { auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
