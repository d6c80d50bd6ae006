import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '../../../lib/members';

/** The member as stored, read fresh each time User Details opens; the same cache entry as every `users/{id}/` read. */
export const userDetailsQueryOptions = (id: number) => queryOptions({ ...memberQueryOptions(id), staleTime: 0 });

export const useUserDetails = (id: number) => useQuery(userDetailsQueryOptions(id));
