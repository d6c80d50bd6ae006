import type { AdminMemberUpdate, MemberView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export interface UpdateUserDetailsInput {
  id: number;
  body: AdminMemberUpdate;
}

export interface UserDetailsUpdated {
  message: string;
  user: MemberView;
}

export const updateUserDetails = ({ id, body }: UpdateUserDetailsInput) => api.post<UserDetailsUpdated>(`users/update/${id}/`, body);

/** Saves User Details; the member's record, the lists and the link options (names, reps) load again. */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
