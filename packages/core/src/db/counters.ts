import { dayField, MONTH_DAYS, type CounterField } from './counter.entity';
import type { Db } from './service';

/** Domain id used by counters that span all domains (the domain ids themselves). */
export const GLOBAL_SCOPE = 0;

/** Returns the next number of a per-domain sequence; atomic under concurrent callers. */
export async function nextId(db: Db, domainId: number, name: string): Promise<number> {
  const { data } = await db.entities.counter.update({ domainId, name }).add({ value: 1 }).go({ response: 'all_new' });
  return data.value ?? 1;
}

/** The counter item that holds how many entries a list has; kept apart from the id sequences. */
export const countName = (list: string) => `#${list}`;

/** A counter an entry moves: its name, and for a month's counter the day (two digits) whose own fields move with it. */
export interface CounterRef {
  name: string;
  day?: string;
}

/**
 * The counters a list counted by period keeps per entry: in all, and for its month (UTC), the month's
 * item also keeping each day's count and sums apart (`c05`, `a05`...): an entry moves two items,
 * and a day range is read from its months' items, whatever the days.
 */
export function periodCounters(list: string, date: string): CounterRef[] {
  return [{ name: countName(list) }, { name: countName(`${list}@${date.slice(0, 7)}`), day: date.slice(8, 10) }];
}

/** What moving counter `ref` by `add` (its count and sums) adds to its item: the fields, and the day's own too. */
export function increments(ref: CounterRef, add: Partial<Record<CounterField, number>>): Record<string, number> {
  const day = ref.day;
  const fields = Object.entries(add).filter(([, n]) => n !== undefined) as [CounterField, number][];
  return Object.fromEntries([...fields, ...(day ? fields.map(([field, n]) => [dayField(field, day), n] as const) : [])]);
}

/**
 * A list's count is spread over COUNTER_SHARDS items, each entry counted in the one its own id
 * chooses, so the writes of many members or sales at once land on different items (concurrent
 * transactions on one item cancel each other on DynamoDB) and no item is written by more than a
 * sixteenth of them; a count is the sum of its shards, one BatchGet. Shard 0 keeps the bare name, so
 * a counter written before it was spread is its first shard and the sum stays right.
 */
export const COUNTER_SHARDS = 16;

/** The shard of counter `name` that the entry of id `key` counts in. */
export const shardOf = (name: string, key: number) => {
  const shard = Math.abs(key) % COUNTER_SHARDS;
  return shard === 0 ? name : `${name}~${shard}`;
};

const shardsOf = (name: string) => Array.from({ length: COUNTER_SHARDS }, (_, i) => shardOf(name, i));

/** How many entries `list` has: the sum of its counter's shards, written with its entries (one BatchGet). */
export async function countOf(db: Db, domainId: number, list: string): Promise<number> {
  return (await countsOf(db, domainId, [list])).get(list) ?? 0;
}

/** BatchGets of 100 counters sent at once: a report's day ranges over a few lists read in one round. */
const BATCH_CONCURRENCY = 4;

/**
 * How many entries each of `lists` has, the sum of its counter's shards, read in BatchGets of 100; a
 * list without a counter has none. A list whose shards the batch left unprocessed is left out of the
 * answer: unknown.
 */
export async function countsOf(db: Db, domainId: number, lists: readonly string[]): Promise<Map<string, number>> {
  return new Map([...(await totalsOf(db, domainId, lists))].map(([list, t]) => [list, t.count]));
}

/** What a list's counter holds: how many entries, and for a list whose entries carry an amount, their sum (cents). */
export interface ListTotals {
  count: number;
  amountCents: number;
  /** Of the amount, that of the sales whose commission was paid. */
  paidCents: number;
  /** For a list of vials ledger entries, the sum of their quantities. */
  quantity: number;
}

/** The `n` months (YYYY-MM, UTC) up to the month of `now`, oldest first: the month counters a chart reads. */
export function lastMonths(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1)).toISOString().slice(0, 7));
}

