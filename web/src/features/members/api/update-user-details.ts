import type { AdminMemberUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberMember, type MemberUpdated } from '../../../lib/members';
import { userKeys } from './keys';

export interface UpdateUserDetailsInput {
  id: number;
  body: AdminMemberUpdate;
}

export const updateUserDetails = ({ id, body }: UpdateUserDetailsInput) => api.post<MemberUpdated>(`users/update/${id}/`, body);

/** Saves User Details; the member's record, the lists and the link options (names, reps) load again. */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: ({ user }) => {
      rememberMember(queryClient, user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
