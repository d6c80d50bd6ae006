import type { DomainCtx } from '../context';
import { countsOf } from '../db/counters';
import { pairPlans, searchPlans, type PrefixPair } from './search-words';

/** The list a search is read from, and the query words still to check in it. */
export interface SearchList {
  list: string;
  check: string[];
}

/**
 * Where a search of `words` (see queryWords) is read within one scope, `listOf` naming the
 * scope's search list of a prefix and `pairListOf`, where the scope keeps them, its pair list of two
 * prefixes. A list that leaves nothing to check is taken at once: its counter is the exact total.
 * Otherwise the candidate lists' counters are read in one BatchGet and the smallest list is read,
 * checking the other words in it: a search of several words costs the members that have two of
 * its words (a pair list), or the matches of its rarest word in the scope, whatever the size of
 * the domain.
 */
export async function searchList(
  ctx: DomainCtx,
  words: readonly string[],
  listOf: (prefix: string) => string,
  pairListOf?: (pair: PrefixPair) => string,
): Promise<SearchList> {
  const plans = searchPlans(words);
  const first = plans[0]!;
  if (!first.check.length) return { list: listOf(first.prefix), check: first.check };
  // Ties keep this order: single lists by fewer words to check, then the longer prefix; then pairs.
  const candidates: SearchList[] = [
    ...plans.map((p) => ({ list: listOf(p.prefix), check: p.check })),
    ...(pairListOf ? pairPlans(words).map((p) => ({ list: pairListOf(p.pair), check: p.check })) : []),
  ];
  if (candidates.length === 1) return candidates[0]!;
  const counts = await countsOf(ctx.db, ctx.domain.domainId, candidates.map((c) => c.list));
  const size = (c: SearchList) => counts.get(c.list) ?? Number.POSITIVE_INFINITY;
  return candidates.reduce((best, c) => (size(c) < size(best) ? c : best));
}
