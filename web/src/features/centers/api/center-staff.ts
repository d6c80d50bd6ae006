import type { MemberView, MessageBody, RemoveStaffRequest, StaffConfirmationRequest } from '@portal/contracts';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** The HC staff associated with a harvest center, all at once: the Staff page filters and pages them itself. */
export const getCenterStaff = (centerId: number, signal?: AbortSignal) => api.get<MemberView[]>(`hc-staff/staff-list/${centerId}/`, { signal });

export const centerStaffQueryOptions = (centerId: number | undefined) =>
  queryOptions({
    queryKey: centerKeys.staff(centerId ?? 0),
    queryFn: centerId === undefined ? skipToken : ({ signal }) => getCenterStaff(centerId, signal),
  });

export const useCenterStaff = (centerId: number | undefined) => useQuery(centerStaffQueryOptions(centerId));

export const removeStaff = (body: RemoveStaffRequest) => api.post<MessageBody>('hc-staff/remove-user/', body);

/** Removes a staff member from the center; the list is read again, so the row leaves once the API agrees. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaff,
    onSuccess: (_answer, { hc_id }) => queryClient.invalidateQueries({ queryKey: centerKeys.staff(hc_id) }),
  });
}

/** The center's answer to a staff member who joined through its link: `confirm` lets it enter, `refuse` ends the association. */
export type StaffAnswer = 'confirm' | 'refuse';

export const answerStaff = (answer: StaffAnswer, body: StaffConfirmationRequest) => api.post<MessageBody>(`hc-staff/${answer}-user/`, body);

/** Confirms or refuses a staff member; the list is read again, so the row shows the answer once the API has it. */
export function useAnswerStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answer, ...body }: StaffConfirmationRequest & { answer: StaffAnswer }) => answerStaff(answer, body),
    onSuccess: (_answer, { hc_id }) => queryClient.invalidateQueries({ queryKey: centerKeys.staff(hc_id) }),
  });
}
