import type { ChangeOwnPasswordRequest, MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangeOwnPasswordRequest) => api.post<MessageBody>('users/change-password/', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
