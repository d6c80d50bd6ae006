/**
 * Where a cursor-paged list is: the cursor of every page opened so far (page 1 has none), for one
 * filter, and the page shown. Going back keeps the pages after it, so any page opened can be
 * opened again by its number; another filter starts again at page 1.
 */
export interface CursorStack {
  filterKey: string;
  cursors: readonly (string | null)[];
  /** The 1-based page shown: its cursor is `cursors[page - 1]`. */
  page: number;
}

export const firstPage = (filterKey: string): CursorStack => ({ filterKey, cursors: [null], page: 1 });

/** The stack for the filter now applied: the same one, or page 1 when the filter changed. */
export const stackFor = (stack: CursorStack, filterKey: string): CursorStack => (stack.filterKey === filterKey ? stack : firstPage(filterKey));

export const currentCursor = (stack: CursorStack): string | null => stack.cursors[stack.page - 1] ?? null;

/** The 1-based number of the page shown. */
export const pageNumber = (stack: CursorStack): number => stack.page;

/** The pages whose cursor is known: every page opened so far. */
export const knownPages = (stack: CursorStack): number => stack.cursors.length;

/**
 * Moves on to the page after the current one with the cursor the current page answered (it
 * replaces the one known, should rows have come in since); without a next cursor the last page stays.
 */
export const nextPage = (stack: CursorStack, nextCursor: string | null): CursorStack =>
  nextCursor ? { ...stack, cursors: [...stack.cursors.slice(0, stack.page), nextCursor, ...stack.cursors.slice(stack.page + 1)], page: stack.page + 1 } : stack;

export const previousPage = (stack: CursorStack): CursorStack => (stack.page > 1 ? { ...stack, page: stack.page - 1 } : stack);

/**
 * To a page opened before (1 to knownPages), whose cursor the stack holds; any other number leaves
 * the stack as it is. Pages further on are reached one at a time with `nextPage`: the API pages by
 * keys, so a far page has no cursor until the pages before it were read.
 */
export const goToPage = (stack: CursorStack, page: number): CursorStack =>
  Number.isInteger(page) && page >= 1 && page <= stack.cursors.length && page !== stack.page ? { ...stack, page } : stack;

/** The stack after a page button: the next page, with the cursor the current page answered, or a page opened before. */
export const openPage = (stack: CursorStack, page: number, nextCursor: string | null): CursorStack =>
  page === pageNumber(stack) + 1 && nextCursor ? nextPage(stack, nextCursor) : goToPage(stack, page);

/**
 * The cursors a far page needs, read page after page: from the last page whose cursor is known,
 * each page's next cursor, until `page` has one (or the list ends sooner). The API pages by keys,
 * so a page past those opened is reached by reading the ones before it, in one go for the member.
 */
export async function cursorsTo(stack: CursorStack, page: number, readNext: (cursor: string | null) => Promise<string | null>): Promise<CursorStack> {
  const cursors = [...stack.cursors];
  while (cursors.length < page) {
    const next = await readNext(cursors[cursors.length - 1] ?? null);
    if (!next || cursors.includes(next)) break;
    cursors.push(next);
  }
  return { ...stack, cursors, page: Math.min(page, cursors.length) };
}

/** How many pages `count` rows make; an empty list still has page 1. */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / Math.max(1, pageSize)));

/** A page number kept within 1 and the last page, e.g. after a filter left fewer rows. */
export const clampPage = (page: number, count: number, pageSize: number): number => Math.min(Math.max(1, Math.floor(page)), pageCount(count, pageSize));

/** The rows of a 1-based page of a list held in the browser. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The pagination text of spec §2, e.g. 'Page 2 of 5'; 'Page 2 of 5 or more' when the count is a lower bound (a search counted within a bounded read). */
export const pageText = (page: number, count: number, pageSize: number, atLeast = false): string =>
  atLeast ? `Page ${page} of ${Math.max(page, pageCount(count, pageSize))} or more` : `Page ${page} of ${pageCount(count, pageSize)}`;

/**
 * What a pagination control shows (spec §9: numbered page buttons and 'Page N of M'). Pages 1 to
 * `reachable` have a button: every page of the list, held in the browser or paged by the server
 * (a page past those opened is reached through the ones before it, see cursorsTo).
 */
export interface Pager {
  /** 'Page N of M', or null while the list loads. */
  text: string | null;
  /** The page shown, 1-based. */
  page: number;
  reachable: number;
  /** While the list loads no page can be opened. */
  loading: boolean;
  onPage: (page: number) => void;
  /** The server says a recent change is still being carried to some rows of the list. */
  updating?: boolean;
}

/** A page button, or a gap where pages are left out. */
export type PageSlot = number | 'gap';

/** Most page buttons and gaps shown at once. */
export const PAGE_SLOTS = 7;

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The page buttons of pages 1 to `last` around the current page, at most `slots` (at least 5) in all:
 * the first and the last page always, the current one and its neighbours, and a gap for each run
 * of two or more pages left out, e.g. 1 … 4 5 6 … 10.
 */
export function pageWindow(page: number, last: number, slots = PAGE_SLOTS): PageSlot[] {
  const end = Math.max(1, Math.floor(last));
  const current = Math.min(Math.max(1, Math.floor(page)), end);
  if (end <= slots) return range(1, end);
  if (current <= slots - 3) return [...range(1, slots - 2), 'gap', end];
  if (current >= end - (slots - 4)) return [1, 'gap', ...range(end - (slots - 3), end)];
  const from = current - Math.floor((slots - 5) / 2);
  return [1, 'gap', ...range(from, from + slots - 5), 'gap', end];
}

/** Every row of a cursor-paged list, page after page until the last; a cursor seen before ends it. */
export async function collectPages<T>(fetchPage: (cursor: string | null) => Promise<{ results: T[]; next_cursor: string | null }>): Promise<T[]> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    rows.push(...page.results);
    cursor = page.next_cursor && !seen.has(page.next_cursor) ? page.next_cursor : null;
    if (cursor) seen.add(cursor);
  } while (cursor);
  return rows;
}
