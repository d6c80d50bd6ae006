import type { MemberView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { session } from './session';

/** The one cache key of `users/{id}/`: every screen that reads, saves or refreshes a member uses it. */
export const memberKeys = {
  all: ['members'] as const,
  detail: (id: number) => [...memberKeys.all, id] as const,
};

export const getMember = (id: number, signal?: AbortSignal) => api.get<MemberView>(`users/${id}/`, { signal });

export const memberQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: memberKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getMember(id, signal),
  });

/** One member by id, such as the member being acted as. */
export const useMember = (id: number | undefined) => useQuery(memberQueryOptions(id));

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
