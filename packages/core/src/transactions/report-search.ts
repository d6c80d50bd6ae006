import { MAX_PREFIX, prefixesOf, wordsOf } from './report-words';
import type { TransactionRecord } from './transactions';

/** The shortest search list prefix: the reports search from 4 characters (spec §5: longer than 3). */
export const SEARCH_PREFIX = 4;

/** A member as the search reads it. */
export interface NamedParty {
  firstName: string;
  lastName: string;
  company?: string;
}

/** The members a transaction is searched by, in the order of its searched names. */
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

/** What ends a correction's key, so that it never equals a word (words are letters and digits) yet starts with its node. */
const CORRECTION = '~';

/**
 * The counts one transaction adds under its searchable words (those of SEARCH_PREFIX characters or
 * more; see report-word.entity.ts): 1 per word, and where several of them share SEARCH_PREFIX
 * characters or more, a correction so that the counts under any query word still sum to 1 for it
 * (a search counts a transaction once, however many of its words the query starts). At each shared
 * prefix ("node") of two or more of the words, the correction is 1 minus the words ending there
 * minus the branches below it; the sum of every count whose key starts with the query is then 1
 * when any of the words starts with it, else 0.
 */
export function wordCounts(words: readonly string[]): Map<string, number> {
  const counted = words.filter((w) => w.length >= SEARCH_PREFIX);
  const counts = new Map<string, number>(counted.map((w) => [w, 1]));
  const nodes = new Set(counted.flatMap((w) => Array.from({ length: w.length - SEARCH_PREFIX + 1 }, (_, i) => w.slice(0, SEARCH_PREFIX + i))));
  for (const node of nodes) {
    const below = counted.filter((w) => w.startsWith(node));
    if (below.length < 2) continue;
    const ends = below.includes(node) ? 1 : 0;
    const branches = new Set(below.filter((w) => w !== node).map((w) => w[node.length])).size;
    const correction = 1 - ends - branches;
    if (correction !== 0) counts.set(`${node}${CORRECTION}`, correction);
  }
  return counts;
}
