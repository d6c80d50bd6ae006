import type { Db } from './service';

/** Domain id used by counters that span all domains (the domain ids themselves). */
export const GLOBAL_SCOPE = 0;

/** Returns the next number of a per-domain sequence; atomic under concurrent callers. */
export async function nextId(db: Db, domainId: number, name: string): Promise<number> {
  const { data } = await db.entities.counter
    .update({ domainId, name })
    .add({ value: 1 })
    .go({ response: 'all_new' });
  return data.value ?? 1;
}

/** The counter item that holds how many entries a list has; kept apart from the id sequences. */
export const countName = (list: string) => `#${list}`;

/** How many entries `list` has: one read of the counter written with its entries. */
export async function countOf(db: Db, domainId: number, list: string): Promise<number> {
  const { data } = await db.entities.counter.get({ domainId, name: countName(list) }).go();
  return Math.max(0, data?.value ?? 0);
}

/** BatchGets of 100 counters sent at once: a report's day ranges over a few lists read in one round. */
const BATCH_CONCURRENCY = 4;

/**
 * How many entries each of `lists` has, read in BatchGets of 100; a list without a counter has none.
 * A counter the batch left unprocessed is left out of the answer: unknown.
 */
export async function countsOf(db: Db, domainId: number, lists: readonly string[]): Promise<Map<string, number>> {
  if (!lists.length) return new Map();
  const { data, unprocessed } = await db.entities.counter.get(lists.map((list) => ({ domainId, name: countName(list) }))).go({ concurrency: BATCH_CONCURRENCY });
  const values = new Map(data.map((c) => [c.name, Math.max(0, c.value ?? 0)]));
  const unknown = new Set(unprocessed.map((key) => key.name));
  return new Map(lists.filter((list) => !unknown.has(countName(list))).map((list) => [list, values.get(countName(list)) ?? 0]));
}
