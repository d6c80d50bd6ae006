import { createHash } from 'node:crypto';
import type { DomainCtx } from '../context';
import { countsOf } from '../db/counters';
import { queryWords } from '../members/search-words';
import { rangeCounts, type DayRange } from './report-counts';
import { axes, isDated, pairedAxes, ReportList, type Axis } from './report-lists';
import { longestPrefixOf } from './report-search';

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
  /** Search words each entry must have a word starting with. */
  words: string[];
  /** The exact total when the list's counters give it (nothing left to check), else undefined. */
  count: number | undefined;
  /** Nothing can match (the filters contradict the scope). */
  empty: boolean;
  /** What the page's cursors are bound to: the query, not the list chosen for it. */
  signature: string;
}

const signatureOf = (q: ReportQuery, words: string[]) =>
  createHash('sha256')
    .update(JSON.stringify([axes.map((a) => [q.scope[a] ?? null, q.filters[a] ?? null]), q.range.after ?? null, q.range.before ?? null, words]))
    .digest('base64url');

/** A list that could serve a report: the axes it implies and the search prefix it implies. */
interface Candidate {
  list: string;
  axes: Axis[];
  prefix?: string;
}

/** The candidate lists of what is asked: each axis's, each "party + product" pair's, each query word's longest prefix's. */
function candidatesOf(asked: Map<Axis, number>, words: string[]): Candidate[] {
  const product = asked.get('productId');
  const prefixes = [...new Set(words.map(longestPrefixOf).filter((p): p is string => p !== undefined))];
  const candidates: Candidate[] = [
    ...[...asked].map(([axis, id]) => ({ list: ReportList.axis(axis, id), axes: [axis] })),
    ...(product === undefined ? [] : pairedAxes.filter((a) => asked.has(a)).map((a) => ({ list: ReportList.pair(a, asked.get(a)!, product), axes: [a, 'productId' as Axis] }))),
    ...prefixes.map((prefix) => ({ list: ReportList.search(prefix), axes: [], prefix })),
  ];
  return candidates.length ? candidates : [{ list: ReportList.all(), axes: [] }];
}

/**
 * Chooses the list a report reads: of the lists of the axes asked, of the pairs of a party and the
 * product (both asked), each in the day range from its counters, and of the search words' longest
 * prefixes (in all), the smallest; on a tie, the one that leaves least to check. The domain's when
 * nothing is asked. The rest is checked within it. A single axis, a party with the product, or a
 * one-word search of up to 6 characters (no range) is then exact from counters; anything more costs
 * the chosen list's entries in the range, the rarest there is.
 */
export async function planReport(ctx: DomainCtx, q: ReportQuery): Promise<ReportPlan> {
  const words = queryWords(q.search);
  const signature = signatureOf(q, words);
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
  if (empty) return { ...base, list: ReportList.all(), check: {}, words, count: 0 };
  const candidates = candidatesOf(asked, words);
  const [dated, totals] = await Promise.all([
    rangeCounts(ctx.db, ctx.domain.domainId, candidates.filter((c) => isDated(c.list)).map((c) => c.list), q.range),
    countsOf(ctx.db, ctx.domain.domainId, candidates.filter((c) => !isDated(c.list)).map((c) => c.list)),
  ]);
  const size = (list: string) => dated.get(list) ?? totals.get(list) ?? Number.POSITIVE_INFINITY;
  const checkOf = (c: Candidate) => Object.fromEntries([...asked].filter(([axis]) => !c.axes.includes(axis))) as Partial<Record<Axis, number>>;
  const leftOf = (c: Candidate) => words.filter((w) => !(c.prefix && c.prefix.startsWith(w)));
  const toCheck = (c: Candidate) => Object.keys(checkOf(c)).length + leftOf(c).length;
  const chosen = candidates.reduce((best, c) => (size(c.list) < size(best.list) || (size(c.list) === size(best.list) && toCheck(c) < toCheck(best)) ? c : best));
  const check = checkOf(chosen);
  const left = leftOf(chosen);
  const exact = !toCheck(chosen) && (isDated(chosen.list) || (!q.range.after && !q.range.before));
  return { ...base, list: chosen.list, check, words: left, count: exact ? size(chosen.list) : undefined };
}
