import { Membership } from '@portal/contracts';
import { countName, shardOf } from '../db/counters';
import type { TxEntities, TxWrite } from '../db/transact';
import { gramsOf } from '../search/grams';
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

/**
 * Every two axes, in the order of `axes` (so the product comes last): each sale is kept in a pair
 * list of each two members (or a member and the product) it names, for the admin's combined
 * filters (rep + center, manager + patient, center + product...).
 */
export const axisPairs: readonly (readonly [Axis, Axis])[] = axes.flatMap((a, i) => axes.slice(i + 1).map((b) => [a, b] as const));

/** The axis a member is named on in the reports, by its membership (HC staff have a list of their sales, not an axis). */
export const axisOfMembership: Partial<Record<number, Axis>> = {
  [Membership.Patient]: 'patientId',
  [Membership.HarvestCenter]: 'harvestCenterId',
  [Membership.ReferralHarvestCenter]: 'referralHarvestCenterId',
  [Membership.SalesRep]: 'salesRepId',
  [Membership.SalesManager]: 'salesManagerId',
  [Membership.SalesDistributor]: 'salesDistributorId',
};

/** The names of the report lists: each a Query on its entries, its totals in counters. */
export const ReportList = {
  /** Every paid transaction of the domain. */
  all: () => 't:a',
  /** The paid transactions naming `id` on `axis` (at the time of sale). */
  axis: (axis: Axis, id: number) => `t:${axisCode[axis]}:${id}`,
  /** The paid transactions naming `id` on `axis` and `otherId` on `other` (an axis after it in `axes`; the product by default). */
  pair: (axis: Axis, id: number, otherId: number, other: Axis = 'productId') => `t:${axisCode[axis]}${axisCode[other]}:${id}:${otherId}`,
  /** The paid transactions whose text holds the trigram `gram` (search/grams.ts); a total counter, no day counters. */
  search: (gram: string) => `t:x:${gram}`,
  /**
   * The paid transactions an HC staff member made for its center: no report of its own, but its name
   * is searched on them, so its rename is carried to them through this list; a total counter.
   */
  staff: (id: number) => `t:s:${id}`,
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
  /** The sale's searchable text (report-search.ts transactionText): a page checks each term on it. */
  text: string;
  salesRepId?: number;
  salesManagerId?: number;
  salesDistributorId?: number;
  harvestCenterId?: number;
  referralHarvestCenterId?: number;
  patientId?: number;
  productId?: number;
}

/** Whether the list keeps counters per day (every list but the postings and the staff's, which keep a total). */
export const isDated = (list: string) => !list.startsWith('t:x:') && !list.startsWith('t:s:');

/**
 * Every report entry a paid transaction implies: the domain's list, one per axis it names, one per
 * two axes it names (axisPairs), its staff member's, and one posting per trigram of its text. Each entry
 * carries the axes and the text, for the filters a page checks.
 */
export function reportEntriesOf(t: TransactionRecord, text: string): ReportEntry[] {
  const carried = Object.fromEntries(axes.filter((a) => typeof t[a] === 'number').map((a) => [a, t[a] as number])) as Partial<Record<Axis, number>>;
  const dated = [
    ReportList.all(),
    ...axes.filter((a) => carried[a] !== undefined).map((a) => ReportList.axis(a, carried[a]!)),
    ...axisPairs.filter(([a, b]) => carried[a] !== undefined && carried[b] !== undefined).map(([a, b]) => ReportList.pair(a, carried[a]!, carried[b]!, b)),
  ];
  const base = { domainId: t.domainId, position: positionOf(t), transactionId: t.transactionId, text, ...carried };
  const staff = typeof t.hcStaffId === 'number' ? [ReportList.staff(t.hcStaffId)] : [];
  return [...dated, ...staff, ...gramsOf(text).map(ReportList.search)].map((list) => ({ ...base, list }));
}

/** The counter increments of `entries`: each dated list's, per period; each posting list's total. */
export function counterNamesOf(entries: readonly ReportEntry[], date: string): string[] {
  return entries.flatMap((e) => (isDated(e.list) ? periodCounters(e.list, date) : [countName(e.list)]));
}

/**
 * The writes that put a paid transaction in the reports (the projector's, see
 * report-projection.ts), one group per entry that commits whole: the entry on condition it is new,
 * with +1 on its counters. A repeat fails every condition and counts nothing twice.
 */
export function reportGroups(e: TxEntities, t: TransactionRecord, text: string): TxWrite[][] {
  return entryGroups(e, t, reportEntriesOf(t, text));
}

/** The writes of some of a paid transaction's entries, a group each: the entry on condition it is new, its counters +1. */
export function entryGroups(e: TxEntities, t: Pick<TransactionRecord, 'domainId' | 'date' | 'transactionId'>, entries: readonly ReportEntry[]): TxWrite[][] {
  const counter = (name: string) => e.counter.update({ domainId: t.domainId, name: shardOf(name, t.transactionId) }).add({ value: 1 });
  return entries.map((entry) => [e.reportEntry.create(entry), ...counterNamesOf([entry], t.date).map(counter)]);
}
