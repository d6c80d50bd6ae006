import type { MemberView, NewHarvestCenterRequest, NewMemberRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export interface MemberCreated {
  message: string;
  user: MemberView;
}

/** Add Patient (subscription 2): the member gets a temporary password by e-mail. */
export const createMember = (body: NewMemberRequest) => api.post<MemberCreated>('users/', body);

/** Add Harvest Center (subscription 4). */
export const createHarvestCenter = (body: NewHarvestCenterRequest) => api.post<MemberCreated>('harvest-centers/', body);

/** After an add the users lists and the link options load again. */
function useCreate<T>(mutationFn: (body: T) => Promise<MemberCreated>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateMember = () => useCreate(createMember);

export const useCreateHarvestCenter = () => useCreate(createHarvestCenter);
