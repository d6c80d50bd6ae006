import { COUNTER_SHARDS, countName, increments, periodCounters, shardOf, type CounterRef } from './counters';
import { inBatches, readEvery } from './batches';
import { failedCondition, MAX_TX_WRITES, transact, unlessRefused, type TxEntities, type TxOutcome, type TxWrite } from './transact';
import type { Db } from './service';

/**
 * List entries (entry.entity.ts) and the one engine that writes them: the difference between a
 * record's entries before and after a change, each entry written with its list's counters. Every
 * list belongs to a family declared beside its area (a center's patients, a rep's sales, the
 * postings of a trigram...), which says how the list is ordered, which counters it keeps and which
 * fields its entries carry; the projections that feed the families are declared in
 * projections/declare.ts.
 */

declare const listKeyBrand: unique symbol;
/** A list's name, made only by its family's `key`: a read or an entry never names a list by hand. */
export type ListKey = string & { readonly [listKeyBrand]: true };

/** The fields an entry may carry, for a page to check without reading its record. */
export const carriedFields = [
  'text',
  'centerId',
  'tags',
  'salesRepId',
  'salesManagerId',
  'salesDistributorId',
  'harvestCenterId',
  'referralHarvestCenterId',
  'patientId',
  'productId',
  'amountCents',
  'paidCents',
  'quantity',
] as const;
export type CarriedField = (typeof carriedFields)[number];
export type Carried = { text?: string; tags?: number[] } & { [K in Exclude<CarriedField, 'text' | 'tags'>]?: number };

/** A family of lists: how its lists are ordered, counted and what their entries carry. */
export interface ListFamily<A extends unknown[] = never[]> {
  readonly name: string;
  /** By the record's id, or by its date and then its id (a day range is a key condition). */
  readonly sort: 'id' | 'date';
  /**
   * The list's total; or also per month and day of the entry's date (UTC); or an estimate, for lists
   * whose size only orders a choice (a search's rarest trigram): only the entries whose id falls in a
   * counter's first shard count (one in COUNTER_SHARDS), so most entries write no counter at all.
   * An estimate is never a number a screen shows (db/counters.ts estimatesOf).
   */
  readonly counters: 'total' | 'periods' | 'estimate';
  readonly carries: readonly CarriedField[];
  readonly key: (...args: A) => ListKey;
}

const familyNames = new Set<string>();

/** Declares a family of lists; its name is unique across the portal (it names the family in reindex's report). */
export function listFamily<A extends unknown[]>(
  name: string,
  shape: Pick<ListFamily, 'sort' | 'counters' | 'carries'>,
  key: (...args: A) => string,
): ListFamily<A> {
  if (familyNames.has(name)) throw new Error(`The list family ${name} is declared twice.`);
  familyNames.add(name);
  return { name, ...shape, key: key as (...args: A) => ListKey };
}

/** An entry a record keeps in one list of a family. */
export interface Entry extends Carried {
  family: ListFamily<never>;
  list: ListKey;
  itemId: number;
  /** The record's date (ISO): the order and the period counters of a family sorted by date. */
  date?: string;
}

/** An entry that stays in its list but carries new attributes. */
export interface EntryRewrite {
  before: Entry;
  after: Entry;
}

export interface EntryChanges {
  remove: Entry[];
  add: Entry[];
  rewrite: EntryRewrite[];
}

/** The position of id `id` in a list sorted by id: the id padded, so 9 comes before 10. */
export const idPosition = (id: number) => String(id).padStart(10, '0');

/** An entry's sort key in its list (see entry.entity.ts). */
export const positionOf = (e: Pick<Entry, 'family' | 'itemId' | 'date'>) =>
  e.family.sort === 'date' ? `${e.date}#${idPosition(e.itemId)}` : idPosition(e.itemId);

/** The attributes an entry carries, as its family declares them. */
export const carriedOf = (e: Entry): Carried => Object.fromEntries(e.family.carries.flatMap((k) => (e[k] === undefined ? [] : [[k, e[k]]]))) as Carried;

