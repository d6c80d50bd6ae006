import { createHash } from 'node:crypto';
import type { DomainCtx } from '../context';
import { estimatesOf } from '../db/counters';
import { adjacentGrams, queryTerms } from '../search/grams';
import { rangeTotals, type DayRange } from './report-counts';
import { axes, axisPairs, isPostingList, ReportList, type Axis } from './report-lists';
import { productsNamed } from './report-search';

/** What a report asks: the axes a transaction must name (the member's scope and the admin's filters), a day range and a search. */
export interface ReportQuery {
  /** The scope of the report: a rep's sales, a manager's team's... (nothing for the domain's). */
  scope: Partial<Record<Axis, number>>;
  filters: Partial<Record<Axis, number>>;
  range: DayRange;
  search?: string;
}

/** How a report is read: a list (or two posting lists merged), the day range as its key condition, and what is checked on its entries. */
export interface ReportPlan {
  /** One list; for a search, the posting lists of two adjacent trigrams of a term and the lists of the products whose name holds it, read merged (a sale in several once). */
  lists: string[];
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

/** Lists that could serve a report together: the axes they imply, and whether they serve a search (posting lists, and the lists of the products a term names). */
interface Candidate {
  lists: string[];
  axes: Axis[];
  search?: true;
}

/**
 * The candidate lists of what is asked: each axis's, each two axes' pair list, and for each term of
 * 4 or more characters the posting lists of each two of its trigrams side by side (a sale keeps the
 * postings of the trigrams at even positions of its words: search/grams.ts evenGramsOf), with the
 * lists of the catalog's products whose name holds the term (a sale keeps no postings of its
 * product's name: report-search.ts postedText).
 */
function candidatesOf(asked: Map<Axis, number>, terms: string[]): Candidate[] {
  const searches = terms.flatMap((term) => {
    const products = productsNamed(term).map((id) => ReportList.axis('productId', id));
    return adjacentGrams(term).map((grams) => [...new Set(grams)].map(ReportList.search).concat(products));
  });
  const candidates: Candidate[] = [
    ...[...asked].map(([axis, id]) => ({ lists: [ReportList.axis(axis, id)], axes: [axis] })),
    ...axisPairs
      .filter(([a, b]) => asked.has(a) && asked.has(b))
      .map(([a, b]) => ({ lists: [ReportList.pair(a, asked.get(a)!, asked.get(b)!, b)], axes: [a, b] })),
    ...[...new Map(searches.map((lists) => [lists.join(' '), lists])).values()].map((lists) => ({ lists, axes: [], search: true as const })),
  ];
  return candidates.length ? candidates : [{ lists: [ReportList.all()], axes: [] }];
}

/**
 * Chooses the lists a report reads: of the lists of the axes asked, of the pair lists of each two of
 * them (rep + center, a member + the product...), each in the day range from its counters, and of
 * the posting lists of each two adjacent trigrams of the search terms with the lists of the products
 * named by the term (the postings in all, estimated from their counters), the smallest; on a tie, the one that leaves least to check. The domain's when nothing is
 * asked. The rest is checked within it. One axis, or two that a pair list serves (any but the patient with another; in a range too), are exact from
 * counters; anything more costs the chosen lists' entries in the range, the rarest there are, read
 * within FILTER_READ for its count. Terms shorter than 4 characters have no posting lists: the axes'
 * lists, or the domain's, are read and checked.
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
  const base = { range: q.range, signature, empty, terms };
  if (empty) return { ...base, lists: [ReportList.all()], check: {}, count: 0, amountCents: 0, paidCents: 0 };
  const pool = candidatesOf(asked, terms);
  const lists = [...new Set(pool.flatMap((c) => c.lists))];
  const [dated, totals] = await Promise.all([
    rangeTotals(
      ctx.db,
      ctx.domain.domainId,
      lists.filter((list) => !isPostingList(list)),
      q.range,
    ),
    estimatesOf(ctx.db, ctx.domain.domainId, lists.filter(isPostingList)),
  ]);
  const sizeOf = (list: string) => (isPostingList(list) ? totals.get(list) : dated.get(list)?.count) ?? Number.POSITIVE_INFINITY;
  const size = (c: Candidate) => c.lists.reduce((sum, list) => sum + sizeOf(list), 0);
  const checkOf = (c: Candidate) => Object.fromEntries([...asked].filter(([axis]) => !c.axes.includes(axis))) as Partial<Record<Axis, number>>;
  const toCheck = (c: Candidate) => Object.keys(checkOf(c)).length + terms.length;
  const chosen = pool.reduce((best, c) => (size(c) < size(best) || (size(c) === size(best) && toCheck(c) < toCheck(best)) ? c : best));
  // Posting lists' sizes are estimates, and their terms are checked: their matches are counted by reading (report-read.ts countOf).
  const exact = !toCheck(chosen) && !chosen.search;
  const list = chosen.lists[0]!;
  return {
    ...base,
    lists: chosen.lists,
    check: checkOf(chosen),
    count: exact ? size(chosen) : undefined,
    ...(exact ? { amountCents: dated.get(list)?.amountCents ?? 0, paidCents: dated.get(list)?.paidCents ?? 0 } : {}),
  };
}
