import type { NewVialEntry, VialEntrySaved, VialEntryUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members';
import { vialsKeys } from './keys';

/** What a save answers: the server's message, the entry as stored and the member's new totals. */
export type VialsSaved = z.infer<typeof VialEntrySaved>;

export interface UpdateVialEntryInput {
  id: number;
  body: VialEntryUpdate;
}

export const addVials = (body: NewVialEntry) => api.post<VialsSaved>('vials-history/', body);

export const updateVialEntry = ({ id, body }: UpdateVialEntryInput) => api.patch<VialsSaved>(`vials-history/${id}/`, body);

/** After a save the member's history pages and its User Details record (which carries the totals) load again. */
function useRefreshMember() {
  const queryClient = useQueryClient();
  return ({ entry }: VialsSaved) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vialsKeys.member(entry.user) }),
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(entry.user) }),
    ]);
}

/** Adds vials to a member or records a shipment from its available vials (admins only). */
export function useAddVials() {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: addVials, onSuccess: refresh });
}

/** Changes an entry's quantity and note or tracking id (admins only); the totals move by the difference. */
export function useUpdateVialEntry() {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: updateVialEntry, onSuccess: refresh });
}
