import type { PageOf } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { createConversions } from 'electrodb';
import { invalid } from '../errors';
import { readEvery } from './batches';
import { countOf, countsOf } from './counters';
import { idPosition, type ListKey } from './entries';
import type { Db } from './service';

export const BAD_CURSOR = 'This page link is not valid for this list: start again from the first page.';

/**
 * One page of a list: its items, the opaque position after the last one (null on the last page) and
 * the list's total. `atLeast`: the total is a lower bound (a search counted within FILTER_READ
 * entries that did not reach the end of its list).
 */
export interface Page<T> {
  items: T[];
  cursor: string | null;
  count: number;
  atLeast?: boolean;
}

/** The page envelope every paged call answers with: the contracts' (pageOf). */
export type WirePage<R> = PageOf<R>;

/** The one place a page becomes the wire envelope; `updating` when a change is still being carried to its rows. */
export const toWire = <T, R>(page: Page<T>, size: number, rows: R[], updating?: boolean): WirePage<R> => ({
  results: rows,
  count: page.count,
  page_size: size,
  next_cursor: page.cursor,
  ...(page.atLeast ? { count_at_least: true } : {}),
  ...(updating === undefined ? {} : { updating }),
});

/**
 * Items a filtered read examines at most for one answer: a search's page, its count, a picker's
 * options. A filter the keys cannot serve is checked on each item read, so without a bound its cost
 * would follow how rare the matches are in the list; with it, a search costs at most a few of these
 * whatever the domain's size. The count of a search is exact when its list has at most this many
 * entries, and a lower bound past it (`atLeast`); the pager still reaches every match by cursor.
 */
export const FILTER_READ = 1000;

/** What a bounded read found: the matches in order, where it stopped, and whether that was the list's end. */
export interface Examined<T, P> {
  matched: T[];
  /** The position of the last item read (matched or not): a later read goes on after it. */
  last: P | undefined;
  ended: boolean;
}

/**
 * Reads a list in its order from just after `after`, `batch` items a Query, checking each item,
 * until `want` items matched, `budget` items were read, or the list ended. `read` answers the items
 * after a position and whether the list goes on (a Query's cursor).
 */
export async function examine<T, P>(
  read: (after: P | undefined, limit: number) => Promise<{ data: T[]; cursor: string | null }>,
  position: (item: T) => P,
  check: (item: T) => boolean,
  options: { after?: P; want: number; budget?: number; batch?: number },
): Promise<Examined<T, P>> {
  const { want, budget = FILTER_READ, batch = FILTER_READ } = options;
  const matched: T[] = [];
  let last = options.after;
  let seen = 0;
  for (;;) {
    const { data, cursor } = await read(last, Math.max(1, Math.min(batch, budget - seen)));
    seen += data.length;
    for (const item of data) if (check(item)) matched.push(item);
    if (data.length) last = position(data[data.length - 1]!);
    if (cursor === null || !data.length) return { matched, last, ended: true };
    if (matched.length >= want || seen >= budget) return { matched, last, ended: false };
  }
}

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
   * What an item must pass to be shown, checked on each item read: the page then reads in batches
   * until it is full or FILTER_READ items were read (a page may then be short, its cursor naming
   * the last item read). Unchecked pages ask DynamoDB for exactly `size` items.
   */
  check?: (item: T) => boolean;
}

/** Batch size of a checked page's reads. */
const FILTERED_BATCH = 100;

/**
 * One page of a list ordered by a unique numeric sort id: a Query with a limit from the cursor's
 * position. No key names leave the server; a bad cursor is a 400 before anything is read.
 */
