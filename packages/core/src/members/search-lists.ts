import type { DomainCtx } from '../context';
import { countsOf } from '../db/counters';
import { searchPlans } from './search-words';

/** The list a search is read from, and the query words still to check in it. */
export interface SearchList {
  list: string;
  check: string[];
}

/**
 * Where a search of `words` (see queryWords) is read within one scope, `listOf` naming the
 * scope's search list of a prefix. A list that leaves nothing to check is taken at once: its
 * counter is the exact total. Otherwise the words' lists' counters are read in one BatchGet and
 * the smallest list is read, checking the other words in it: a search of several words costs the
 * matches of its rarest word in the scope, whatever the size of the domain.
 */
export async function searchList(ctx: DomainCtx, words: readonly string[], listOf: (prefix: string) => string): Promise<SearchList> {
  const plans = searchPlans(words);
  const first = plans[0]!;
  if (!first.check.length || plans.length === 1) return { list: listOf(first.prefix), check: first.check };
  const counts = await countsOf(ctx.db, ctx.domain.domainId, plans.map((p) => listOf(p.prefix)));
  const size = (prefix: string) => counts.get(listOf(prefix)) ?? Number.POSITIVE_INFINITY;
  // Ties keep the plans' order: fewer words to check, then the longer prefix.
  const rarest = plans.reduce((best, p) => (size(p.prefix) < size(best.prefix) ? p : best));
  return { list: listOf(rarest.prefix), check: rarest.check };
}
