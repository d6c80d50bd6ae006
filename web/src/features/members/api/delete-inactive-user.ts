import type { MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const deleteInactiveUser = (id: number) => api.delete<MessageBody>(`users/delete-inactive/${id}/`);

/** Deletes an inactive user for good; the server refuses active ones. */
export function useDeleteInactiveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInactiveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
