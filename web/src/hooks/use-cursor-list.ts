import type { PageOf } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LIST_REFRESH_MS, SEARCH_DEBOUNCE_MS, UPDATING_REFRESH_MS } from '../config/constants';
import { currentCursor, cursorsTo, firstPage, knownPages, openPage, pageCount, pageNumber, pageText, previousPage, stackFor, type Pager } from '../lib/paging';
import { useDebouncedValue } from './use-debounced-value';

/** A page of a server-paged list as the API answers it (the contracts' envelope). */
export type CursorPage<T> = PageOf<T>;

export interface CursorQuery {
  search?: string;
  cursor?: string;
}

/** Filters of a list: a typed search text and whatever else the list filters on. */
export interface ListFilters {
  search: string;
}

/**
 * A server-paged list and its filters. The search text asks the server once typing pauses;
 * until then, and while a page loads, the list counts as loading so it never shows rows of
 * another filter. Any filter change starts again at page 1. `toQuery` turns the filters and a
 * cursor into the API query (also the cache key, after `key`).
 */
export function useCursorList<F extends ListFilters, Q extends object, P extends CursorPage<unknown>>(
  key: readonly unknown[],
  options: {
    initial: F;
    toQuery: (filters: F, cursor: string | null) => Q;
    /** A page; one that says more than the envelope (a report's total) keeps its own type in `page`. */
    fetchPage: (query: Q, signal: AbortSignal) => Promise<P>;
    /** False, or false for the filters applied, asks nothing: the list shows no rows (a filter no row can match, say). */
    enabled?: boolean | ((filters: F) => boolean);
    /** Wait after the last keystroke before the search text is applied; the admin's transactions wait longer (spec §9). */
    debounceMs?: number;
    /**
     * Read again now and then and when the tab comes back (the default), so changes made elsewhere
     * show. False for a list whose every read is recorded as a read of a patient's data (a patient's
     * vials or documents): it is read when opened, paged or changed, not on a timer.
     */
    keepCurrent?: boolean;
  },
) {
  const { initial, toQuery, fetchPage, debounceMs = SEARCH_DEBOUNCE_MS, keepCurrent = true } = options;
  const [filters, setFilters] = useState<F>(initial);
  const search = useDebouncedValue(filters.search, debounceMs);
  const applied: F = { ...filters, search };
  const enabled = typeof options.enabled === 'function' ? options.enabled(applied) : (options.enabled ?? true);
  const filterKey = JSON.stringify(toQuery(applied, null));

  const [stack, setStack] = useState(() => firstPage(filterKey));
  if (stack.filterKey !== filterKey) setStack(firstPage(filterKey));
  const current = stackFor(stack, filterKey);
  const query = toQuery(applied, currentCursor(current));

  const queryClient = useQueryClient();
  const pageQuery = (q: Q) => ({ queryKey: [...key, q], queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(q, signal) });
  // An open list stays current: read again every LIST_REFRESH_MS while its tab is in view (TanStack
  // pauses the interval in a hidden tab), at once when the tab comes back, and every UPDATING_REFRESH_MS
  // while the server says a recent change is still being carried to it.
  const {
    data: page,
    isPending,
    isError,
    isFetching,
    refetch,
  } = useQuery({
    ...pageQuery(query),
    enabled,
    refetchInterval: (q) => (q.state.data?.updating ? UPDATING_REFRESH_MS : keepCurrent ? LIST_REFRESH_MS : false),
    refetchOnWindowFocus: false,
  });
  // Back in view, the list is read anew, a read still under way dropped: begun before the tab came back, it may
  // miss a change made meanwhile (TanStack's own focus read would wait for it, and the next read come a timer later).
  // TanStack drops a read under way only once the list has rows to show; a first read it joins, so the list is
  // read again once that read answers.
  const firstRead = useRef(false);
  useEffect(() => {
    firstRead.current = page === undefined && isFetching;
  });
  useEffect(() => {
    if (!keepCurrent || !enabled) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const joined = firstRead.current;
      void refetch({ cancelRefetch: true }).then(() => (joined ? refetch() : undefined));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [keepCurrent, enabled, refetch]);
  // A far page is reached by reading the pages before it (cursorsTo); meanwhile the list is loading.
  const [walking, setWalking] = useState(false);
  const typing = JSON.stringify(toQuery(filters, null)) !== filterKey;
  const loading = enabled && (typing || walking || (isPending && !isError));
  const number = pageNumber(current);

  // Rows removed from the last page can leave it empty: show the page before it (a search's page read short still goes on).
  const overshot = !loading && number > 1 && page?.results.length === 0 && !page.next_cursor;
  useEffect(() => {
    if (overshot) setStack((s) => previousPage(s));
  }, [overshot]);

  // A full last page may still carry a cursor: the count says whether another page exists (past a lower bound, the cursor does).
  const nextCursor = !loading && page?.next_cursor && (page.count_at_least || number < pageCount(page.count, page.page_size)) ? page.next_cursor : null;
  // Every page the count gives has a button (never fewer than the pages opened): a member reaches the last in one click.
  const last = page ? Math.max(number + (nextCursor && page.count_at_least ? 1 : 0), pageCount(page.count, page.page_size)) : knownPages(current);
  const walkTo = async (target: number) => {
    setWalking(true);
    try {
      const readNext = async (cursor: string | null) => (await queryClient.fetchQuery(pageQuery(toQuery(applied, cursor)))).next_cursor;
      const reached = await cursorsTo(current, target, readNext);
      setStack((s) => (s.filterKey === reached.filterKey ? reached : s));
    } catch {
      // A page that could not be read leaves the member on the page shown, which can try again.
    } finally {
      setWalking(false);
    }
  };
  const pager: Pager = {
    text: !loading && page ? pageText(number, page.count, page.page_size, page.count_at_least) : null,
    page: number,
    reachable: last,
    loading,
    updating: !loading && Boolean(page?.updating),
    onPage: (target) => {
      if (target > knownPages(current) && !(target === number + 1 && nextCursor)) void walkTo(Math.min(target, last));
      else setStack((s) => openPage(s, target, nextCursor));
    },
  };

  return {
    filters,
    /** The filters the rows shown answer: the search once it has settled. */
    applied,
    setFilters,
    search: filters.search,
    setSearch: (text: string) => setFilters((f) => ({ ...f, search: text })),
    page: loading ? undefined : page,
    rows: loading ? undefined : ((page?.results ?? []) as P['results']),
    loading,
    pager,
  };
}

/** The query of a list filtered by text alone: a blank search and the first page's cursor are left out. */
export function searchQuery(filters: ListFilters, cursor: string | null): CursorQuery {
  const search = filters.search.trim();
  return { ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) };
}

/** A list path with its query as parameters; blank values are left out. */
export function withQuery(path: string, query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '' && value !== null) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
