import type { MemberView, StaffCentersUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

export const updateStaffCenters = ({ staffId, body }: { staffId: number; body: StaffCentersUpdate }) => api.patch<MemberView>(`hc-staff/${staffId}/`, body);

/** Sets the centers a staff member may enter; the manager's list and that member's centers are read again. */
export function useUpdateStaffCenters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffCenters,
    onSuccess: (_member, { staffId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.manager() }), queryClient.invalidateQueries({ queryKey: staffKeys.centers(staffId) })]),
  });
}
