import { createHash } from 'node:crypto';
import type { DomainCtx } from '../context';
import { estimatesOf } from '../db/counters';
import { gramsOf, queryTerms } from '../search/grams';
import { rangeTotals, type DayRange } from './report-counts';
import { axes, axisPairs, ReportList, type Axis } from './report-lists';

/** What a report asks: the axes a transaction must name (the member's scope and the admin's filters), a day range and a search. */
export interface ReportQuery {
  /** The scope of the report: a rep's sales, a manager's team's... (nothing for the domain's). */
  scope: Partial<Record<Axis, number>>;
  filters: Partial<Record<Axis, number>>;
  range: DayRange;
  search?: string;
}

/** How a report is read: one list, the day range as its key condition, and what is checked on its entries. */
export interface ReportPlan {
  list: string;
  range: DayRange;
  /** Axes the entries must name that the list does not already imply. */
  check: Partial<Record<Axis, number>>;
  /** Search terms each entry's text must contain. */
  terms: string[];
  /** The exact total when the list's counters give it (nothing left to check), else undefined. */
  count: number | undefined;
  /** With `count`, the amount (cents) of those transactions, and of those whose commission was paid, from the same counters. */
  amountCents?: number;
  paidCents?: number;
  /** Nothing can match (the filters contradict the scope). */
  empty: boolean;
  /** What the page's cursors are bound to: the query, not the list chosen for it. */
  signature: string;
}

const signatureOf = (q: ReportQuery, terms: string[]) =>
  createHash('sha256')
    .update(JSON.stringify([axes.map((a) => [q.scope[a] ?? null, q.filters[a] ?? null]), q.range.after ?? null, q.range.before ?? null, terms]))
    .digest('base64url');

/** A list that could serve a report: the axes it implies, and for a posting list its trigram. */
interface Candidate {
  list: string;
  axes: Axis[];
  gram?: string;
}

/** The candidate lists of what is asked: each axis's, each two axes' pair list, and the posting list of each trigram of the terms. */
function candidatesOf(asked: Map<Axis, number>, terms: string[]): Candidate[] {
  const grams = [...new Set(terms.flatMap((t) => gramsOf(` ${t} `)))];
  const candidates: Candidate[] = [
    ...[...asked].map(([axis, id]) => ({ list: ReportList.axis(axis, id), axes: [axis] })),
    ...axisPairs.filter(([a, b]) => asked.has(a) && asked.has(b)).map(([a, b]) => ({ list: ReportList.pair(a, asked.get(a)!, asked.get(b)!, b), axes: [a, b] })),
    ...grams.map((gram) => ({ list: ReportList.search(gram), axes: [], gram })),
  ];
  return candidates.length ? candidates : [{ list: ReportList.all(), axes: [] }];
}

/**
 * Chooses the list a report reads: of the lists of the axes asked, of the pair lists of each two of
 * them (rep + center, a member + the product...), each in the day range from its counters, and of the posting lists of the
 * search terms' trigrams (in all, estimated from their counters), the smallest; on a tie, the one
 * that leaves least to check. The domain's when nothing is asked. The rest is checked within it. One
 * or two axes (in a range too) are then exact from counters; anything more costs the chosen list's
 * entries in the range, the rarest there is, read within FILTER_READ for its count.
 */
export async function planReport(ctx: DomainCtx, q: ReportQuery): Promise<ReportPlan> {
  const terms = queryTerms(q.search);
  const signature = signatureOf(q, terms);
  const asked = new Map<Axis, number>();
  let empty = false;
  for (const source of [q.scope, q.filters])
    for (const axis of axes) {
      const id = source[axis];
      if (id === undefined) continue;
      if (asked.has(axis) && asked.get(axis) !== id) empty = true;
      asked.set(axis, id);
    }
  const base = { range: q.range, signature, empty };
  if (empty) return { ...base, list: ReportList.all(), check: {}, terms, count: 0, amountCents: 0, paidCents: 0 };
  // Terms too short for a trigram offer no posting list: the axes' lists, or the domain's, are read and checked.
  const pool = candidatesOf(asked, terms);
  const postings = pool.filter((c) => c.gram !== undefined).map((c) => c.list);
  const [dated, totals] = await Promise.all([
    rangeTotals(ctx.db, ctx.domain.domainId, pool.filter((c) => c.gram === undefined).map((c) => c.list), q.range),
    estimatesOf(ctx.db, ctx.domain.domainId, postings),
  ]);
  const size = (c: Candidate) => (c.gram === undefined ? dated.get(c.list)?.count : totals.get(c.list)) ?? Number.POSITIVE_INFINITY;
  const checkOf = (c: Candidate) => Object.fromEntries([...asked].filter(([axis]) => !c.axes.includes(axis))) as Partial<Record<Axis, number>>;
  // A posting list of a term that is itself the trigram meets that term.
  const leftOf = (c: Candidate) => terms.filter((t) => t !== c.gram);
  const toCheck = (c: Candidate) => Object.keys(checkOf(c)).length + leftOf(c).length;
  const chosen = pool.reduce((best, c) => (size(c) < size(best) || (size(c) === size(best) && toCheck(c) < toCheck(best)) ? c : best));
  // A posting list's size is an estimate: its matches are counted by reading it (report-read.ts countOf).
  const exact = !toCheck(chosen) && chosen.gram === undefined;
  return { ...base, list: chosen.list, check: checkOf(chosen), terms: leftOf(chosen), count: exact ? size(chosen) : undefined, ...(exact ? { amountCents: dated.get(chosen.list)?.amountCents ?? 0, paidCents: dated.get(chosen.list)?.paidCents ?? 0 } : {}) };
}