export async function keysetPage<T>(options: KeysetOptions<T>): Promise<Omit<Page<T>, 'count'>> {
  const { list, size, order = 'desc', check } = options;
  const after = decodeCursor(list, options.cursor);
  if (check) {
    const read = (from: number | undefined, limit: number) => options.query(from).go({ order, count: limit, limit });
    const found = await examine(read, options.position, check, { after, want: size + 1, batch: Math.max(FILTERED_BATCH, size + 1) });
    const items = found.matched.slice(0, size);
    const next = found.matched.length > size ? options.position(items[items.length - 1]!) : found.ended ? undefined : found.last;
    return { items, cursor: next === undefined ? null : encodeCursor(list, next) };
  }
  const { data, cursor } = await options.query(after).go({ order, count: size, limit: size });
  const last = data[data.length - 1];
  const more = data.length === size && cursor !== null && last !== undefined;
  return { items: data, cursor: more ? encodeCursor(list, options.position(last)) : null };
}

/** What a page checks within its list, on the attributes its entries carry (see entry.entity.ts). */
export interface EntryFilter {
  /** Each term must be a substring of the entry's text (search/grams.ts). */
  terms?: string[];
  /**
   * The list (ordered by id) whose entries carry the text of the entries read, for a list whose
   * entries carry none: a member's postings are checked on its entry in the domain's users list,
   * so a rename rewrites that entry and none of its postings.
   */
  textIn?: ListKey;
  /** ...or the entry's center is one of these (a center's company matched the search). */
  orCenterIds?: number[];
  tag?: number;
}

const hasFilter = (f: EntryFilter) => Boolean(f.terms?.length || f.tag !== undefined || f.orCenterIds?.length);

type CheckedEntry = { itemId: number; text?: string; centerId?: number; tags?: number[] };

/** Whether an entry passes a filter: every term in its text (or its center among `orCenterIds`), and the tag. */
export const passes =
  (filter: EntryFilter) =>
  (e: Omit<CheckedEntry, 'itemId'>): boolean => {
    const terms = filter.terms ?? [];
    const text = !terms.length || terms.every((t) => (e.text ?? '').includes(t)) || (filter.orCenterIds ?? []).includes(e.centerId ?? NaN);
    return text && (filter.tag === undefined || (e.tags ?? []).includes(filter.tag));
  };

/**
 * The text of `ids` as the entries of `list` (ordered by id) carry it, by id: one BatchGet of the
 * entries read (an id with no entry there has no text, so it matches no term).
 */
async function textsIn(db: Db, domainId: number, list: ListKey, ids: readonly number[]): Promise<Map<number, string>> {
  // Keys the table leaves unprocessed (throttled) are asked again: a match is never dropped for want of its text.
  const entries = await readEvery(
    ids.map((id) => ({ domainId, list: list as string, position: idPosition(id) })),
    (keys) => db.entities.entry.get(keys).go({ concurrent: 4, attributes: ['itemId', 'text', 'position'] }),
    (e) => e.position,
  );
  return new Map(entries.flatMap((e) => (e.text === undefined ? [] : [[e.itemId, e.text] as const])));
}

/** Reads of a list's entries after a position, in its order, with the attributes a filter checks (the text from `textIn` when the filter names it). */
const entryReader =
  (db: Db, domainId: number, list: ListKey, order: 'asc' | 'desc', filter: EntryFilter) =>
  async (after: number | undefined, limit: number): Promise<{ data: CheckedEntry[]; cursor: string | null }> => {
    const base = db.entities.entry.query.byList({ domainId, list });
    const query = after === undefined ? base : order === 'desc' ? base.lt({ position: idPosition(after) }) : base.gt({ position: idPosition(after) });
    const read = await query.go({ order, limit, attributes: ['itemId', 'text', 'centerId', 'tags'] });
    if (filter.textIn === undefined || !filter.terms?.length) return read;
    const texts = await textsIn(
      db,
      domainId,
      filter.textIn,
      read.data.map((e) => e.itemId),
    );
    return { ...read, data: read.data.map((e) => ({ ...e, text: texts.get(e.itemId) })) };
  };

