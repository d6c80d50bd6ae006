// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchQuery, useCursorList, type CursorPage } from './use-cursor-list';

afterEach(cleanup);

const pageOf = (ids: number[]): CursorPage<{ id: number }> => ({ results: ids.map((id) => ({ id })), count: ids.length, page_size: 10, next_cursor: null });

/** The tab hidden, then shown again, as a member switching tabs does. */
function tabBack() {
  for (const state of ['hidden', 'visible'] as const) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }
}

describe('an open list', () => {
  it('is read anew when its tab comes back, a read begun before dropped, so a change made meanwhile shows', async () => {
    let answerStale: (page: CursorPage<{ id: number }>) => void = () => {};
    const fetchPage = vi
      .fn<(q: object, signal: AbortSignal) => Promise<CursorPage<{ id: number }>>>()
      .mockResolvedValueOnce(pageOf([1]))
      // A timer's read, begun before member 2 was added, still under way when the tab comes back.
      .mockImplementationOnce(() => new Promise((resolve) => (answerStale = resolve)))
      .mockResolvedValue(pageOf([2, 1]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCursorList(['members'], { initial: { search: '' }, toQuery: searchQuery, fetchPage }), { wrapper });
    await waitFor(() => expect(result.current.rows?.map((r) => r.id)).toEqual([1]));

    void client.refetchQueries({ queryKey: ['members'] });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    act(tabBack);
    await waitFor(() => expect(result.current.rows?.map((r) => r.id)).toEqual([2, 1]));
    // The read begun before answers late with the old rows: they do not come back.
    await act(async () => answerStale(pageOf([1])));
    expect(result.current.rows?.map((r) => r.id)).toEqual([2, 1]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('is read again when its tab comes back during its first read, once that read answers', async () => {
    let answerFirst: (page: CursorPage<{ id: number }>) => void = () => {};
    const fetchPage = vi
      .fn<(q: object, signal: AbortSignal) => Promise<CursorPage<{ id: number }>>>()
      // The list's first read, begun before member 2 was added in another tab.
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue(pageOf([2, 1]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCursorList(['members'], { initial: { search: '' }, toQuery: searchQuery, fetchPage }), { wrapper });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    act(tabBack);
    await act(async () => answerFirst(pageOf([1])));
    await waitFor(() => expect(result.current.rows?.map((r) => r.id)).toEqual([2, 1]));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
