import { countName } from './counters';
import { failedCondition, MAX_TX_WRITES, transact, type TxEntities, type TxOutcome, type TxWrite } from './transact';
import type { Db } from './service';

/** An entry a record keeps in one of its lists (see list-entry.entity.ts). */
export interface Entry {
  list: string;
  itemId: number;
  words?: string;
  centerId?: number;
  tags?: number[];
  /**
   * Lists the entry is counted in without being stored there: their counters go up and down with
   * the entry's (a search list's longer prefixes, see searchEntries in members/search-lists.ts). They
   * follow from its words.
   */
  countedIn?: string[];
}

/** An entry that stays in its list but carries new attributes (and so may be counted in other lists). */
export interface EntryRewrite {
  before: Entry;
  after: Entry;
}

export interface EntryChanges {
  remove: Entry[];
  add: Entry[];
  rewrite: EntryRewrite[];
}

const keyOf = (e: Entry) => `${e.list}\u0000${e.itemId}`;
const attrsOf = (e: Entry) => JSON.stringify([e.words, e.centerId, e.tags, e.countedIn]);

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
const carried = ['words', 'centerId', 'tags'] as const;

const attrs = (e: Entry) => ({
  ...(e.words === undefined ? {} : { words: e.words }),
  ...(e.centerId === undefined ? {} : { centerId: e.centerId }),
  ...(e.tags === undefined ? {} : { tags: e.tags }),
});

const without = (xs: readonly string[] = [], ys: readonly string[] = []) => xs.filter((x) => !ys.includes(x));

/** How many writes each change takes (see entryWrites). */
const writesOf = (changes: EntryChanges) => [
  ...[...changes.remove, ...changes.add].map((x) => 2 + (x.countedIn?.length ?? 0)),
  ...changes.rewrite.map(({ before, after }) => 1 + without(before.countedIn, after.countedIn).length + without(after.countedIn, before.countedIn).length),
];

/**
 * The writes of entry changes, in groups that must commit together: an entry that joins a list
 * with its counter's +1 (on condition it was not there), one that leaves with the -1 (on condition
 * it was), each with the same on the counters of the lists it is counted in; a rewrite that changes
 * those lists on condition the entry still has its former words. So a list's counter always equals
 * its entries (and those counted in it), also when a write is repeated or races.
 */
export function entryWrites(e: TxEntities, domainId: number, changes: EntryChanges): TxWrite[][] {
  const counter = (list: string, by: number) => e.counter.update({ domainId, name: countName(list) }).add({ value: by });
  const counters = (lists: readonly string[] = [], by: number) => lists.map((list) => counter(list, by));
  return [
    ...changes.remove.map((x) => [
      e.listEntry.delete({ domainId, list: x.list, itemId: x.itemId }).where((a, op) => op.exists(a.itemId)),
      counter(x.list, -1),
      ...counters(x.countedIn, -1),
    ]),
    ...changes.add.map((x) => [e.listEntry.create({ domainId, list: x.list, itemId: x.itemId, ...attrs(x) }), counter(x.list, 1), ...counters(x.countedIn, 1)]),
    ...changes.rewrite.map(({ before, after }) => {
      const [left, joined] = [without(before.countedIn, after.countedIn), without(after.countedIn, before.countedIn)];
      const set = e.listEntry.patch({ domainId, list: after.list, itemId: after.itemId }).set(attrs(after));
      const dropped = carried.filter((k) => !(k in attrs(after)));
      const update = dropped.length ? set.remove(dropped) : set;
      if (!left.length && !joined.length) return [update];
      const was = before.words;
      const guarded = update.where((a, op) => (was === undefined ? op.notExists(a.words) : op.eq(a.words, was)));
      return [guarded, ...counters(left, -1), ...counters(joined, 1)];
    }),
  ];
}

/** Whether `head` writes and the writes of `changes` need more than one transaction. */
export const spansTransactions = (head: number, changes: EntryChanges) => head + writesOf(changes).reduce((s, n) => s + n, 0) > MAX_TX_WRITES;

/**
 * Writes a record (`primary`, with its own conditions) and its entry changes in one transaction.
 * Should they not fit in one, the record and the first groups go first and the rest follow in more
 * transactions; there a group whose condition fails was already applied (a repeat) and is dropped.
 * A cancellation of the first transaction is answered as it is: nothing was written.
 */
export async function writeWithEntries(
  db: Db,
  domainId: number,
  primary: (e: TxEntities) => TxWrite[],
  changes: EntryChanges,
): Promise<TxOutcome> {
  const entities = db.entities as unknown as TxEntities;
  const head = primary(entities);
  const groups = entryWrites(entities, domainId, changes);
  let room = MAX_TX_WRITES - head.length;
  const first: TxWrite[][] = [];
  while (groups.length && groups[0]!.length <= room) {
    room -= groups[0]!.length;
    first.push(groups.shift()!);
  }
  const outcome = await transact(db, () => [...head, ...first.flat()]);
  if (!outcome.ok) return outcome;
  while (groups.length) {
    const batch: TxWrite[][] = [];
    let size = 0;
    while (groups.length && size + groups[0]!.length <= MAX_TX_WRITES) {
      size += groups[0]!.length;
      batch.push(groups.shift()!);
    }
    await writeRest(db, batch);
  }
  return outcome;
}

/** Follow-up groups: a group whose entry condition fails is already done; the others are written. */
async function writeRest(db: Db, batch: TxWrite[][]): Promise<void> {
  let pending = batch;
  while (pending.length) {
    const outcome = await transact(db, () => pending.flat());
    if (outcome.ok) return;
    let index = 0;
    const failed = new Set<number>();
    pending.forEach((group, g) => {
      if (group.some((_, i) => failedCondition(outcome, index + i))) failed.add(g);
      index += group.length;
    });
    if (!failed.size) throw new Error('list entries could not be written');
    pending = pending.filter((_, g) => !failed.has(g));
  }
}