/** The item an entry is stored as. */
export const storedEntry = (domainId: number, e: Entry) => ({ domainId, list: e.list as string, position: positionOf(e), itemId: e.itemId, ...carriedOf(e) });

/** The counters an entry counts in: its list's total, for a family counted by period its month's (and the day within it) too, for an estimate one entry in COUNTER_SHARDS. */
export function countersOf(e: Entry): CounterRef[] {
  if (e.family.counters === 'periods') return periodCounters(e.list, e.date!);
  if (e.family.counters === 'estimate') return e.itemId % COUNTER_SHARDS === 0 ? [{ name: countName(e.list) }] : [];
  return [{ name: countName(e.list) }];
}

/** A counter item an entry moves (the shard its id chooses) and what it adds to its fields. */
export interface CounterMove {
  name: string;
  add: Record<string, number>;
}

/** What `by` of an entry (1: it joins, -1: it leaves) moves in its counters: the count and, for a family that sums, its amounts. */
export const counterMoves = (x: Entry, by: number): CounterMove[] =>
  countersOf(x).map((ref) => ({ name: shardOf(ref.name, x.itemId), add: increments(ref, { value: by, ...sumsOf(x, by) }) }));

/** What the counter of a list of `family` holding the entries of `ids` says: all of them, or for an estimate those it counts. */
export const countedOf = (family: ListFamily<never>, ids: readonly number[]) =>
  family.counters === 'estimate' ? ids.filter((id) => id % COUNTER_SHARDS === 0).length : ids.length;

const keyOf = (e: Pick<Entry, 'list' | 'itemId'>) => `${e.list}\u0000${e.itemId}`;
const attrsOf = (e: Entry) => JSON.stringify(e.family.carries.map((k) => e[k] ?? null));

/** What changes in the lists when a record's entries go from `before` to `after`. */
export function entryChanges(before: readonly Entry[], after: readonly Entry[]): EntryChanges {
  const old = new Map(before.map((e) => [keyOf(e), e]));
  const next = new Map(after.map((e) => [keyOf(e), e]));
  return {
    remove: [...old].filter(([k]) => !next.has(k)).map(([, e]) => e),
    add: [...next].filter(([k]) => !old.has(k)).map(([, e]) => e),
    rewrite: [...next].filter(([k, e]) => old.has(k) && attrsOf(old.get(k)!) !== attrsOf(e)).map(([k, after]) => ({ before: old.get(k)!, after })),
  };
}

export const noEntryChanges = (c: EntryChanges) => !c.remove.length && !c.add.length && !c.rewrite.length;

/** Whether a stored entry carries what `e` carries, and nothing its family no longer carries (a member posting's text, before it was checked in the users list). */
export function sameCarried(e: Entry, stored: Record<string, unknown>): boolean {
  const { set, drop } = fieldsMoved(stored, e);
  return !Object.keys(set).length && !drop.length;
}

/**
 * The writes of entry changes, in groups that must commit together: an entry that joins a list
 * with its counters' +1 (on condition it was not there), one that leaves with the -1 (on condition
 * it was), each counter in the shard the entry's id chooses (db/counters.ts). So a list's counter
 * always equals its entries, also when a change is applied twice (a replayed stream record) or
 * after the request wrote the same entry; so does the sum of the amounts of a family that carries
 * them (a sale's, which never changes once paid). (A rewrite moves a counter only when the amounts it sums change: see rewriteEntries.)
 */
export function entryWrites(e: TxEntities, domainId: number, changes: Pick<EntryChanges, 'add' | 'remove'>): TxWrite[][] {
  // A family whose entries carry amounts sums them beside the count, in the same counter items.
  const counters = (x: Entry, by: number) => counterMoves(x, by).map(({ name, add }) => e.counter.update({ domainId, name }).add(add));
  return [
    ...changes.remove.map((x) => [
      e.entry.delete({ domainId, list: x.list, position: positionOf(x) }).where((a, op) => op.exists(a.itemId)),
      ...counters(x, -1),
    ]),
    ...changes.add.map((x) => [e.entry.create(storedEntry(domainId, x)), ...counters(x, 1)]),
  ];
}