/** What a list without a counter yet holds. */
export const NO_TOTALS: ListTotals = { count: 0, amountCents: 0, paidCents: 0, quantity: 0 };

/** How often a batch read asks again for the counters the table left unprocessed (throttled) before they are left out. */
const UNPROCESSED_ATTEMPTS = 3;

/** What a counter's shards hold together: each field's sum (days' fields included), by attribute name. */
export type CounterSums = Readonly<Record<string, number>>;

/**
 * The sum of the shards of each counter of `lists` (every numeric field, days' fields included),
 * read in BatchGets of 100. Shards the table leaves unprocessed are asked again a few times; a list
 * some of whose shards stay unread is left out.
 */
export async function counterSums(db: Db, domainId: number, lists: readonly string[]): Promise<Map<string, CounterSums>> {
  if (!lists.length) return new Map();
  let pending = [...new Set(lists)].flatMap((list) => shardsOf(countName(list)));
  const values = new Map<string, Record<string, unknown>>();
  for (let attempt = 0; attempt < UNPROCESSED_ATTEMPTS && pending.length; attempt++) {
    if (attempt) await new Promise((done) => setTimeout(done, 50 * 2 ** attempt));
    const { data, unprocessed } = await db.entities.counter.get(pending.map((name) => ({ domainId, name }))).go({ concurrent: BATCH_CONCURRENCY });
    for (const c of data) values.set(c.name, c as Record<string, unknown>);
    pending = unprocessed.map((key) => key.name);
  }
  const unknown = new Set(pending);
  const known = [...new Set(lists)].filter((list) => !shardsOf(countName(list)).some((name) => unknown.has(name)));
  return new Map(
    known.map((list) => {
      const sums: Record<string, number> = {};
      for (const shard of shardsOf(countName(list)))
        for (const [k, v] of Object.entries(values.get(shard) ?? {})) if (typeof v === 'number' && k !== 'domainId') sums[k] = (sums[k] ?? 0) + v;
      return [list, sums];
    }),
  );
}

/** A counter's totals from its sums: the whole item's, or with `days` (two digits, both included) those of the days of a month's counter. */
export function totalsFrom(sums: CounterSums | undefined, days?: readonly [string, string]): ListTotals {
  const field = (f: CounterField) =>
    days ? MONTH_DAYS.filter((d) => d >= days[0] && d <= days[1]).reduce((total, d) => total + (sums?.[dayField(f, d)] ?? 0), 0) : (sums?.[f] ?? 0);
  return { count: field('value'), amountCents: field('amount'), paidCents: field('paid'), quantity: field('quantity') };
}

/**
 * The count and amount of each of `lists`, each the sum of its counter's shards (as countsOf, which
 * reads the same items); a list some of whose shards stay unread is left out (counterSums).
 */
export async function totalsOf(db: Db, domainId: number, lists: readonly string[]): Promise<Map<string, ListTotals>> {
  const sums = await counterSums(db, domainId, lists);
  return new Map(
    [...sums].map(([list, s]) => {
      const t = totalsFrom(s);
      return [list, { ...t, count: Math.max(0, t.count) }];
    }),
  );
}

/**
 * An estimate of how many entries each of `lists` has, from one shard of its counter (times the
 * shard count): one item a list, for choices that need only an order of size (a search's rarest
 * trigram), never for a number a screen shows. Unprocessed lists are left out, as in countsOf.
 */
export async function estimatesOf(db: Db, domainId: number, lists: readonly string[]): Promise<Map<string, number>> {
  if (!lists.length) return new Map();
  const { data, unprocessed } = await db.entities.counter
    .get([...new Set(lists)].map((list) => ({ domainId, name: countName(list) })))
    .go({ concurrent: BATCH_CONCURRENCY });
  const values = new Map(data.map((c) => [c.name, Math.max(0, c.value ?? 0) * COUNTER_SHARDS]));
  const unknown = new Set(unprocessed.map((key) => key.name));
  return new Map(lists.filter((list) => !unknown.has(countName(list))).map((list) => [list, values.get(countName(list)) ?? 0]));
}
