import { createHash } from 'node:crypto';
import { invalid } from '../errors';
import { countOf } from './counters';
import type { Db } from './service';

export const BAD_CURSOR = 'This page link is not valid for this list: start again from the first page.';

/** One page of a list: its items, the opaque position after the last one (null on the last page) and the list's total. */
export interface Page<T> {
  items: T[];
  cursor: string | null;
  count: number;
}

/** The page envelope every paged call answers with. */
export interface WirePage<R> {
  results: R[];
  count: number;
  page_size: number;
  next_cursor: string | null;
}

/** The one place a page becomes the wire envelope. */
export const toWire = <T, R>(page: Page<T>, size: number, rows: R[]): WirePage<R> => ({
  results: rows,
  count: page.count,
  page_size: size,
  next_cursor: page.cursor,
});

const tagOf = (list: string) => createHash('sha256').update(list).digest('base64url').slice(0, 12);

/**
 * A cursor is the position (the sort id) of the last item shown, bound to its list by a tag, so a
 * client cannot read key names from it nor use one list's cursor on another.
 */
export const encodeCursor = (list: string, position: number) => Buffer.from(JSON.stringify([tagOf(list), position])).toString('base64url');

/** The position a cursor of `list` names; anything else (malformed, foreign, forged) is a 400. */
export function decodeCursor(list: string, cursor: string | null | undefined): number | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('shape');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== tagOf(list)) throw invalid(BAD_CURSOR);
  const position = parsed[1];
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 1) throw invalid(BAD_CURSOR);
  return position;
}

/** What a keyset page needs of an ElectroDB query: run it for a page. */
interface Runnable<T> {
  go: (options: { order: 'asc' | 'desc'; count: number; limit: number; attributes?: never }) => Promise<{ data: T[]; cursor: string | null }>;
}

export interface KeysetOptions<T> {
  /** The list's name: binds its cursors. */
  list: string;
  cursor: string | null | undefined;
  size: number;
  /** The query from just after `after` (exclusive) in the page order; from the start when undefined. */
  query: (after: number | undefined) => Runnable<T>;
  /** The sort id of an item: what the next cursor names. */
  position: (item: T) => number;
  order?: 'asc' | 'desc';
  /**
   * Whether the query filters after reading: then it reads in batches until the page is full.
   * Unfiltered pages ask DynamoDB for exactly `size` items.
   */
  filtered?: boolean;
}

/** Batch size of a filtered page's reads. */
const FILTERED_BATCH = 100;

/**
 * One page of a list ordered by a unique numeric sort id: a Query with a limit from the cursor's
 * position. No key names leave the server; a bad cursor is a 400 before anything is read.
 */
export async function keysetPage<T>(options: KeysetOptions<T>): Promise<Omit<Page<T>, 'count'>> {
  const { list, size, order = 'desc', filtered = false } = options;
  const after = decodeCursor(list, options.cursor);
  const { data, cursor } = await options.query(after).go({ order, count: size, limit: filtered ? Math.max(FILTERED_BATCH, size) : size });
  const last = data[data.length - 1];
  const more = data.length === size && cursor !== null && last !== undefined;
  return { items: data, cursor: more ? encodeCursor(list, options.position(last)) : null };
}

/** Entry ids of one list page (see list-entry.entity.ts), newest first unless told. */
export interface EntryFilter {
  /** Each word must start a word of the entry's text. */
  words?: string[];
  /** ...or the entry's center is one of these (a center's company matched the search). */
  orCenterIds?: number[];
  membership?: number;
  tag?: number;
}

const hasFilter = (f: EntryFilter) => Boolean(f.words?.length || f.membership !== undefined || f.tag !== undefined);

function entryQuery(db: Db, domainId: number, list: string, filter: EntryFilter, after: number | undefined, order: 'asc' | 'desc') {
  const base = db.entities.listEntry.query.byList({ domainId, list });
  const ranged = after === undefined ? base : order === 'desc' ? base.lt({ itemId: after }) : base.gt({ itemId: after });
  if (!hasFilter(filter)) return ranged;
  return ranged.where((attr, op) => {
    const words = (filter.words ?? []).map((w) => op.contains(attr.words, ` ${w}`)).join(' AND ');
    const centers = (filter.orCenterIds ?? []).map((id) => op.eq(attr.centerId, id));
    const text = words && centers.length ? `((${words}) OR ${centers.join(' OR ')})` : words && `(${words})`;
    return [
      text,
      filter.membership === undefined ? '' : op.contains(attr.memberships, filter.membership),
      filter.tag === undefined ? '' : op.contains(attr.tags, filter.tag),
    ]
      .filter(Boolean)
      .join(' AND ');
  });
}

export interface EntryPageOptions {
  list: string;
  cursor?: string | null;
  size: number;
  filter?: EntryFilter;
  order?: 'asc' | 'desc';
}

/**
 * One page of a list's entry ids and the list's total. Unfiltered, the total is the list's counter
 * (one read) and the page one Query of `size`. A filter the keys cannot serve (more words, a
 * membership inside a search) reads on within this one list, whose size the caller chose to be small
 * (a search word's list, one parent's members), and counts the same way.
 */
export async function entryPage(db: Db, domainId: number, options: EntryPageOptions): Promise<Page<number>> {
  const { list, size, filter = {}, order = 'desc' } = options;
  const filtered = hasFilter(filter);
  const [page, count] = await Promise.all([
    keysetPage({
      list,
      cursor: options.cursor,
      size,
      order,
      filtered,
      query: (after) => entryQuery(db, domainId, list, filter, after, order) as unknown as Runnable<{ itemId: number }>,
      position: (e) => e.itemId,
    }),
    filtered ? filteredCount(db, domainId, list, filter) : countOf(db, domainId, list),
  ]);
  return { items: page.items.map((e) => e.itemId), cursor: page.cursor, count };
}


async function filteredCount(db: Db, domainId: number, list: string, filter: EntryFilter): Promise<number> {
  const { data } = await entryQuery(db, domainId, list, filter, undefined, 'desc').go({ pages: 'all', attributes: ['itemId'] });
  return data.length;
}

/** Every entry id of a list, for work over a bounded list (a team, a center's staff). */
export async function allEntries(db: Db, domainId: number, list: string): Promise<number[]> {
  const { data } = await db.entities.listEntry.query.byList({ domainId, list }).go({ pages: 'all', attributes: ['itemId'] });
  return data.map((e) => e.itemId);
}
