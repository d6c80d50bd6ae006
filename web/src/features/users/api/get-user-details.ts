import type { MemberView } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getUserDetails = (id: number, signal?: AbortSignal) => api.get<MemberView>(`users/${id}/`, { signal });

/** The member as stored, read fresh each time User Details opens. */
export const userDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUserDetails(id, signal), staleTime: 0 });

export const useUserDetails = (id: number) => useQuery(userDetailsQueryOptions(id));
