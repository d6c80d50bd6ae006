import { describe, expect, it, vi } from 'vitest';
import { collectPages, currentCursor, firstPage, nextPage, pageCount, pageNumber, pageText, previousPage, stackFor } from './paging';

describe('cursor stack paging', () => {
  it('starts at page 1 without a cursor', () => {
    const stack = firstPage('f');
    expect(pageNumber(stack)).toBe(1);
    expect(currentCursor(stack)).toBeNull();
  });

  it('Next pushes the next cursor and Previous goes back to the cursor before it', () => {
    const page3 = nextPage(nextPage(firstPage('f'), 'c2'), 'c3');
    expect(pageNumber(page3)).toBe(3);
    expect(currentCursor(page3)).toBe('c3');
    const page2 = previousPage(page3);
    expect(pageNumber(page2)).toBe(2);
    expect(currentCursor(page2)).toBe('c2');
    const page1 = previousPage(page2);
    expect(currentCursor(page1)).toBeNull();
    expect(previousPage(page1)).toEqual(page1);
  });

  it('stays on the last page when there is no next cursor', () => {
    const last = nextPage(firstPage('f'), 'c2');
    expect(nextPage(last, null)).toBe(last);
  });

  it('starts again at page 1 when the filter changes, and keeps the page otherwise', () => {
    const page2 = nextPage(firstPage('search=ann'), 'c2');
    expect(stackFor(page2, 'search=ann')).toBe(page2);
    const other = stackFor(page2, 'search=bob');
    expect(pageNumber(other)).toBe(1);
    expect(currentCursor(other)).toBeNull();
    expect(other.filterKey).toBe('search=bob');
  });
});

describe('page text', () => {
  it('counts pages of 20, with at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(22, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });

  it("reads 'Page X of Y'", () => {
    expect(pageText(1, 22, 20)).toBe('Page 1 of 2');
    expect(pageText(2, 22, 20)).toBe('Page 2 of 2');
    expect(pageText(1, 0, 20)).toBe('Page 1 of 1');
  });

  it('does not divide by a zero page size', () => {
    expect(pageCount(3, 0)).toBe(3);
  });
});

describe('collectPages', () => {
  it('follows next_cursor to the last page and keeps the rows in order', async () => {
    const pages: Record<string, { results: number[]; next_cursor: string | null }> = {
      first: { results: [1, 2], next_cursor: 'b' },
      b: { results: [3, 4], next_cursor: 'c' },
      c: { results: [5], next_cursor: null },
    };
    const fetchPage = vi.fn(async (cursor: string | null) => pages[cursor ?? 'first']!);
    await expect(collectPages(fetchPage)).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'b', 'c']);
  });

  it('stops when a cursor comes back instead of looping forever', async () => {
    const fetchPage = vi.fn(async (cursor: string | null) => ({ results: [cursor ?? 'first'], next_cursor: 'again' }));
    await expect(collectPages(fetchPage)).resolves.toEqual(['first', 'again']);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('passes a failing page on', async () => {
    const fetchPage = vi.fn(async (cursor: string | null) => {
      if (cursor) throw new Error('boom');
      return { results: [1], next_cursor: 'b' };
    });
    await expect(collectPages(fetchPage)).rejects.toThrow('boom');
  });
});
