import type { LocationView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The saved locations' cache keys: Locations changes them, the checkouts read them. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (memberId: number) => [...locationKeys.all, 'member', memberId] as const,
};

/** The default location first (spec §4), then the others in the order they were added; the input is left as is. */
export function orderLocations(locations: readonly LocationView[]): LocationView[] {
  return [...locations].sort((a, b) => Number(b.default) - Number(a.default) || a.id - b.id);
}

export const getLocations = (memberId: number, signal?: AbortSignal) => api.get<LocationView[]>(`locations/user/${memberId}/`, { signal });

export const locationsQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: locationKeys.list(memberId ?? 0),
    queryFn: memberId === undefined ? skipToken : ({ signal }) => getLocations(memberId, signal),
    select: orderLocations,
  });

/** A member's saved locations, the default first. */
export const useLocations = (memberId: number | undefined) => useQuery(locationsQueryOptions(memberId));
