import { countName } from '../db/counters';
import { MAX_TX_WRITES, type TxEntities, type TxWrite } from '../db/transact';
import { wordText } from './report-words';
import { searchableWords, SEARCH_PREFIX } from './report-search';
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

/**
 * The most writes that share a paid transaction's TransactWriteItems beside its report writes: a free
 * checkout's claim (the idempotency key, the id sequence, the record, the coupon's use; see claim.ts).
 * A settle writes two (the record, the pending marker), recordPaid one.
 */
export const WRITES_BESIDE_REPORTS = 4;

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
 * counter: a year is read as its months (see periodsOf), which leaves room in the TransactWriteItems
 * for the pair and search lists.
 */
export function periodCounters(list: string, date: string): string[] {
  return [countName(list), countName(`${list}@${date.slice(0, 7)}`), countName(`${list}@${date.slice(0, 10)}`)];
}

/** Writes per dated list: its entry and its period counters. */
const DATED_WRITES = 1 + periodCounters('', '').length;

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
 * party axis it names paired with its product, and one per search prefix of its searchable words,
 * as many as the room left in one TransactWriteItems allows (about 30 when it names
 * every axis with long names; see searchableWords for what a search then finds); and
 * the counts of its searchable words (see wordCounts). Each entry carries the axes and the
 * searchable words, for the filters a page checks.
 */
export function reportItemsOf(t: TransactionRecord, words: readonly string[]): { entries: ReportEntry[]; wordCounts: Map<string, number> } {
  const carried = Object.fromEntries(axes.filter((a) => typeof t[a] === 'number').map((a) => [a, t[a] as number])) as Partial<Record<Axis, number>>;
  const dated = [
    ReportList.all(),
    ...axes.filter((a) => carried[a] !== undefined).map((a) => ReportList.axis(a, carried[a]!)),
    ...(carried.productId === undefined ? [] : pairedAxes.filter((a) => carried[a] !== undefined).map((a) => ReportList.pair(a, carried[a]!, carried.productId!))),
  ];
  const searchable = searchableWords(words, MAX_TX_WRITES - WRITES_BESIDE_REPORTS - dated.length * DATED_WRITES);
  const base = { domainId: t.domainId, position: positionOf(t), transactionId: t.transactionId, words: wordText(searchable.words), ...carried };
  const entries = [...dated, ...searchable.prefixes.map(ReportList.search)].map((list) => ({ ...base, list }));
  return { entries, wordCounts: searchable.counts };
}

/** The report entries of a paid transaction (see reportItemsOf). */
export const reportEntriesOf = (t: TransactionRecord, words: readonly string[]): ReportEntry[] => reportItemsOf(t, words).entries;

/** The key of a word's count (or correction): the word under its first SEARCH_PREFIX characters. */
export const wordKey = (domainId: number, word: string) => ({ domainId, prefix: word.slice(0, SEARCH_PREFIX), word });

/** The counter increments of `entries`: each dated list's, per period (the search lists keep none). */
export function counterNamesOf(entries: readonly ReportEntry[], date: string): string[] {
  return entries.filter((e) => isDated(e.list)).flatMap((e) => periodCounters(e.list, date));
}

/**
 * The writes that put a paid transaction in the reports: its entries (on condition each is new, so
 * a repeat fails rather than counting twice), +1 on each of their counters, and its word counts.
 * They go in the same TransactWriteItems as the write that makes the transaction paid, so lists and
 * counts always agree: with WRITES_BESIDE_REPORTS more, never beyond MAX_TX_WRITES (reportItemsOf
 * sizes the search lists).
 */
export function reportWrites(e: TxEntities, t: TransactionRecord, words: readonly string[]): TxWrite[] {
  const { entries, wordCounts } = reportItemsOf(t, words);
  return [
    ...entries.map((entry) => e.reportEntry.create(entry)),
    ...counterNamesOf(entries, t.date).map((name) => e.counter.update({ domainId: t.domainId, name }).add({ value: 1 })),
    ...[...wordCounts].map(([word, count]) => e.reportWord.update(wordKey(t.domainId, word)).add({ count })),
  ];
}
