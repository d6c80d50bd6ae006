import type { MemberView, UserListPage, UserListQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withQuery } from '../hooks/use-cursor-list';
import { api } from './api-client';
import { memberKeys } from './member-keys';
import { session } from './session';

export { memberKeys } from './member-keys';

export const getMember = (id: number, signal?: AbortSignal) => api.get<MemberView>(`users/${id}/`, { signal });

export const memberQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: memberKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getMember(id, signal),
  });

/**
 * One member by id, such as the member being acted as. The signed-in (or acted-as) member shows as
 * stored at sign-in until the fresh copy arrives, so what the dashboard decides from it (a warning,
 * the checkout cards) is on the first paint instead of pushing the page down when it comes.
 */
export const useMember = (id: number | undefined) =>
  useQuery({
    ...memberQueryOptions(id),
    placeholderData: () => {
      const stored = session.getUser();
      return id !== undefined && stored?.id === id ? stored : undefined;
    },
  });

/**
 * Refreshes the stored member from the API and keeps the stored copy in step: the signed-in member,
 * or while acting the member acted as (the API answers for that member only).
 */
export function useRefreshSignedInMember(id: number | undefined) {
  const { data } = useQuery(memberQueryOptions(id));
  useEffect(() => {
    if (data) session.setUser(data);
  }, [data]);
}

/** What PATCH users/{id}/ and POST users/update/{id}/ answer: the message to show and the member as saved. */
export interface MemberUpdated {
  message: string;
  user: MemberView;
}

/** Keeps a saved member everywhere it is shown: the query cache and, when it is the stored member, the session. */
export function rememberMember(queryClient: QueryClient, member: MemberView) {
  queryClient.setQueryData(memberKeys.detail(member.id), member);
  if (session.getUser()?.id === member.id) session.setUser(member);
}

/**
 * The first page of the active members of one membership (of any, when none is given) whose words start with the words typed
 * (a blank text matches them all), for a member picker: one request whatever the domain's size.
 * Waits while `enabled` is false (the picker is closed); the matches of the text before stay
 * shown while the next ones load.
 */
export function useMemberMatches(membership: number | undefined, search: string, enabled: boolean) {
  const text = search.trim().slice(0, 100);
  const query: UserListQuery = { ...(membership === undefined ? {} : { membership }), ...(text ? { search: text } : {}) };
  return useQuery({
    queryKey: memberKeys.matches(query),
    queryFn: ({ signal }) => api.get<UserListPage>(withQuery('users/all/', query), { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