/**
 * The amounts a list's counters sum beside its count, each from a field its entries carry: a sale's
 * amount, the amount of a sale whose commission was paid (none until it is), and the quantity of
 * a vials ledger entry.
 */
export const SUMMED = [
  { field: 'amountCents', counter: 'amount' },
  { field: 'paidCents', counter: 'paid' },
  { field: 'quantity', counter: 'quantity' },
] as const;
/** A field whose amounts a list's counters sum. */
export type SummedField = (typeof SUMMED)[number]['field'];
type Sums = Partial<Record<(typeof SUMMED)[number]['counter'], number>>;

/** Whether a family's counters sum its entries' amounts (a sale's, a vials entry's quantity): it carries one and counts exactly. */
export const sumsAmounts = (family: ListFamily<never>) => family.counters !== 'estimate' && SUMMED.some(({ field }) => family.carries.includes(field));

/** What an entry adds to its counters' sums, `by` times (nothing for a family that does not sum). */
function sumsOf(x: Entry, by: number): Sums {
  if (!sumsAmounts(x.family)) return {};
  return Object.fromEntries(SUMMED.flatMap(({ field, counter }) => (x[field] ? [[counter, by * x[field]!]] : [])));
}

/** Whether a rewrite changes the amounts an entry carries for its counters' sums (a 0 carried is not none): summedRewrite's to write. */
const sumsChange = (before: Partial<Carried>, after: Entry) => sumsAmounts(after.family) && SUMMED.some(({ field }) => before[field] !== after[field]);

/** What moves an entry's counters' sums when it goes from carrying `before` to `after`; none when equal. */
function sumsMoved(before: Partial<Carried>, after: Entry): Sums | undefined {
  if (!sumsAmounts(after.family)) return undefined;
  const moved = Object.fromEntries(
    SUMMED.flatMap(({ field, counter }) => ((after[field] ?? 0) !== (before[field] ?? 0) ? [[counter, (after[field] ?? 0) - (before[field] ?? 0)]] : [])),
  );
  return Object.keys(moved).length ? moved : undefined;
}

/**
 * What a rewrite from an entry carrying `before` to `after` sets and removes: only the carried fields
 * in which they differ, so a change writes what it changed and nothing else: a commission paid moves
 * the amounts and leaves the text (a rename under way carries the text in its own steps, judging a
 * sale done by its text), a rename's text leaves the amounts (a commission change read after it may
 * have moved them). `before` may be an entry as stored (reindex): a field it holds that its family no
 * longer carries goes too.
 */
export function fieldsMoved(before: Partial<Record<CarriedField, unknown>>, after: Entry): { set: Carried; drop: CarriedField[] } {
  const carried = carriedOf(after) as Record<string, unknown>;
  const same = (k: CarriedField) => JSON.stringify(before[k] ?? null) === JSON.stringify(carried[k] ?? null);
  return {
    set: Object.fromEntries(Object.entries(carried).filter(([k]) => !same(k as CarriedField))) as Carried,
    drop: carriedFields.filter((k) => carried[k] === undefined && before[k] !== undefined),
  };
}

/** `e` carrying what its stored item carries (every carried field, those its family no longer carries too): the `before` of reindex's rewrite. */
export const asStored = (e: Entry, stored: Record<string, unknown>): Entry =>
  ({ ...e, ...Object.fromEntries(carriedFields.map((k) => [k, stored[k]])) }) as Entry;

