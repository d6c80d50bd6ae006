import type { LocationView, MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/locations';

export const deleteLocation = (location: Pick<LocationView, 'id' | 'user'>) => api.delete<MessageBody>(`locations/${location.id}/`);

/** Deletes a location; the server refuses the only one and the default (spec §5). */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_body, location) => queryClient.invalidateQueries({ queryKey: locationKeys.list(location.user) }),
  });
}
