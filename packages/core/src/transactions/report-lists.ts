import { countName } from '../db/counters';
import type { TxEntities, TxWrite } from '../db/transact';
import { wordText } from './report-words';
import { SEARCH_PREFIX, searchPrefixesOf, wordCounts } from './report-search';
import type { TransactionRecord } from './transactions';

/** The member and product fields a report list is kept for, each an axis of the reports (spec §7 filters). */
export const axes = ['salesRepId', 'salesManagerId', 'salesDistributorId', 'harvestCenterId', 'referralHarvestCenterId', 'patientId', 'productId'] as const;
export type Axis = (typeof axes)[number];

const axisCode: Record<Axis, string> = {
  salesRepId: 'r',
  salesManagerId: 'm',
  salesDistributorId: 'd',
  harvestCenterId: 'h',
  referralHarvestCenterId: 'f',
  patientId: 'p',
  productId: 'g',
};

/** The party axes each kept in a pair list with the product, for the screens' "party + product" filters. */
export const pairedAxes = axes.filter((a) => a !== 'productId');

/** The names of the report lists: each a Query on its entries, its totals in counters. */
export const ReportList = {
  /** Every paid transaction of the domain. */
  all: () => 't:a',
  /** The paid transactions naming `id` on `axis` (at the time of sale). */
  axis: (axis: Axis, id: number) => `t:${axisCode[axis]}:${id}`,
  /** The paid transactions naming `id` on `axis` and product `productId`. */
  pair: (axis: Axis, id: number, productId: number) => `t:${axisCode[axis]}${axisCode.productId}:${id}:${productId}`,
  /** The paid transactions with a searchable word starting with `prefix` (4 to 6 characters, see report-search.ts); no counter, its words' counts size it. */
  search: (prefix: string) => `t:w:${prefix}`,
} as const;

/** The sort key of an entry: the sale's date, then its id, so the same date keeps the id order. */
export const positionOf = (t: Pick<TransactionRecord, 'date' | 'transactionId'>) => `${t.date}#${String(t.transactionId).padStart(10, '0')}`;

/**
 * The counters a dated list keeps per entry: in all, and for its month and day (UTC). No year
 * counter: a year is read as its months (see periodsOf).
 */
export function periodCounters(list: string, date: string): string[] {
  return [countName(list), countName(`${list}@${date.slice(0, 7)}`), countName(`${list}@${date.slice(0, 10)}`)];
}

export interface ReportEntry {
  domainId: number;
  list: string;
  position: string;
  transactionId: number;
  words: string;
  salesRepId?: number;
  salesManagerId?: number;
  salesDistributorId?: number;
  harvestCenterId?: number;
  referralHarvestCenterId?: number;
  patientId?: number;
  productId?: number;
}

/** Whether the list keeps counters per day (every list but the search lists, which keep none: see wordCounts). */
export const isDated = (list: string) => !list.startsWith('t:w:');

/**
 * Every report entry a paid transaction implies: the domain's list, one per axis it names, one per
 * party axis it names paired with its product, and one per search prefix (4 to 6 characters) of
 * each of its words; and the counts of its words (see wordCounts). Each entry carries the axes and
 * the words, for the filters a page checks.
 */
export function reportItemsOf(t: TransactionRecord, words: readonly string[]): { entries: ReportEntry[]; wordCounts: Map<string, number> } {
  const carried = Object.fromEntries(axes.filter((a) => typeof t[a] === 'number').map((a) => [a, t[a] as number])) as Partial<Record<Axis, number>>;
  const dated = [
    ReportList.all(),
    ...axes.filter((a) => carried[a] !== undefined).map((a) => ReportList.axis(a, carried[a]!)),
    ...(carried.productId === undefined ? [] : pairedAxes.filter((a) => carried[a] !== undefined).map((a) => ReportList.pair(a, carried[a]!, carried.productId!))),
  ];
  const unique = [...new Set(words)];
  const prefixes = [...new Set(unique.flatMap(searchPrefixesOf))];
  const base = { domainId: t.domainId, position: positionOf(t), transactionId: t.transactionId, words: wordText(unique), ...carried };
  const entries = [...dated, ...prefixes.map(ReportList.search)].map((list) => ({ ...base, list }));
  return { entries, wordCounts: wordCounts(unique) };
}

/** The report entries of a paid transaction (see reportItemsOf). */
export const reportEntriesOf = (t: TransactionRecord, words: readonly string[]): ReportEntry[] => reportItemsOf(t, words).entries;

/** The key of a word's count (or correction): the word under its first SEARCH_PREFIX characters. */
export const wordKey = (domainId: number, word: string) => ({ domainId, prefix: word.slice(0, SEARCH_PREFIX), word });

/** The counter increments of `entries`: each dated list's, per period (the search lists keep none). */
export function counterNamesOf(entries: readonly ReportEntry[], date: string): string[] {
  return entries.filter((e) => isDated(e.list)).flatMap((e) => periodCounters(e.list, date));
}

/** Word counts sent with one condition: the domain's entry for the first batch, a marker of its own for each further one. */
const COUNTS_PER_GROUP = 90;

/**
 * The writes that put a paid transaction in the reports (the projector's, see
 * report-projection.ts), in groups that commit whole: each dated entry on condition it is new,
 * with +1 on its counters; each search entry on condition it is new; the word counts with the
 * domain's entry (and, past COUNTS_PER_GROUP, with a marker entry of their own). A repeat fails
 * every condition and counts nothing twice.
 */
export function reportGroups(e: TxEntities, t: TransactionRecord, words: readonly string[]): TxWrite[][] {
  const { entries, wordCounts } = reportItemsOf(t, words);
  const counts = [...wordCounts].map(([word, count]) => e.reportWord.update(wordKey(t.domainId, word)).add({ count }));
  const chunks = Array.from({ length: Math.ceil(counts.length / COUNTS_PER_GROUP) }, (_, i) => counts.slice(i * COUNTS_PER_GROUP, (i + 1) * COUNTS_PER_GROUP));
  const counter = (name: string) => e.counter.update({ domainId: t.domainId, name }).add({ value: 1 });
  const [all, ...others] = entries;
  const dated = (entry: ReportEntry) => [e.reportEntry.create(entry), ...(isDated(entry.list) ? periodCounters(entry.list, t.date).map(counter) : [])];
  const marker = (i: number) => e.reportEntry.create({ ...all!, list: `t:counted:${i}` });
  return [
    [...dated(all!), ...(chunks[0] ?? [])],
    ...chunks.slice(1).map((chunk, i) => [marker(i + 1), ...chunk]),
    ...others.map(dated),
  ];
}