/** Reads a list's entries from after `after`, checking `filter`, as `examine` bounds it; answers the matching ids. */
const examineEntries = (db: Db, domainId: number, list: ListKey, order: 'asc' | 'desc', filter: EntryFilter, options: Parameters<typeof examine>[3]) =>
  examine(entryReader(db, domainId, list, order, filter), (e) => e.itemId, passes(filter), options as { after?: number; want: number }).then((found) => ({
    ...found,
    matched: found.matched.map((e) => e.itemId),
  }));

export interface EntryPageOptions {
  list: ListKey;
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
 * the entries' text, a tag) is checked on the entries read, within FILTER_READ entries for the
 * total and as many for the page (see filteredPage): the caller chooses a small list (the rarest
 * trigram's postings in the scope asked). `first` puts one item ahead of the others on the first page.
 */
export async function entryPage(db: Db, domainId: number, options: EntryPageOptions): Promise<Page<number>> {
  const { list, size, filter = {}, order = 'desc', cursorFor = list } = options;
  if (hasFilter(filter) || options.first !== undefined) return filteredPage(db, domainId, { ...options, order, cursorFor });
  const query = (after: number | undefined) => {
    const base = db.entities.entry.query.byList({ domainId, list });
    return after === undefined ? base : order === 'desc' ? base.lt({ position: idPosition(after) }) : base.gt({ position: idPosition(after) });
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

/** Entries a filtered page reads at a time past its first FILTER_READ. */
const CONTINUE_BATCH = 200;

/**
 * A filtered page. The first FILTER_READ entries of the list (one Query) give the total: exact when
 * the list ends within them, a lower bound (`atLeast`) otherwise. The page is taken from them when
 * the cursor falls within them, and read on past them (at most FILTER_READ entries more) for what
 * they lack. The order is the list's, with `first` ahead of the others; a cursor names the last
 * entry shown, or the last read when the page's reading ran out (the page is then short and its
 * cursor goes on), so each query pages through every match in the same order.
 */
async function filteredPage(
  db: Db,
  domainId: number,
  options: EntryPageOptions & Required<Pick<EntryPageOptions, 'order' | 'cursorFor'>>,
): Promise<Page<number>> {
  const { list, size, filter = {}, order, cursorFor, first } = options;
  const after = decodeCursor(cursorFor, options.cursor);
  const window = await examineEntries(db, domainId, list, order, filter, { want: Number.POSITIVE_INFINITY });
  // An exact match (a whole e-mail or id) matches its own search: ahead of the others when it is in the list.
  const promoted = first !== undefined && (window.matched.includes(first) || !window.ended);
  const ids = promoted ? [first, ...window.matched.filter((id) => id !== first)] : window.matched;
  const past = (id: number, from: number) => (order === 'desc' ? id < from : id > from);
  // Where the cursor stands: within the entries read (after the item it names, or where that item stood) or past them.
  const within = after === undefined || window.ended || window.last === undefined || !past(after, window.last);
  const at = after === undefined ? 0 : ids.indexOf(after) + 1 || ids.findIndex((id, i) => i >= (promoted ? 1 : 0) && past(id, after));
  let rest = within ? (at < 0 ? [] : ids.slice(at)) : [];
  let ended = window.ended;
  let last = within ? window.last : after;
  if (rest.length <= size && !ended) {
    const more = await examineEntries(db, domainId, list, order, filter, { after: last, want: size + 1 - rest.length, batch: CONTINUE_BATCH });
    rest = [...rest, ...more.matched.filter((id) => !(promoted && id === first))];
    ({ ended, last } = more);
  }
  const items = rest.slice(0, size);
  const next = rest.length > size ? items[items.length - 1] : ended ? undefined : last;
  return { items, cursor: next === undefined ? null : encodeCursor(cursorFor, next), count: ids.length, ...(window.ended ? {} : { atLeast: true }) };
}

/** One of the lists a union reads, with what is checked on its entries. */
export interface UnionPart {
  list: ListKey;
  filter: EntryFilter;
}

/**
 * One page of the union of disjoint lists (a manager's patients: its reps' lists), ordered by id as
 * each list is, with its total. Each list is read from the cursor for the page (at most `size` + 1
 * matches, a filtered one within FILTER_READ / its share), and only ids every list has read past are
 * shown, so a list that stopped early holds back nothing that belongs before them; the cursor names
 * the last id shown or that point. The total is the sum of the lists' counters, or with filters the
 * matches each finds within its share of FILTER_READ (a lower bound past it). Costs the number of
 * lists times a page: for small relations (a team's handful of reps).
 */
export async function unionPage(
  db: Db,
  domainId: number,
  options: { parts: readonly UnionPart[]; cursor?: string | null; size: number; cursorFor: string },
): Promise<Page<number>> {
  const { parts, size, cursorFor } = options;
  const order = 'desc';
  const after = decodeCursor(cursorFor, options.cursor);
  const filtered = parts.some((p) => hasFilter(p.filter));
  const share = Math.max(FILTERED_BATCH, Math.ceil(FILTER_READ / Math.max(1, parts.length)));
  const reads = await Promise.all(
    parts.map((p) =>
      examineEntries(db, domainId, p.list, order, p.filter, { after, want: size + 1, budget: share, batch: hasFilter(p.filter) ? FILTERED_BATCH : size + 1 }),
    ),
  );
  // Every list has read down to the highest point one that goes on stopped at: ids from there up are all known.
  const open = reads.filter((r) => !r.ended && r.last !== undefined).map((r) => r.last!);
  const frontier = open.length ? Math.max(...open) : undefined;
  const known = reads
    .flatMap((r) => r.matched)
    .filter((id) => frontier === undefined || id >= frontier)
    .sort((a, b) => b - a);
  const items = known.slice(0, size);
  const next = known.length > size ? items[items.length - 1] : frontier;
  const total = filtered
    ? await Promise.all(parts.map((p) => examineEntries(db, domainId, p.list, order, p.filter, { want: Number.POSITIVE_INFINITY, budget: share }))).then(
        (all) => ({
          count: all.reduce((n, r) => n + r.matched.length, 0),
          ...(all.every((r) => r.ended) ? {} : { atLeast: true }),
        }),
      )
    : {
        count: [
          ...(
            await countsOf(
              db,
              domainId,
              parts.map((p) => p.list),
            )
          ).values(),
        ].reduce((n, c) => n + c, 0),
      };
  return { items, cursor: next === undefined ? null : encodeCursor(cursorFor, next), ...total };
}

/**
 * The first `size` entry ids of a list that pass `filter`, in the list's order, and no total: what a
 * picker shows. A filtered read goes on in batches until it has `size` matches or read FILTER_READ
 * entries, so its cost follows what it shows, never the list's size.
 */
export async function firstEntries(
  db: Db,
  domainId: number,
  options: { list: ListKey; size: number; filter?: EntryFilter; order?: 'asc' | 'desc' },
): Promise<number[]> {
  const { list, size, filter = {}, order = 'desc' } = options;
  if (!hasFilter(filter)) {
    const { data } = await db.entities.entry.query.byList({ domainId, list }).go({ order, count: size, limit: size, attributes: ['itemId'] });
    return data.map((e) => e.itemId);
  }
  const found = await examineEntries(db, domainId, list, order, filter, { want: size, batch: Math.max(FILTERED_BATCH, size) });
  return found.matched.slice(0, size);
}

/** Every entry id of a list, for work over a bounded list (a team, a center's staff). */
export async function allEntries(db: Db, domainId: number, list: ListKey): Promise<number[]> {
  const { data } = await db.entities.entry.query.byList({ domainId, list }).go({ pages: 'all', attributes: ['itemId'] });
  return data.map((e) => e.itemId);
}

/**
 * The cursor of `list` that a Query goes on from right after its entry at `position`: a step that
 * takes part of a page it read hands the rest on (the same cursor the Query gives at a page's end).
 */
export const cursorAfterEntry = (db: Db, domainId: number, list: ListKey, position: string): string =>
  createConversions(db.entities.entry).byAccessPattern.byList.fromComposite.toCursor({ domainId, list, position });
