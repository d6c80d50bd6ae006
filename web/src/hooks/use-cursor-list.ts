import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';
import { currentCursor, firstPage, nextPage, pageCount, pageNumber, pageText, previousPage, stackFor } from '../lib/paging';
import { useDebouncedValue } from './use-debounced-value';

/** A page of a server-paged list as the API answers it. */
export interface CursorPage<T> {
  results: T[];
  count: number;
  page_size: number;
  next_cursor: string | null;
}

export interface CursorQuery {
  search?: string;
  cursor?: string;
}

/**
 * A server-paged list with a text filter: the search asks the server once typing pauses, and any
 * change of it starts again at page 1. While typing or loading the list counts as loading, so it
 * never shows rows of another filter. `key` names the list in the query cache.
 */
export function useCursorList<T>(
  key: readonly unknown[],
  fetchPage: (query: CursorQuery, signal: AbortSignal) => Promise<CursorPage<T>>,
  options: { enabled?: boolean } = {},
) {
  const [search, setSearch] = useState('');
  const applied = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [stack, setStack] = useState(() => firstPage(applied));
  if (stack.filterKey !== applied) setStack(firstPage(applied));
  const current = stackFor(stack, applied);
  const cursor = currentCursor(current);
  const query: CursorQuery = { ...(applied ? { search: applied } : {}), ...(cursor ? { cursor } : {}) };

  const enabled = options.enabled ?? true;
  const { data: page, isPending, isError } = useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    enabled,
  });
  const loading = enabled && (search.trim() !== applied || (isPending && !isError));
  const number = pageNumber(current);

  // Rows removed from the last page can leave it empty: show the page before it.
  const overshot = !loading && number > 1 && page?.results.length === 0;
  useEffect(() => {
    if (overshot) setStack((s) => previousPage(s));
  }, [overshot]);

  return {
    search,
    setSearch,
    rows: loading ? undefined : (page?.results ?? []),
    loading,
    text: !loading && page ? pageText(number, page.count, page.page_size) : null,
    canPrevious: !loading && number > 1,
    // A full last page may still carry a cursor: the count says whether another page exists.
    canNext: !loading && Boolean(page?.next_cursor) && number < pageCount(page!.count, page!.page_size),
    previous: () => setStack((s) => previousPage(s)),
    next: () => setStack((s) => nextPage(s, page?.next_cursor ?? null)),
  };
}

/** A list path with its filter and cursor as query parameters. */
export function withQuery(path: string, query: CursorQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.cursor) params.set('cursor', query.cursor);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