/**
 * Sets what an entry carries and moves its counters' sums by the difference from what it carried
 * (`stored`), in one transaction, on condition it still carries the amounts read: so a replayed
 * change moves nothing twice. Only the fields that differ are written (fieldsMoved). The projector's
 * rewrite of a sale whose commission was paid, and reindex's repair of an entry a fault (or an older
 * version) left without its amounts.
 */
export function summedRewrite(e: TxEntities, domainId: number, entry: Entry, stored: Partial<Carried>): TxWrite[] {
  const moved = sumsMoved(stored, entry) ?? {};
  const { set: fields, drop } = fieldsMoved(stored, entry);
  const set = e.entry.patch({ domainId, list: entry.list, position: positionOf(entry) }).set(fields);
  const patch = (drop.length ? set.remove(drop) : set).where((a, op) =>
    [op.exists(a.itemId), ...SUMMED.map(({ field }) => (stored[field] === undefined ? op.notExists(a[field]) : op.eq(a[field], stored[field])))].join(' AND '),
  );
  return [
    patch,
    ...(Object.keys(moved).length
      ? countersOf(entry).map((ref) => e.counter.update({ domainId, name: shardOf(ref.name, entry.itemId) }).add(increments(ref, moved)))
      : []),
  ];
}

/**
 * Writes a record (`primary`, with its own conditions) and the entries that must be in their lists
 * as soon as the request answers (the list the member returns to), in one transaction. The other
 * entries are the projector's. Answers the transaction's outcome.
 */
export async function writeWithEntries(db: Db, domainId: number, primary: (e: TxEntities) => TxWrite[], entries: readonly Entry[] = []): Promise<TxOutcome> {
  return transact(db, (e) => {
    const writes = [...primary(e), ...entryWrites(e, domainId, { add: [...entries], remove: [] }).flat()];
    if (writes.length > MAX_TX_WRITES) throw new Error(`a request writes ${writes.length} items in one transaction`);
    return writes;
  });
}

/** The key of a stored entry among others: its list and position. */
export const storedKey = (list: string, position: string) => `${list}\u0000${position}`;

/** The stored items of those of `entries` that are there, by storedKey (BatchGets of 100, a few at once). */
export async function storedEntries(db: Db, domainId: number, entries: readonly Entry[]): Promise<Map<string, Record<string, unknown>>> {
  const stored = await readEvery(
    entries.map((e) => ({ domainId, list: e.list as string, position: positionOf(e) })),
    (keys) => db.entities.entry.get(keys).go({ concurrent: 4 }),
    (k) => storedKey(k.list, k.position),
  );
  return new Map(stored.map((e) => [storedKey(e.list, e.position), e as Record<string, unknown>]));
}

/** An entry of `list` (of `family`) as stored: its id, its date from its position, and the amounts its counters summed. */
export function entryFromStored(
  family: ListFamily<never>,
  list: ListKey,
  stored: { itemId: number; position: string } & Partial<Record<SummedField, number>>,
): Entry {
  return {
    family,
    list,
    itemId: stored.itemId,
    ...(family.sort === 'date' ? { date: stored.position.split('#')[0] } : {}),
    ...Object.fromEntries(SUMMED.flatMap(({ field }) => (stored[field] === undefined ? [] : [[field, stored[field]]]))),
  };
}

/** Transactions of one record's entry changes sent at once: they touch distinct items (one entry and its counters per list). */
const PARALLEL_TRANSACTIONS = 4;

/**
 * Applies entry changes (the projector, reindex): groups are sent up to MAX_TX_WRITES at a time;
 * a group whose condition fails is already applied (a replay, or the request wrote it) and is
 * dropped, the others are sent again. With `last`, the changes of that list are applied after all
 * the others (the entry a bounded step judges a record done by: a step cut short is redone in
 * full). Answers how many groups and rewrites were written.
 */
