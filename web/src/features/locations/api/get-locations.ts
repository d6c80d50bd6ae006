import type { LocationView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderLocations } from '../utils/locations';
import { locationKeys } from './keys';

export const getLocations = (memberId: number, signal?: AbortSignal) =>
  api.get<LocationView[]>(`locations/user/${memberId}/`, { signal });

export const locationsQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: locationKeys.list(memberId ?? 0),
    queryFn: memberId === undefined ? skipToken : ({ signal }) => getLocations(memberId, signal),
    select: orderLocations,
  });

/** A member's saved locations, the default first. */
export const useLocations = (memberId: number | undefined) => useQuery(locationsQueryOptions(memberId));
