import type { ProfileUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberMember, type MemberUpdated } from '../../../lib/members';

export interface UpdateProfileInput {
  id: number;
  body: ProfileUpdate;
}

export const updateProfile = ({ id, body }: UpdateProfileInput) => api.patch<MemberUpdated>(`users/${id}/`, body);

/** Saves the contact details and refreshes the member everywhere it is shown (top bar, menus). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => rememberMember(queryClient, user),
  });
}
