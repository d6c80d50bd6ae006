import type { MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SetUserPasswordInput {
  id: number;
  password: string;
}

/** An admin sets another member's password. */
export const setUserPassword = ({ id, password }: SetUserPasswordInput) => api.post<MessageBody>(`users/update-password/${id}/`, { password });

export interface SendResetCodeInput {
  user_id: number;
  user_name: string;
}

/** Mails the member a code to reset the password. */
export const sendResetCode = (body: SendResetCodeInput) => api.post<MessageBody>('utilities/reset-user-password/', body);

export const useSetUserPassword = () => useMutation({ mutationFn: setUserPassword });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
