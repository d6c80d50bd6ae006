import { MAX_PREFIX, prefixesOf, wordsOf } from '../members/search-words';
import type { TransactionRecord } from './transactions';

/** The shortest search list prefix: the reports search from 4 characters (spec §5: longer than 3). */
export const SEARCH_PREFIX = 4;

/** A member as the search reads it. */
export interface NamedParty {
  firstName: string;
  lastName: string;
  company?: string;
}

/** The members a transaction is searched by, in the order their words get search lists (see searchableWords). */
const searchedParties = ['patientId', 'harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'hcStaffId'] as const;

/**
 * The names a transaction is searched by, most wanted first: each member's last name, company and
 * first name (the patient, the harvest center, the referral center, the rep, the manager, the
 * distributor, the staff member), then the product.
 */
export function searchNames(t: TransactionRecord, partyOf: (id: number) => NamedParty | undefined): string[] {
  const names = searchedParties.flatMap((field) => {
    const m = typeof t[field] === 'number' ? partyOf(t[field] as number) : undefined;
    return m ? [`${m.lastName} ${m.company ?? ''} ${m.firstName}`] : [];
  });
  return [...names, t.productName];
}

/** The words of a transaction in the order they get search lists: its id, then the words of `names`, each once. */
export const transactionWords = (t: Pick<TransactionRecord, 'transactionId'>, names: readonly string[]) => [...new Set([String(t.transactionId), ...wordsOf(names.join(' '))])];

/** The search list prefixes of one word: its first 4, 5 and 6 characters (as many as it has). */
export const searchPrefixesOf = (word: string) => prefixesOf([word]).filter((p) => p.length >= SEARCH_PREFIX);

/** The query word's longest prefix that has a search list (its first MAX_PREFIX characters), or none when it is shorter than SEARCH_PREFIX. */
export const longestPrefixOf = (word: string) => (word.length >= SEARCH_PREFIX ? word.slice(0, MAX_PREFIX) : undefined);

/**
 * Which words a transaction is found by, within `maxLists` search lists (the room its
 * TransactWriteItems leaves, see reportEntriesOf). Words are taken in order; a word of fewer than
 * SEARCH_PREFIX characters needs no list (a query word that short is checked, never looked up); a
 * longer one is searchable only with all of its 4-, 5- and 6-character lists, so once those lists
 * would exceed `maxLists` the word is left out (a later, shorter or prefix-sharing word may still fit).
 *
 * What a search then finds: the transactions where each query word starts one of these searchable
 * words, whichever list the plan reads; a word left out (on a sale naming every member with long names of
 * many words, all but the id's and the patient's) finds nothing, in every plan alike, because the
 * entries carry only the searchable words; the filters by member and product find those sales.
 */
export function searchableWords(words: readonly string[], maxLists: number): { words: string[]; prefixes: string[] } {
  const prefixes = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const needed = searchPrefixesOf(word).filter((p) => !prefixes.has(p));
    if (prefixes.size + needed.length > maxLists) continue;
    needed.forEach((p) => prefixes.add(p));
    kept.push(word);
  }
  return { words: kept, prefixes: [...prefixes] };
}