export async function applyEntryChanges(db: Db, domainId: number, changes: EntryChanges, options: { last?: ListKey } = {}): Promise<number> {
  const { last } = options;
  if (last !== undefined) {
    const isLast = (x: Entry) => x.list === last;
    const split = (keep: (x: Entry) => boolean): EntryChanges => ({
      remove: changes.remove.filter(keep),
      add: changes.add.filter(keep),
      rewrite: changes.rewrite.filter((r) => keep(r.after)),
    });
    return (
      (await applyEntryChanges(
        db,
        domainId,
        split((x) => !isLast(x)),
      )) + (await applyEntryChanges(db, domainId, split(isLast)))
    );
  }
  const [groups] = await Promise.all([
    applyGroups(db, entryWrites(db.entities as unknown as TxEntities, domainId, changes)),
    rewriteEntries(db, domainId, changes.rewrite),
  ]);
  return groups + changes.rewrite.length;
}

/** Rewrites sent at once. */
const REWRITE_CONCURRENCY = 10;

/**
 * Sets new attributes on entries that stay in their lists (a renamed member's text), each by its own
 * UpdateItem on condition the entry is there: no counter moves, so no transaction is needed, and an
 * entry a later change removed is not brought back by a replay of an earlier one. An entry whose
 * summed amounts change (a sale's commission paid) moves its counters' sums with it (summedRewrite).
 */
async function rewriteEntries(db: Db, domainId: number, rewrites: readonly EntryRewrite[]): Promise<void> {
  const summed = rewrites.filter(({ before, after }) => sumsChange(before, after));
  const plain = rewrites.filter((r) => !summed.includes(r));
  await Promise.all([
    applyGroups(
      db,
      summed.map(({ before, after }) => summedRewrite(db.entities as unknown as TxEntities, domainId, after, before)),
    ),
    inBatches(plain, REWRITE_CONCURRENCY, async ({ before, after }) => {
      // Only what differs is written (fieldsMoved): a rename's text from a record read a moment ago
      // leaves the amounts a commission change moved, and a commission change leaves the text.
      const { set: fields, drop } = fieldsMoved(before, after);
      const patch = db.entities.entry.patch({ domainId, list: after.list, position: positionOf(after) });
      if (Object.keys(fields).length) {
        const set = patch.set(fields);
        await unlessRefused((drop.length ? set.remove(drop) : set).go({ response: 'none' }));
      } else if (drop.length) await unlessRefused(patch.remove(drop).go({ response: 'none' }));
    }),
  ]);
}

/**
 * Writes groups of writes that must each commit whole and that touch distinct items, up to
 * MAX_TX_WRITES a transaction and a few transactions at once; a group whose condition fails is
 * already applied and is dropped. Answers how many groups were written.
 */
export async function applyGroups(db: Db, all: readonly TxWrite[][]): Promise<number> {
  const groups = [...all];
  const batches: TxWrite[][][] = [];
  while (groups.length) {
    const batch: TxWrite[][] = [];
    let size = 0;
    while (groups.length && size + groups[0]!.length <= MAX_TX_WRITES) {
      size += groups[0]!.length;
      batch.push(groups.shift()!);
    }
    batches.push(batch);
  }
  const written = await inBatches(batches, PARALLEL_TRANSACTIONS, (batch) => writeGroups(db, batch));
  return written.reduce((sum, n) => sum + n, 0);
}

/** One batch of groups: a group whose condition fails is dropped and the rest sent again. */
async function writeGroups(db: Db, batch: TxWrite[][]): Promise<number> {
  let pending = batch;
  while (pending.length) {
    const outcome = await transact(db, () => pending.flat());
    if (outcome.ok) return pending.length;
    let index = 0;
    const failed = new Set<number>();
    pending.forEach((group, g) => {
      if (group.some((_, i) => failedCondition(outcome, index + i))) failed.add(g);
      index += group.length;
    });
    if (!failed.size) throw new Error(`list entries could not be written: ${outcome.reasons.map((r) => r.code).join(',')}`);
    pending = pending.filter((_, g) => !failed.has(g));
  }
  return 0;
}
