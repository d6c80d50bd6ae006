import type { DomainCtx } from '../context';
import { estimatesOf } from '../db/counters';
import type { Entry, ListFamily, ListKey } from '../db/entries';

/**
 * Substring search (portal-core §5: "Filters are case-insensitive substring matches"). A record's
 * searchable text is kept, normalized, on each of its list entries; a search term matches when the
 * text contains it. Posting lists made for each trigram of the text's tokens narrow the read: every
 * text containing a term of 3 or more characters has each of the term's trigrams, so the term's
 * matches are all in the posting list of any one of them, and the rarest is read and checked
 * (the text verifies what the trigram suggests).
 */

/** Terms of a query beyond this many are ignored. */
const MAX_TERMS = 6;
/** The length of a posting list's key: the shortest term with a posting list. */
export const GRAM = 3;

/** Lower case without accents, runs of white space as one space. */
export const normalize = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The text a record is searched in: its fields normalized, one space apart (a term never spans two of them unless it has a space). */
export const searchText = (fields: readonly (string | number | undefined | null)[]) =>
  ` ${fields
    .map((f) => normalize(String(f ?? '')))
    .filter(Boolean)
    .join(' ')} `;

/** The tokens of a text: its runs of letters and digits. */
const tokensOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Every trigram of each token of a text (its runs of letters and digits; shorter than 3 characters:
 * none), each once. A query term is cut the same way: each of its tokens lies inside a token of any
 * text that contains the term, so the term's trigrams are all among the text's. Punctuation (the @
 * and dots of an e-mail address) starts no posting list; the text still checks it.
 */
export function gramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text)) for (let i = 0; i + GRAM <= token.length; i++) grams.add(token.slice(i, i + GRAM));
  return [...grams];
}

/**
 * The trigrams that start at an even position of each token of a text, each once: about half of
 * gramsOf's. A word of 4 or more characters of a term lies inside a token of any text containing
 * the term and holds two trigrams side by side, one of them at an even position of that token
 * whatever its offset, so every such text is in the posting list of one of any two adjacent
 * trigrams of it (adjacentGrams): the transactions' search reads two posting lists for half the
 * postings a sale writes. A search whose words all have 3 characters or fewer ("Amy Lee") has no
 * complete posting list and reads the lists asked, checked (report-plan.ts).
 */
export function evenGramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(text)) for (let i = 0; i + GRAM <= token.length; i += 2) grams.add(token.slice(i, i + GRAM));
  return [...grams];
}

/** The pairs of adjacent trigrams of a term's tokens of 4 or more characters: the posting lists of either pair hold every text the term is in (evenGramsOf). */
export function adjacentGrams(term: string): [string, string][] {
  const pairs = new Map<string, [string, string]>();
  for (const token of tokensOf(term))
    for (let i = 0; i + GRAM < token.length; i++) {
      const pair: [string, string] = [token.slice(i, i + GRAM), token.slice(i + 1, i + 1 + GRAM)];
      pairs.set(pair.join(' '), pair);
    }
  return [...pairs.values()];
}

/** The terms a search asks for, each once: each must be a substring of a match's text. None: no search. */
export const queryTerms = (search: string | undefined): string[] =>
  [
    ...new Set(
      normalize(search ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, MAX_TERMS);

/** The cursor binding of a search within a list: the same query pages on, another does not. */
export const searchKey = (list: string, terms: readonly string[]) => (terms.length ? `${list}?${terms.join(' ')}` : list);

/**
 * A record's postings within one scope: one entry in the posting list of each trigram of its text
 * (`listOf` names the scope's list of a trigram, of `family`), carrying what `entry` gives (its id, its text...).
 */
export const gramEntries = (text: string, family: ListFamily<never>, listOf: (gram: string) => ListKey, entry: Omit<Entry, 'list' | 'family'>): Entry[] =>
  gramsOf(text).map((gram) => ({ family, list: listOf(gram), ...entry }));

/** Whether a search has posting lists to read (a term with a trigram); otherwise its scope is read and checked. */
export const hasPostings = (terms: readonly string[]) => terms.some((t) => gramsOf(` ${t} `).length > 0);

/** Where a search is read within a scope: a list whose entries are checked for every term. */
export interface SearchRead {
  list: ListKey;
}

/**
 * The list a search of `terms` reads within a scope whose posting list of a trigram `listOf` names
 * and whose whole list is `scope`. Terms of 3 or more characters offer their trigrams' posting
 * lists; their sizes are estimated from their counters (one BatchGet; a posting list counts a
 * sixteenth of its entries, see db/entries.ts `estimate`) and the smallest is chosen (an estimate
 * orders them well enough; the text checks every match): the read costs the rarest trigram's
 * postings in the scope, whatever the size of the domain. Terms all shorter than 3 characters have no
 * posting list: the scope's list is read and checked (such a term matches most records anyway).
 * Either way the count is the matches the bounded read finds (db/paging.ts FILTER_READ).
 */
export async function searchRead(ctx: DomainCtx, terms: readonly string[], listOf: (gram: string) => ListKey, scope: ListKey): Promise<SearchRead> {
  return (await postingsRead(ctx, terms, listOf)) ?? { list: scope };
}

/** The posting list a search of `terms` reads (see searchRead); undefined when no term has a trigram. */
export async function postingsRead(ctx: DomainCtx, terms: readonly string[], listOf: (gram: string) => ListKey): Promise<SearchRead | undefined> {
  const grams = [...new Set(terms.flatMap((t) => gramsOf(` ${t} `)))];
  if (!grams.length) return undefined;
  if (grams.length === 1) return { list: listOf(grams[0]!) };
  const counts = await estimatesOf(ctx.db, ctx.domain.domainId, grams.map(listOf));
  const size = (g: string) => counts.get(listOf(g)) ?? Number.POSITIVE_INFINITY;
  return { list: listOf(grams.reduce((best, g) => (size(g) < size(best) ? g : best))) };
}
