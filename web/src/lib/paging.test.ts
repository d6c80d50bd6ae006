import { describe, expect, it, vi } from 'vitest';
import {
  collectPages,
  currentCursor,
  cursorsTo,
  firstPage,
  goToPage,
  knownPages,
  nextPage,
  openPage,
  pageCount,
  pageNumber,
  pageText,
  pageWindow,
  previousPage,
  stackFor,
} from './paging';

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

  it('goes back to a visited page by its number, with the cursor it was opened with', () => {
    const page4 = nextPage(nextPage(nextPage(firstPage('f'), 'c2'), 'c3'), 'c4');
    const page2 = goToPage(page4, 2);
    expect(pageNumber(page2)).toBe(2);
    expect(currentCursor(page2)).toBe('c2');
    const page1 = goToPage(page4, 1);
    expect(pageNumber(page1)).toBe(1);
    expect(currentCursor(page1)).toBeNull();
    // Moving on from a page gone back to reads the page after it again.
    expect(currentCursor(nextPage(page2, 'c3'))).toBe('c3');
  });

  it('keeps the pages opened after the one gone back to, so each opens again by its number', () => {
    const page4 = nextPage(nextPage(nextPage(firstPage('f'), 'c2'), 'c3'), 'c4');
    const page1 = goToPage(page4, 1);
    expect(currentCursor(page1)).toBeNull();
    expect(knownPages(page1)).toBe(4);
    expect(currentCursor(goToPage(page1, 3))).toBe('c3');
    expect(currentCursor(openPage(page1, 4, 'c2'))).toBe('c4');
    // Next from page 1 takes the cursor page 1 answered now, keeping the pages after it.
    const moved = nextPage(page1, 'c2b');
    expect([pageNumber(moved), currentCursor(moved), knownPages(moved)]).toEqual([2, 'c2b', 4]);
  });

  it('cannot jump to a page whose cursor is not known', () => {
    const page2 = nextPage(firstPage('f'), 'c2');
    for (const n of [2, 3, 10, 0, -1, 1.5, Number.NaN]) expect(goToPage(page2, n)).toBe(page2);
  });

  it('opens the next page with its cursor, a visited page, and nothing else', () => {
    const page2 = nextPage(firstPage('f'), 'c2');
    const page3 = openPage(page2, 3, 'c3');
    expect(pageNumber(page3)).toBe(3);
    expect(currentCursor(page3)).toBe('c3');
    expect(openPage(page3, 1, 'c4')).toEqual({ ...page3, page: 1 });
    expect(openPage(page3, 3, 'c4')).toBe(page3);
    expect(openPage(page3, 5, 'c4')).toBe(page3);
    // The last page has no next cursor: its next page cannot be opened.
    expect(openPage(page3, 4, null)).toBe(page3);
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

  it("reads 'Page X of Y or more' when a search's count is a lower bound, never fewer pages than the one shown", () => {
    expect(pageText(1, 100, 20, true)).toBe('Page 1 of 5 or more');
    expect(pageText(7, 100, 20, true)).toBe('Page 7 of 7 or more');
  });

  it('does not divide by a zero page size', () => {
    expect(pageCount(3, 0)).toBe(3);
  });
});

describe('page buttons', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the pages around the current one, with a gap where pages are left out', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never shows more than 7 slots, always the current page and its neighbours, and never a gap for a single page', () => {
    for (let last = 1; last <= 30; last++)
      for (let page = 1; page <= last; page++) {
        const slots = pageWindow(page, last);
        expect(slots.length).toBeLessThanOrEqual(7);
        const numbers = slots.filter((slot): slot is number => slot !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
        for (const n of [page - 1, page, page + 1]) if (n >= 1 && n <= last) expect(numbers).toContain(n);
        slots.forEach((slot, i) => {
          if (slot === 'gap') expect((slots[i + 1] as number) - (slots[i - 1] as number)).toBeGreaterThan(2);
        });
      }
  });

  it('keeps a page out of range within the pages', () => {
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 0)).toEqual([1]);
  });

  it('takes another number of slots', () => {
    expect(pageWindow(10, 20, 9)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
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

describe('cursorsTo', () => {
  const next: Record<string, string | null> = { first: 'c2', c2: 'c3', c3: 'c4', c4: null };
  const reader = () => {
    const read: (string | null)[] = [];
    return { read, readNext: async (cursor: string | null) => (read.push(cursor), next[cursor ?? 'first'] ?? null) };
  };

  it('reads the pages before a far page, from the last one known, and opens it', async () => {
    const { read, readNext } = reader();
    const reached = await cursorsTo({ filterKey: 'f', cursors: [null, 'c2'], page: 1 }, 4, readNext);
    expect(reached).toEqual({ filterKey: 'f', cursors: [null, 'c2', 'c3', 'c4'], page: 4 });
    expect(read).toEqual(['c2', 'c3']);
  });

  it('stops at the last page when the list ends sooner', async () => {
    const { readNext } = reader();
    expect(await cursorsTo(firstPage('f'), 9, readNext)).toEqual({ filterKey: 'f', cursors: [null, 'c2', 'c3', 'c4'], page: 4 });
  });
});
