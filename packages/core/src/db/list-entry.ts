import { countName, shardOf } from './counters';
import { inBatches } from './batches';
import { failedCondition, MAX_TX_WRITES, transact, unlessRefused, type TxEntities, type TxOutcome, type TxWrite } from './transact';
import type { Db } from './service';

/** An entry a record keeps in one of its lists (see list-entry.entity.ts). */
export interface Entry {
  list: string;
  itemId: number;
  text?: string;
  centerId?: number;
  tags?: number[];
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

const keyOf = (e: Pick<Entry, 'list' | 'itemId'>) => `${e.list}\u0000${e.itemId}`;
const attrsOf = (e: Entry) => JSON.stringify([e.text, e.centerId, e.tags]);

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

/** The attributes an entry may carry besides its key. */
const carried = ['text', 'centerId', 'tags'] as const;

const attrs = (e: Entry) => ({
  ...(e.text === undefined ? {} : { text: e.text }),
  ...(e.centerId === undefined ? {} : { centerId: e.centerId }),
  ...(e.tags === undefined ? {} : { tags: e.tags }),
});

/**
 * The writes of entry changes, in groups that must commit together: an entry that joins a list
 * with its counter's +1 (on condition it was not there), one that leaves with the -1 (on condition
 * it was), in the counter's shard the entry's id chooses (db/counters.ts); a rewrite sets the entry's attributes, on condition it is there. So a list's counter
 * always equals its entries, also when a change is applied twice (a replayed stream record) or
 * after the request wrote the same entry. (Rewrites need no counter: see rewriteEntries.)
 */
export function entryWrites(e: TxEntities, domainId: number, changes: Pick<EntryChanges, 'add' | 'remove'>): TxWrite[][] {
  const counter = (x: Entry, by: number) => e.counter.update({ domainId, name: shardOf(countName(x.list), x.itemId) }).add({ value: by });
  return [
    ...changes.remove.map((x) => [e.listEntry.delete({ domainId, list: x.list, itemId: x.itemId }).where((a, op) => op.exists(a.itemId)), counter(x, -1)]),
    ...changes.add.map((x) => [e.listEntry.create({ domainId, list: x.list, itemId: x.itemId, ...attrs(x) }), counter(x, 1)]),
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

/** Transactions of one record's entry changes sent at once: they touch distinct items (one entry and one counter per list). */
const PARALLEL_TRANSACTIONS = 4;

/**
 * Applies entry changes (the projector, reindex): groups are sent up to MAX_TX_WRITES at a time;
 * a group whose condition fails is already applied (a replay, or the request wrote it) and is
 * dropped, the others are sent again. Answers how many groups were written.
 */
export async function applyEntryChanges(db: Db, domainId: number, changes: EntryChanges): Promise<number> {
  const [groups] = await Promise.all([applyGroups(db, entryWrites(db.entities as unknown as TxEntities, domainId, changes)), rewriteEntries(db, domainId, changes.rewrite)]);
  return groups + changes.rewrite.length;
}

/** Rewrites sent at once. */
const REWRITE_CONCURRENCY = 10;

/**
 * Sets new attributes on entries that stay in their lists (a renamed member's text), each by its own
 * UpdateItem on condition the entry is there: no counter moves, so no transaction is needed, and an
 * entry a later change removed is not brought back by a replay of an earlier one.
 */
async function rewriteEntries(db: Db, domainId: number, rewrites: readonly EntryRewrite[]): Promise<void> {
  await inBatches(rewrites, REWRITE_CONCURRENCY, ({ after }) => {
    const set = db.entities.listEntry.patch({ domainId, list: after.list, itemId: after.itemId }).set(attrs(after));
    const dropped = carried.filter((k) => !(k in attrs(after)));
    return unlessRefused((dropped.length ? set.remove(dropped) : set).go({ response: 'none' }));
  });
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
