import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NO_FILTERS, userListQuery } from '../utils/list-query';
import { getUsers } from './get-users';
import { userKeys } from './keys';

/**
 * The first page of the active members of one membership whose words start with the words typed
 * (a blank text matches them all), for a member picker: one request whatever the domain's size.
 * Waits while `enabled` is false (the picker is closed); the matches of the text before stay
 * shown while the next ones load.
 */
export function useMemberMatches(membership: number, search: string, enabled: boolean) {
  const query = userListQuery({ ...NO_FILTERS, membership: String(membership), search }, null);
  return useQuery({
    queryKey: userKeys.list('active', query),
    queryFn: ({ signal }) => getUsers('active', query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
