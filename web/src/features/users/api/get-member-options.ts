import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_FILTERS } from '../utils/list-query';
import { toMemberOptions } from '../utils/member-options';
import { getAllUsers } from './get-users';
import { userKeys } from './keys';

/** Every active member of one membership, following the cursors, as select options. */
export const memberOptionsQueryOptions = (membership: number) =>
  queryOptions({
    queryKey: userKeys.options(membership),
    queryFn: async () => toMemberOptions(await getAllUsers('active', { ...NO_FILTERS, membership: String(membership) }), membership),
    staleTime: 60_000,
  });

/** The options of a link select: harvest centers (4), sales reps (3), labs (1) and so on. */
export const useMemberOptions = (membership: number) => useQuery(memberOptionsQueryOptions(membership));
