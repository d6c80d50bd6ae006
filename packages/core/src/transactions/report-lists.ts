import { Membership } from '@portal/contracts';
import { counterMoves, idPosition, listFamily, type Entry } from '../db/entries';
import { evenGramsOf, gramsOf } from '../search/grams';
import { postedText } from './report-search';
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
 * Every two axes but the patient's, in the order of `axes` (so the product comes last): each sale is
 * kept in a pair list of each two members (or a member and the product) it names, for the admin's
 * combined filters (rep + center, manager + product...). A patient has a handful of sales: its own
 * list is the smallest of any pair it is in, read and checked whole.
 */
export const axisPairs: readonly (readonly [Axis, Axis])[] = axes
  .filter((a) => a !== 'patientId')
  .flatMap((a, i, paired) => paired.slice(i + 1).map((b) => [a, b] as const));

/** The axis a member is named on in the reports, by its membership (HC staff have a list of their sales, not an axis). */
export const axisOfMembership: Partial<Record<number, Axis>> = {
  [Membership.Patient]: 'patientId',
  [Membership.HarvestCenter]: 'harvestCenterId',
  [Membership.ReferralHarvestCenter]: 'referralHarvestCenterId',
  [Membership.SalesRep]: 'salesRepId',
  [Membership.SalesManager]: 'salesManagerId',
  [Membership.SalesDistributor]: 'salesDistributorId',
};

/** What a sale's entries carry: the axes a page checks as a second filter, and the searchable text. */
const carries = ['text', ...axes] as const;
/** The lists a report or a chart reads totals of: counted per month and day, with the sums of their amounts (all, and of those whose commission was paid). */
const dated = { sort: 'date', counters: 'periods', carries: [...carries, 'amountCents', 'paidCents'] } as const;
/** The staff's lists: ordered by date, a total counter only. */
const datedTotal = { sort: 'date', counters: 'total', carries } as const;
/** Postings: ordered by date, their size only estimated (it orders the planner's choice of list); a search's totals sum the amounts they carry. */
const datedPostings = { sort: 'date', counters: 'estimate', carries: [...carries, 'amountCents', 'paidCents'] } as const;

/** Every paid transaction of the domain. */
const All = listFamily('sales', dated, () => 't:a');
/** The paid transactions naming `id` on `axis` (at the time of sale). */
const OnAxis = listFamily('sales naming a member', dated, (axis: Axis, id: number) => `t:${axisCode[axis]}:${id}`);
/** The paid transactions naming `id` on `axis` and `otherId` on `other` (an axis after it in `axes`; the product by default). */
const OnPair = listFamily(
  'sales naming two',
  dated,
  (axis: Axis, id: number, otherId: number, other: Axis = 'productId') => `t:${axisCode[axis]}${axisCode[other]}:${id}:${otherId}`,
);
/**
 * The paid transactions whose text holds the trigram `gram` at an even position of a word
 * (search/grams.ts evenGramsOf), but for the words of their product's name: those are found
 * through the product's own list (report-search.ts postedText).
 */
const Postings = listFamily('sale postings', datedPostings, (gram: string) => `t:x:${gram}`);
/**
 * The paid transactions an HC staff member made for its center: no report of its own, but its name
 * is searched on them, so its rename is carried to them through this list.
 */
const ByStaff = listFamily('sales made by staff', datedTotal, (id: number) => `t:s:${id}`);

/** The families a paid transaction feeds. */
export const saleFamilies = [All, OnAxis, OnPair, Postings, ByStaff];

/** The names of the report lists: each a Query on its entries, its totals in counters. */
export const ReportList = { all: All.key, axis: OnAxis.key, pair: OnPair.key, search: Postings.key, staff: ByStaff.key } as const;

/** Whether a report list is a trigram's posting list (its size an estimate, not counted by day). */
export const isPostingList = (list: string) => list.startsWith(Postings.key(''));

/** The sort key of a sale's entries: its date, then its id, so the same date keeps the id order. */
export const positionOf = (t: Pick<TransactionRecord, 'date' | 'transactionId'>) => `${t.date}#${idPosition(t.transactionId)}`;

/**
 * Every report entry a paid transaction implies: the domain's list, one per axis it names, one per
 * two axes it names (axisPairs), its staff member's, and one posting per trigram at an even position of a word of its text
 * but its product's name (postedText). Each entry carries the axes and the whole text, for the filters a page checks.
 */
export function reportEntriesOf(t: TransactionRecord, text: string): Entry[] {
  const carried = Object.fromEntries(axes.filter((a) => typeof t[a] === 'number').map((a) => [a, t[a] as number])) as Partial<Record<Axis, number>>;
  const base = { itemId: t.transactionId, date: t.date, text, amountCents: t.totalCents, ...(t.commissionPaid ? { paidCents: t.totalCents } : {}), ...carried };
  return [
    { family: All, list: All.key() },
    ...axes.filter((a) => carried[a] !== undefined).map((a) => ({ family: OnAxis, list: OnAxis.key(a, carried[a]!) })),
    ...axisPairs
      .filter(([a, b]) => carried[a] !== undefined && carried[b] !== undefined)
      .map(([a, b]) => ({ family: OnPair, list: OnPair.key(a, carried[a]!, carried[b]!, b) })),
    ...(typeof t.hcStaffId === 'number' ? [{ family: ByStaff, list: ByStaff.key(t.hcStaffId) }] : []),
    ...evenGramsOf(postedText(t, text)).map((gram) => ({ family: Postings, list: Postings.key(gram) })),
  ].map((e) => ({ ...base, ...e }));
}

/**
 * The entries a sale kept under an older version of its projection that it no longer keeps: the
 * pair lists naming its patient (before a patient's own list served its pairs) and the postings of
 * the trigrams at odd positions of its words (before evenGramsOf) and of its product's name (before
 * the product's list served it). `reindex --prune` walks their lists and removes them; a rename's
 * retext removes those still there.
 */
export function retiredEntriesOf(t: TransactionRecord, text: string): Entry[] {
  const kept = new Set(evenGramsOf(postedText(t, text)));
  const base = { itemId: t.transactionId, date: t.date, text, amountCents: t.totalCents, ...(t.commissionPaid ? { paidCents: t.totalCents } : {}) };
  const named = (a: Axis) => typeof t[a] === 'number';
  const patientPairs = named('patientId')
    ? axes
        .filter((a) => a !== 'patientId' && named(a))
        .map((a) => {
          const [first, second] = axes.indexOf(a) < axes.indexOf('patientId') ? ([a, 'patientId'] as const) : (['patientId', a] as const);
          return { family: OnPair, list: OnPair.key(first, t[first] as number, t[second] as number, second) };
        })
    : [];
  const postings = gramsOf(text)
    .filter((gram) => !kept.has(gram))
    .map((gram) => ({ family: Postings, list: Postings.key(gram) }));
  return [...patientPairs, ...postings].map((e) => ({ ...base, ...e }));
}

/** The counter items `entries` move as they join their lists, and what each adds (the bench and tests write them without the engine). */
export function counterAddsOf(entries: readonly Entry[]): Map<string, Record<string, number>> {
  const adds = new Map<string, Record<string, number>>();
  for (const { name, add } of entries.flatMap((e) => counterMoves(e, 1))) {
    const item = adds.get(name) ?? {};
    for (const [k, v] of Object.entries(add)) item[k] = (item[k] ?? 0) + v;
    adds.set(name, item);
  }
  return adds;
}
