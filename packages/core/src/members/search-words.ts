/** Prefixes up to this length are keys of the search lists; longer words filter within them. */
export const MAX_PREFIX = 6;
/** Words of the query beyond this many are ignored. */
const MAX_QUERY_WORDS = 6;

/** Lower-case words without accents, split at anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The prefixes (1 to MAX_PREFIX characters) of each word, each once: the search lists a record joins. */
export function prefixesOf(words: readonly string[]): string[] {
  const all = new Set<string>();
  for (const word of words) for (let n = 1; n <= Math.min(word.length, MAX_PREFIX); n++) all.add(word.slice(0, n));
  return [...all];
}

/**
 * Query words up to this length longer than MAX_PREFIX get their total from a counter: the counted
 * prefixes of a search list (see countedPrefixesOf). A longer query word is counted by reading its list.
 */
export const MAX_COUNTED = 16;

/**
 * The counted prefixes of a record within the search list of `prefix` (MAX_PREFIX characters):
 * the longer prefixes, up to MAX_COUNTED characters, of its words that start with it, each once.
 * The record is counted once in each, so the counter of a longer prefix is the exact number of the
 * list's records that a query word of that prefix matches, though no list of its entries is kept.
 */
export function countedPrefixesOf(words: readonly string[], prefix: string): string[] {
  if (prefix.length !== MAX_PREFIX) return [];
  const counted = new Set<string>();
  for (const word of words)
    if (word.startsWith(prefix)) for (let n = MAX_PREFIX + 1; n <= Math.min(word.length, MAX_COUNTED); n++) counted.add(word.slice(0, n));
  return [...counted];
}

/** The words of a record as its entries carry them: each after a space, so `contains(' oli')` is a word start. */
export const wordText = (words: readonly string[]) => [...new Set(words)].map((w) => ` ${w}`).join('');

/** The words a search asks for, each once (none: no search). Each must start a word of a match. */
export const queryWords = (search: string | undefined) => [...new Set(wordsOf(search ?? ''))].slice(0, MAX_QUERY_WORDS);

/** A way to serve a search: the search list of `prefix`, and the query words still to check in it. */
export interface SearchPlan {
  prefix: string;
  check: string[];
}

/**
 * The ways a search can be served, one per distinct prefix of its words: every match is in the
 * list of each word's prefix. Within one, a word is already met when it is a prefix of the list's
 * (so a one-word search of up to MAX_PREFIX characters checks nothing: the list's counter is its
 * exact total); the others are checked. Ordered by fewest words to check, then longest prefix.
 */
export function searchPlans(words: readonly string[]): SearchPlan[] {
  const prefixes = [...new Set(words.map((w) => w.slice(0, MAX_PREFIX)))];
  return prefixes
    .map((prefix) => ({ prefix, check: words.filter((w) => !prefix.startsWith(w)) }))
    .sort((a, b) => a.check.length - b.check.length || b.prefix.length - a.prefix.length);
}

/**
 * The lengths a word is cut to for the pair lists: a query word of 3 to 5 characters is met in the
 * pair lists of its first 3, a longer one in those of its first 6. Two lengths keep a member's pair
 * entries few while a pair of full names lands in a list about as small as its matches.
 */
const PAIR_SHORT = 3;
const PAIR_LONG = MAX_PREFIX;

/** The prefix a query word is served by in the pair lists; none for a word under 3 characters. */
export const pairPrefixOf = (word: string): string | undefined =>
  word.length < PAIR_SHORT ? undefined : word.slice(0, word.length >= PAIR_LONG ? PAIR_LONG : PAIR_SHORT);

/** One pair list's key: its two prefixes in order, so a pair names one list whichever is typed first. */
export type PrefixPair = readonly [string, string];
const ordered = (a: string, b: string): PrefixPair => (a < b ? [a, b] : [b, a]);

/**
 * The pair lists a record joins: every pair of the 3- and 6-character prefixes of two different
 * words, each pair once. A record with words starting two prefixes of which neither starts the
 * other has them in two different words, so it is in their pair list: the list holds every match of
 * a query whose two words are served by those prefixes (see pairPlans).
 */
export function prefixPairsOf(words: readonly string[]): PrefixPair[] {
  const cuts = [...new Set(words)].map((w) =>
    [w.slice(0, PAIR_SHORT), w.length >= PAIR_LONG ? w.slice(0, PAIR_LONG) : undefined].filter((p): p is string => p !== undefined && w.length >= PAIR_SHORT),
  );
  const pairs = new Map<string, PrefixPair>();
  cuts.forEach((mine, i) => {
    for (const other of cuts.slice(i + 1))
      for (const a of mine)
        for (const b of other) if (!a.startsWith(b) && !b.startsWith(a)) pairs.set(ordered(a, b).join('+'), ordered(a, b));
  });
  return [...pairs.values()];
}

/** A way to serve a search from a pair list: its two prefixes, and the query words still to check in it. */
export interface PairPlan {
  pair: PrefixPair;
  check: string[];
}

/**
 * The pair lists a search of several words can be read from: one per two of its words whose pair
 * prefixes differ and neither starts the other (one word of a match could start both otherwise,
 * and the pair lists join prefixes of two different words). Each list is a subset of both words'
 * single lists; the words not met by its prefixes are checked in it.
 */
export function pairPlans(words: readonly string[]): PairPlan[] {
  const cut = [...new Set(words.map(pairPrefixOf).filter((p): p is string => p !== undefined))];
  const plans: PairPlan[] = [];
  cut.forEach((a, i) => {
    for (const b of cut.slice(i + 1)) {
      if (a.startsWith(b) || b.startsWith(a)) continue;
      plans.push({ pair: ordered(a, b), check: words.filter((w) => !a.startsWith(w) && !b.startsWith(w)) });
    }
  });
  return plans;
}
