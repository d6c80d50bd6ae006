/**
 * The reports' words (transactions/report-search.ts): a sale is found by the starts of its words.
 * Prefixes up to this length are keys of the search lists; longer words filter within them.
 */
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

/** The words of a record as its entries carry them: each after a space, so `contains(' oli')` is a word start. */
export const wordText = (words: readonly string[]) => [...new Set(words)].map((w) => ` ${w}`).join('');

/** The words a search asks for, each once (none: no search). Each must start a word of a match. */
export const queryWords = (search: string | undefined) => [...new Set(wordsOf(search ?? ''))].slice(0, MAX_QUERY_WORDS);

