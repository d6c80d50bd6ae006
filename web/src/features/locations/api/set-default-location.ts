import type { DefaultLocationRequest, LocationView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/locations';

export const setDefaultLocation = (body: DefaultLocationRequest) => api.post<LocationView[]>('locations/update-default/', body);

/** Makes a location the default; the answer is the list in its new order, shown at once. */
export function useSetDefaultLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultLocation,
    onSuccess: (locations, { user_id }) => {
      queryClient.setQueryData(locationKeys.list(user_id), locations);
      return queryClient.invalidateQueries({ queryKey: locationKeys.list(user_id) });
    },
  });
}
