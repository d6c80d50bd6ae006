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

/** What a cursor of `list` holds after its tag, unchecked; a cursor that is malformed or of another list is a 400. */
function positionIn(list: string, cursor: string): unknown {
  let parsed: unknown;
  try {
    if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('shape');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== tagOf(list)) throw invalid(BAD_CURSOR);
  return parsed[1];
}

/** The position a cursor of `list` names; anything else (malformed, foreign, forged) is a 400. */
export function decodeCursor(list: string, cursor: string | null | undefined): number | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  const position = positionIn(list, cursor);
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 1) throw invalid(BAD_CURSOR);
  return position;
}

/**
 * A cursor naming a text position (a sort key made of a date and an id), bound to its list as
 * encodeCursor's are; `shape` says what a position of that list looks like.
 */
export const encodeTextCursor = (list: string, position: string) => Buffer.from(JSON.stringify([tagOf(list), position])).toString('base64url');

/** The text position a cursor of `list` names; anything else (malformed, foreign, forged) is a 400. */
export function decodeTextCursor(list: string, cursor: string | null | undefined, shape: RegExp): string | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  const position = positionIn(list, cursor);
  if (typeof position !== 'string' || !shape.test(position)) throw invalid(BAD_CURSOR);
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
  /** The items a filtered query reads at a time; FILTERED_BATCH (or `size`, when larger) by default. */
  batch?: number;
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
  const limit = filtered ? (options.batch ?? Math.max(FILTERED_BATCH, size)) : size;
  const { data, cursor } = await options.query(after).go({ order, count: size, limit });
  const last = data[data.length - 1];
  const more = data.length === size && cursor !== null && last !== undefined;
  return { items: data, cursor: more ? encodeCursor(list, options.position(last)) : null };
}

/** What a page checks within its list, on the attributes its entries carry (see list-entry.entity.ts). */
export interface EntryFilter {
  /** Each term must be a substring of the entry's text (search/grams.ts). */
  terms?: string[];
  /** ...or the entry's center is one of these (a center's company matched the search). */
  orCenterIds?: number[];
  tag?: number;
}

const hasFilter = (f: EntryFilter) => Boolean(f.terms?.length || f.tag !== undefined || f.orCenterIds?.length);

function filteredQuery(db: Db, domainId: number, list: string, filter: EntryFilter) {
  return db.entities.listEntry.query.byList({ domainId, list }).where((attr, op) => {
    const terms = (filter.terms ?? []).map((t) => op.contains(attr.text, t)).join(' AND ');
    const centers = (filter.orCenterIds ?? []).map((id) => op.eq(attr.centerId, id));
    const text = terms && centers.length ? `((${terms}) OR ${centers.join(' OR ')})` : terms && `(${terms})`;
    return [text, filter.tag === undefined ? '' : op.contains(attr.tags, filter.tag)].filter(Boolean).join(' AND ');
  });
}

export interface EntryPageOptions {
  list: string;
  cursor?: string | null;
  size: number;
  filter?: EntryFilter;
  order?: 'asc' | 'desc';
  /**
   * What the page's cursors are bound to, when the list that serves a query may differ from one
   * page to the next (a search read from its rarest trigram's list): the query's own name. The list
   * by default.
   */
  cursorFor?: string;
  /** An item to show first (an exact match of the search: a whole e-mail or id), then left out of the order. */
  first?: number;
}

/**
 * One page of a list's entry ids and its total. Unfiltered, the total is the list's counter (one
 * read) and the page one Query of `size`. A filter the keys cannot serve (a search term checked on
 * the entries' text, a tag) reads the one list whole, once, for both the total and the page, so its
 * cost is that list's size: the caller chooses a small one (the rarest trigram's postings in the
 * scope asked). `first` puts one item ahead of the others on the first page.
 */
export async function entryPage(db: Db, domainId: number, options: EntryPageOptions): Promise<Page<number>> {
  const { list, size, filter = {}, order = 'desc', cursorFor = list } = options;
  if (hasFilter(filter) || options.first !== undefined) return filteredPage(db, domainId, { ...options, order, cursorFor });
  const query = (after: number | undefined) => {
    const base = db.entities.listEntry.query.byList({ domainId, list });
    return after === undefined ? base : order === 'desc' ? base.lt({ itemId: after }) : base.gt({ itemId: after });
  };
  const [page, count] = await Promise.all([
    keysetPage({
      list: cursorFor,
      cursor: options.cursor,
      size,
      order,
      query: (after) => query(after) as unknown as Runnable<{ itemId: number }>,
      position: (e) => e.itemId,
    }),
    countOf(db, domainId, list),
  ]);
  return { items: page.items.map((e) => e.itemId), cursor: page.cursor, count };
}

/**
 * A filtered page: every match of the list read once (ids only); the total is their number. The
 * order is the list's, with `first` (when it matched) ahead of the others; a cursor names the last
 * item shown, so each query pages through the same order.
 */
async function filteredPage(db: Db, domainId: number, options: EntryPageOptions & Required<Pick<EntryPageOptions, 'order' | 'cursorFor'>>): Promise<Page<number>> {
  const { list, size, filter = {}, order, cursorFor, first } = options;
  const after = decodeCursor(cursorFor, options.cursor);
  const { data } = await filteredQuery(db, domainId, list, filter).go({ pages: 'all', order, attributes: ['itemId'] });
  const matched = data.map((e) => e.itemId);
  const promoted = first !== undefined && matched.includes(first);
  const ids = promoted ? [first, ...matched.filter((id) => id !== first)] : matched;
  const past = (id: number) => (order === 'desc' ? id < after! : id > after!);
  // After the item the cursor names; should it have left the list meanwhile, after where it stood.
  const at = after === undefined ? 0 : ids.indexOf(after) + 1 || ids.findIndex((id, i) => i >= (promoted ? 1 : 0) && past(id));
  const rest = at < 0 ? [] : ids.slice(at);
  const items = rest.slice(0, size);
  return { items, cursor: rest.length > size ? encodeCursor(cursorFor, items[items.length - 1]!) : null, count: ids.length };
}

/**
 * The first `size` entry ids of a list that pass `filter`, in the list's order, and no total: what a
 * picker shows. A filtered read goes on in batches only until it has `size` matches, so its cost
 * follows what it shows (and how rare the matches are), never the list's size.
 */
export async function firstEntries(db: Db, domainId: number, options: { list: string; size: number; filter?: EntryFilter; order?: 'asc' | 'desc' }): Promise<number[]> {
  const { list, size, filter = {}, order = 'desc' } = options;
  const filtered = hasFilter(filter);
  const query = filtered ? filteredQuery(db, domainId, list, filter) : db.entities.listEntry.query.byList({ domainId, list });
  const { data } = await query.go({ order, count: size, limit: filtered ? Math.max(FILTERED_BATCH, size) : size, attributes: ['itemId'] });
  return data.map((e) => e.itemId);
}

/** Every entry id of a list, for work over a bounded list (a team, a center's staff). */
export async function allEntries(db: Db, domainId: number, list: string): Promise<number[]> {
  const { data } = await db.entities.listEntry.query.byList({ domainId, list }).go({ pages: 'all', attributes: ['itemId'] });
  return data.map((e) => e.itemId);
}
