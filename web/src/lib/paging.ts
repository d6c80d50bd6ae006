/**
 * Where a cursor-paged list is: the cursor of every page up to the current one (page 1 has none),
 * for one filter. Previous drops the last cursor; another filter starts again at page 1.
 */
export interface CursorStack {
  filterKey: string;
  cursors: readonly (string | null)[];
}

export const firstPage = (filterKey: string): CursorStack => ({ filterKey, cursors: [null] });

/** The stack for the filter now applied: the same one, or page 1 when the filter changed. */
export const stackFor = (stack: CursorStack, filterKey: string): CursorStack =>
  stack.filterKey === filterKey ? stack : firstPage(filterKey);

export const currentCursor = (stack: CursorStack): string | null => stack.cursors[stack.cursors.length - 1] ?? null;

/** The 1-based number of the page shown. */
export const pageNumber = (stack: CursorStack): number => stack.cursors.length;

/** Moves on to the page after the current one; without a next cursor the last page stays. */
export const nextPage = (stack: CursorStack, nextCursor: string | null): CursorStack =>
  nextCursor ? { ...stack, cursors: [...stack.cursors, nextCursor] } : stack;

export const previousPage = (stack: CursorStack): CursorStack =>
  stack.cursors.length > 1 ? { ...stack, cursors: stack.cursors.slice(0, -1) } : stack;

/** How many pages `count` rows make; an empty list still has page 1. */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / Math.max(1, pageSize)));

/** A page number kept within 1 and the last page, e.g. after a filter left fewer rows. */
export const clampPage = (page: number, count: number, pageSize: number): number =>
  Math.min(Math.max(1, Math.floor(page)), pageCount(count, pageSize));

/** The rows of a 1-based page of a list held in the browser. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The pagination text of spec §2, e.g. 'Page 2 of 5'. */
export const pageText = (page: number, count: number, pageSize: number): string => `Page ${page} of ${pageCount(count, pageSize)}`;

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
