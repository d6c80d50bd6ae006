import type { LocationUpdate, LocationView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/locations';

export interface UpdateLocationInput {
  id: number;
  body: LocationUpdate;
}

export const updateLocation = ({ id, body }: UpdateLocationInput) => api.patch<LocationView>(`locations/${id}/`, body);

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (location) => queryClient.invalidateQueries({ queryKey: locationKeys.list(location.user) }),
  });
}
