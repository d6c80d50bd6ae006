import { ConfirmResetPasswordRequest, PASSWORD_MISMATCH, type MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The reset form: the request plus a confirmation that must match the new password. */
export const ResetPasswordForm = ConfirmResetPasswordRequest.extend({
  password_confirmation: z.string().min(1, 'Required'),
}).refine((form) => form.password === form.password_confirmation, {
  message: PASSWORD_MISMATCH,
  path: ['password_confirmation'],
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const confirmPasswordReset = (body: ConfirmResetPasswordRequest) => api.post<MessageBody>('users/reset-password/confirm/', body, { auth: false });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
