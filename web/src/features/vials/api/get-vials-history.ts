import type { VialsHistory } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { toVialsPage, vialsHistoryPath, vialsQuery, type VialsPage, type VialsQuery } from '../utils/vials-page';
import { vialsKeys } from './keys';

export const getVialsPage = async (memberId: number, query: VialsQuery, signal?: AbortSignal): Promise<VialsPage> =>
  toVialsPage(await api.get<VialsHistory>(vialsHistoryPath(memberId, query), { signal }));

/**
 * A member's vials ledger, newest first, `pageSize` entries a page with 'Page X of Y', and its
 * totals; undefined waits. The totals come from page 1's query, the very cache entry the list's
 * first page uses (same key), so they cost no extra call and stay on screen while paging.
 */
export function useVialsHistory(memberId: number | undefined, pageSize: number) {
  const key = vialsKeys.member(memberId ?? 0);
  const enabled = memberId !== undefined;
  const fetchPage = (query: VialsQuery, signal: AbortSignal) => getVialsPage(memberId!, query, signal);
  const list = useCursorList(key, {
    // The ledger has no search box: the filters stay blank and only the page moves.
    initial: { search: '' },
    toQuery: (_filters, cursor) => vialsQuery(pageSize, cursor),
    fetchPage,
    enabled,
    // Each read of another member's ledger is a read of a patient's data in the audit trail: no timer.
    keepCurrent: false,
  });
  const firstPage = vialsQuery(pageSize, null);
  const { data: totals } = useQuery({ queryKey: [...key, firstPage], queryFn: ({ signal }) => fetchPage(firstPage, signal), enabled });
  return { list, totals };
}

export type VialsList = ReturnType<typeof useVialsHistory>['list'];
