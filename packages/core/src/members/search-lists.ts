import type { DomainCtx } from '../context';
import { countsOf } from '../db/counters';
import type { Entry } from '../db/list-entry';
import { countedPrefixesOf, MAX_COUNTED, MAX_PREFIX, pairPlans, prefixesOf, searchPlans, type PrefixPair } from './search-words';

/** The list a search is read from, and the query words still to check in it. */
export interface SearchList {
  list: string;
  check: string[];
  /** Where the one word left to check is counted, when it extends the list's prefix (see entryPage). */
  countedBy?: { list: string; marker: string };
}

/** How many entries of a search list of MAX_PREFIX characters are counted in its longer prefixes (see searchEntries). */
export const countedList = (list: string) => `${list}:c`;

/** At most this many longer prefixes are counted with one entry, so its writes stay in one transaction. */
export const MAX_COUNTED_PER_ENTRY = 30;

/**
 * Where an entry of the search list `listOf(prefix)` is counted besides its list: when the prefix
 * has MAX_PREFIX characters, in the counter of each longer prefix of the record's words (the list a
 * query word of that prefix would have, which keeps no entries), and in the list's countedList.
 * While that one equals the list's own counter, every entry is counted and a one-word search longer
 * than MAX_PREFIX has its total in one counter (see searchList). An entry with more longer
 * prefixes than MAX_COUNTED_PER_ENTRY is counted in none: its list's searches are then counted by
 * reading the list, as are lists with entries written before these counters.
 */
function countedIn(words: readonly string[], prefix: string, listOf: (prefix: string) => string): { countedIn?: string[] } {
  const longer = countedPrefixesOf(words, prefix);
  if (prefix.length !== MAX_PREFIX || longer.length > MAX_COUNTED_PER_ENTRY) return {};
  return { countedIn: [countedList(listOf(prefix)), ...longer.map(listOf)] };
}

/**
 * A record's entries in the search lists of one scope: one in the list of each prefix of its
 * `words` (`listOf` names the scope's list of a prefix), carrying what `entry` gives (its id, and
 * what a page may still check: its words, its tags...), counted where countedIn says.
 */
export const searchEntries = (words: readonly string[], listOf: (prefix: string) => string, entry: Omit<Entry, 'list'>): Entry[] =>
  prefixesOf(words).map((prefix) => ({ list: listOf(prefix), ...entry, ...countedIn(words, prefix, listOf) }));

/** What a scope keeps besides its search lists of one prefix: the domain's members, their pair lists. */
export interface SearchLists {
  pairListOf?: (pair: PrefixPair) => string;
}

/**
 * Where a search of `words` (see queryWords) is read within one scope, `listOf` naming the
 * scope's search list of a prefix and `pairListOf`, where the scope keeps them, its pair list of two
 * prefixes. A list that leaves nothing to check is taken at once: its counter is the exact total;
 * so is the list of a word's first MAX_PREFIX characters when that word alone is left to check: the
 * counter of its longer prefix is the total (see countedIn).
 * Otherwise the candidate lists' counters are read in one BatchGet and the smallest list is read,
 * checking the other words in it: a search of several words costs the members that have two of
 * its words (a pair list), or the matches of its rarest word in the scope, whatever the size of
 * the domain.
 */
export async function searchList(
  ctx: DomainCtx,
  words: readonly string[],
  listOf: (prefix: string) => string,
  lists: SearchLists = {},
): Promise<SearchList> {
  const { pairListOf } = lists;
  const plans = searchPlans(words);
  const first = plans[0]!;
  if (!first.check.length) return { list: listOf(first.prefix), check: first.check };
  // One word longer than the list's prefix (any other word starts that prefix): its longer prefix's counter is the total.
  const [only] = first.check;
  if (first.check.length === 1 && first.prefix.length === MAX_PREFIX && only!.startsWith(first.prefix) && only!.length <= MAX_COUNTED) {
    const list = listOf(first.prefix);
    return { list, check: first.check, countedBy: { list: listOf(only!), marker: countedList(list) } };
  }
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
