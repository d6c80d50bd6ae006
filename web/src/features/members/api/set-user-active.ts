import type { MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export interface SetUserActiveInput {
  id: number;
  active: boolean;
}

export const setUserActive = ({ id, active }: SetUserActiveInput) => api.get<MessageBody>(`users/set/${active ? 'active' : 'inactive'}/${id}/`);

/** Moves a user between the active and the inactive list; both lists load again. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
