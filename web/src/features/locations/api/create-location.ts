import type { LocationView, NewLocation } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/locations';

export const createLocation = (body: NewLocation) => api.post<LocationView>('locations/', body);

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: (_location, body) => queryClient.invalidateQueries({ queryKey: locationKeys.list(body.user) }),
  });
}
