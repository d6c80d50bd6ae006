import type { MemberView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { memberKeys } from './keys';

export const getMember = (id: number, signal?: AbortSignal) => api.get<MemberView>(`users/${id}/`, { signal });

export const memberQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: memberKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getMember(id, signal),
  });

/** Refreshes the signed-in member from the API and keeps the stored copy in step. */
export function useRefreshSignedInMember(id: number | undefined) {
  const { data } = useQuery(memberQueryOptions(id));
  useEffect(() => {
    if (data) session.setUser(data);
  }, [data]);
}
