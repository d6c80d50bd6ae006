import type { RhcAssociationAnswer, RhcAssociationUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members';
import { associationKeys } from './keys';

export const updateRhcCenters = ({ rhcId, body }: { rhcId: number; body: RhcAssociationUpdate }) =>
  api.post<RhcAssociationAnswer>(`rhc-association/update-association/${rhcId}/`, body);

/** Sets a referral center's harvest centers; the manager's list and that member's record are read again. */
export function useUpdateRhcCenters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRhcCenters,
    onSuccess: (_answer, { rhcId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: associationKeys.rhcManager() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.detail(rhcId) }),
      ]),
  });
}
