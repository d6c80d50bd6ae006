import type { MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { networkKeys } from '../../../lib/role-lists';

/** Takes a member off the caller's team: the API removes on a GET of the member's remove path. */
export const removeTeamMember = (path: string) => api.get<MessageBody>(path);

/** After a removal every role list loads again: the member leaves the team's lists and its patients with it. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.all }),
  });
}
