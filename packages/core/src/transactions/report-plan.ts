import { createHash } from 'node:crypto';
import type { DomainCtx } from '../context';
import { queryWords } from './report-words';
import { rangeCounts, type DayRange } from './report-counts';
import { axes, pairedAxes, ReportList, type Axis } from './report-lists';
import { longestPrefixOf, SEARCH_PREFIX } from './report-search';

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

/** A list that could serve a report: the axes it implies, and for a search list its prefix and the query word it is for. */
interface Candidate {
  list: string;
  axes: Axis[];
  prefix?: string;
  word?: string;
}

/** The candidate lists of what is asked: each axis's, each "party + product" pair's, and the list of each query word's longest prefix. */
function candidatesOf(asked: Map<Axis, number>, words: string[]): Candidate[] {
  const product = asked.get('productId');
  const candidates: Candidate[] = [
    ...[...asked].map(([axis, id]) => ({ list: ReportList.axis(axis, id), axes: [axis] })),
    ...(product === undefined ? [] : pairedAxes.filter((a) => asked.has(a)).map((a) => ({ list: ReportList.pair(a, asked.get(a)!, product), axes: [a, 'productId' as Axis] }))),
    ...words.flatMap((word) => {
      const prefix = longestPrefixOf(word);
      return prefix === undefined ? [] : [{ list: ReportList.search(prefix), axes: [], prefix, word }];
    }),
  ];
  return candidates.length ? candidates : [{ list: ReportList.all(), axes: [] }];
}

/**
 * The word counts filed under a search list's prefix: the distinct words starting with it (and their
 * corrections, see wordCounts), one Query of the words filed under its first SEARCH_PREFIX characters.
 */
async function wordsUnder(ctx: DomainCtx, prefix: string): Promise<{ word: string; count: number }[]> {
  const { data } = await ctx.db.entities.reportWord.query
    .byPrefix({ domainId: ctx.domain.domainId, prefix: prefix.slice(0, SEARCH_PREFIX) })
    .begins({ word: prefix })
    .go({ pages: 'all', attributes: ['word', 'count'] });
  return data.map((w) => ({ word: w.word, count: w.count ?? 0 }));
}

/** How many paid transactions have a searchable word starting with `start`: the sum of the counts whose words start with it. */
const matchesOf = (counts: readonly { word: string; count: number }[], start: string) =>
  Math.max(0, counts.filter((w) => w.word.startsWith(start)).reduce((total, w) => total + w.count, 0));

/**
 * Chooses the list a report reads: of the lists of the axes asked, of the pairs of a party and the
 * product (both asked), each in the day range from its counters, and of the search words' longest
 * prefixes (in all, from their word counts), the smallest; on a tie, the one that leaves least to
 * check. The domain's when nothing is asked. The rest is checked within it. A single axis, a party
 * with the product, or a one-word search (no range) is then exact from counters and word counts;
 * anything more costs the chosen list's entries in the range, the rarest there is.
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
  // One Query per search list, however many query words share its prefix.
  const prefixes = [...new Set(candidates.flatMap((c) => (c.word === undefined ? [] : [c.prefix!])))];
  const [dated, counted] = await Promise.all([
    rangeCounts(ctx.db, ctx.domain.domainId, candidates.filter((c) => c.word === undefined).map((c) => c.list), q.range),
    Promise.all(prefixes.map((prefix) => wordsUnder(ctx, prefix))).then((found) => new Map(prefixes.map((prefix, i) => [prefix, found[i]!]))),
  ]);
  const size = (c: Candidate) => (c.word === undefined ? dated.get(c.list) : matchesOf(counted.get(c.prefix!)!, c.prefix!)) ?? Number.POSITIVE_INFINITY;
  const checkOf = (c: Candidate) => Object.fromEntries([...asked].filter(([axis]) => !c.axes.includes(axis))) as Partial<Record<Axis, number>>;
  const leftOf = (c: Candidate) => words.filter((w) => !(c.prefix && c.prefix.startsWith(w)));
  const toCheck = (c: Candidate) => Object.keys(checkOf(c)).length + leftOf(c).length;
  const chosen = candidates.reduce((best, c) => (size(c) < size(best) || (size(c) === size(best) && toCheck(c) < toCheck(best)) ? c : best));
  const check = checkOf(chosen);
  const left = leftOf(chosen);
  const ranged = Boolean(q.range.after || q.range.before);
  // A search list keeps no day counters; its one word's matches are exact from the word counts, a longer word checked on the page.
  const count =
    chosen.word === undefined
      ? toCheck(chosen) ? undefined : size(chosen)
      : !Object.keys(check).length && words.length === 1 && !ranged ? matchesOf(counted.get(chosen.prefix!)!, chosen.word) : undefined;
  return { ...base, list: chosen.list, check, words: left, count };
}
