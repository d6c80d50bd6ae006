import { countName } from '../db/counters';
import type { TxEntities, TxWrite } from '../db/transact';
import { wordsOf, wordText } from '../members/search-words';
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

/** Search words are keyed by their first SEARCH_PREFIX characters: the reports search from 4 (spec §5: longer than 3). */
export const SEARCH_PREFIX = 4;
/** At most this many search lists per transaction, so its writes stay within one TransactWriteItems. */
const MAX_SEARCH_LISTS = 12;

/** The names of the report lists: each a Query on its entries, its totals in counters. */
export const ReportList = {
  /** Every paid transaction of the domain. */
  all: () => 't:a',
  /** The paid transactions naming `id` on `axis` (at the time of sale). */
  axis: (axis: Axis, id: number) => `t:${axisCode[axis]}:${id}`,
  /** The paid transactions with a word starting with `prefix` (SEARCH_PREFIX characters). */
  search: (prefix: string) => `t:w:${prefix}`,
} as const;

/** The sort key of an entry: the sale's date, then its id, so the same date keeps the id order. */
export const positionOf = (t: Pick<TransactionRecord, 'date' | 'transactionId'>) => `${t.date}#${String(t.transactionId).padStart(10, '0')}`;

/** The counters a dated list keeps per entry: in all, and for its year, month and day (UTC). */
export function periodCounters(list: string, date: string): string[] {
  return [countName(list), countName(`${list}@${date.slice(0, 4)}`), countName(`${list}@${date.slice(0, 7)}`), countName(`${list}@${date.slice(0, 10)}`)];
}

/** The search words of a transaction: its id and the words of the names it carries (see partyWords). */
export const transactionWords = (t: Pick<TransactionRecord, 'transactionId'>, names: readonly string[]) => [...new Set([String(t.transactionId), ...wordsOf(names.join(' '))])];

/** The search lists a transaction joins: one per distinct prefix of its words of SEARCH_PREFIX characters or more. */
export function searchPrefixes(words: readonly string[]): string[] {
  const prefixes = new Set(words.filter((w) => w.length >= SEARCH_PREFIX).map((w) => w.slice(0, SEARCH_PREFIX)));
  return [...prefixes].slice(0, MAX_SEARCH_LISTS);
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

/** Whether the list keeps counters per day (the axis lists; the search lists only count in all). */
export const isDated = (list: string) => !list.startsWith('t:w:');

/**
 * Every report entry a paid transaction implies: the domain's list, one per axis it names and one
 * per search prefix. Each entry carries the axes and the words, for the filters a page checks.
 */
export function reportEntriesOf(t: TransactionRecord, words: readonly string[]): ReportEntry[] {
  const carried = Object.fromEntries(axes.filter((a) => typeof t[a] === 'number').map((a) => [a, t[a] as number])) as Partial<Record<Axis, number>>;
  const base = { domainId: t.domainId, position: positionOf(t), transactionId: t.transactionId, words: wordText(words), ...carried };
  const lists = [
    ReportList.all(),
    ...axes.filter((a) => carried[a] !== undefined).map((a) => ReportList.axis(a, carried[a]!)),
    ...searchPrefixes(words).map(ReportList.search),
  ];
  return lists.map((list) => ({ ...base, list }));
}

/** The counter increments of `entries`: dated lists per period, search lists in all. */
export function counterNamesOf(entries: readonly ReportEntry[], date: string): string[] {
  return entries.flatMap((e) => (isDated(e.list) ? periodCounters(e.list, date) : [countName(e.list)]));
}

/**
 * The writes that put a paid transaction in the reports: its entries (on condition each is new, so
 * a repeat fails rather than counting twice) and +1 on each of their counters. They go in the same
 * TransactWriteItems as the write that makes the transaction paid, so lists and counts always agree.
 */
export function reportWrites(e: TxEntities, t: TransactionRecord, words: readonly string[]): TxWrite[] {
  const entries = reportEntriesOf(t, words);
  return [
    ...entries.map((entry) => e.reportEntry.create(entry)),
    ...counterNamesOf(entries, t.date).map((name) => e.counter.update({ domainId: t.domainId, name }).add({ value: 1 })),
  ];
}
