import { createHash } from 'node:crypto';
import type { DomainCtx } from '../context';
import { countsOf } from '../db/counters';
import { queryWords } from '../members/search-words';
import { rangeCounts, type DayRange } from './report-counts';
import { axes, isDated, ReportList, SEARCH_PREFIX, type Axis } from './report-lists';

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

/**
 * Chooses the list a report reads: of the lists of the axes asked (in the day range, from their
 * counters) and of the search words' prefixes (in all), the smallest; the domain's when nothing is
 * asked. The rest is checked within it. A single axis (or none) with no search is then exact from
 * counters; anything more costs the chosen list's entries in the range, the rarest there is.
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
  const axisLists = [...asked].map(([axis, id]) => ({ list: ReportList.axis(axis, id), axis: axis as Axis | undefined, prefix: undefined as string | undefined }));
  const prefixes = [...new Set(words.filter((w) => w.length >= SEARCH_PREFIX).map((w) => w.slice(0, SEARCH_PREFIX)))];
  const searchLists = prefixes.map((prefix) => ({ list: ReportList.search(prefix), axis: undefined, prefix }));
  const candidates = [...axisLists, ...searchLists];
  if (!candidates.length) candidates.push({ list: ReportList.all(), axis: undefined, prefix: undefined });
  const [dated, totals] = await Promise.all([
    rangeCounts(ctx.db, ctx.domain.domainId, candidates.filter((c) => isDated(c.list)).map((c) => c.list), q.range),
    countsOf(ctx.db, ctx.domain.domainId, searchLists.map((c) => c.list)),
  ]);
  const size = (list: string) => dated.get(list) ?? totals.get(list) ?? Number.POSITIVE_INFINITY;
  const chosen = candidates.reduce((best, c) => (size(c.list) < size(best.list) ? c : best));
  const check = Object.fromEntries([...asked].filter(([axis]) => axis !== chosen.axis)) as Partial<Record<Axis, number>>;
  const left = words.filter((w) => !(chosen.prefix && chosen.prefix.startsWith(w)));
  const exact = !Object.keys(check).length && !left.length && (isDated(chosen.list) || (!q.range.after && !q.range.before));
  return { ...base, list: chosen.list, check, words: left, count: exact ? size(chosen.list) : undefined };
}
