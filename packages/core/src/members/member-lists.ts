import type { Entry } from '../db/list-entry';
import type { MemberRecord } from '../context';
import { searchEntries } from './search-lists';
import { prefixPairsOf, wordsOf, wordText, type PrefixPair } from './search-words';

/** The member fields that point at another member, each a relation of the parents' lists. */
export const linkFields = ['harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'labId'] as const;
/** A parent's relation to its members; `referred` are a center's patients that came through a referral center. */
export type Relation = (typeof linkFields)[number] | 'staffHcIds' | 'referred';

/**
 * The relations whose parent lists a screen searches, so each active member also joins a search
 * list per (parent list, word prefix): every role table (a center's, referral center's, rep's,
 * manager's, distributor's and lab's patients; a lab's and a rep's centers; a team's members) and
 * the patient pickers of a center and a referral center search theirs. A center's staff
 * (`staffHcIds`) is only ever read whole, so it has none.
 */
export const searchedRelations: readonly Relation[] = [...linkFields, 'referred'];

export type MemberStatus = 'active' | 'inactive';

/** The names of the member lists: each a Query on its entries and a counter. */
export const MemberList = {
  /** Every member of a status, or of one membership, tag, or both. */
  users: (status: MemberStatus, by: { membership?: number; tag?: number } = {}) =>
    `u:${status}${by.membership === undefined ? '' : `:m${by.membership}`}${by.tag === undefined ? '' : `:t${by.tag}`}`,
  /**
   * Active members with a word starting with `prefix`, or those of one membership. A prefix longer
   * than MAX_PREFIX names a counter without entries (see searchEntries).
   */
  search: (prefix: string, by: { membership?: number } = {}) => `w:${prefix}${by.membership === undefined ? '' : `:m${by.membership}`}`,
  /** Active members with words starting each prefix of the pair, two different words (see prefixPairsOf). */
  searchPair: ([a, b]: PrefixPair) => `p:${a}+${b}`,
  /** The members of plan `plan` linked to `parentId` by `relation`; inactive ones apart. */
  linked: (parentId: number, relation: Relation, plan: number, status: MemberStatus = 'active') =>
    `${status === 'active' ? 'l' : 'li'}:${parentId}:${relation}:${plan}`,
  /** The active members of a parent's list (see `linked`) with a word starting with `prefix`; searched relations only. */
  linkedSearch: (parentId: number, relation: Relation, plan: number, prefix: string) => `${MemberList.linked(parentId, relation, plan)}:w:${prefix}`,
} as const;

export type Indexable = Pick<MemberRecord, 'domainId' | 'memberId' | 'memberships' | 'email' | 'firstName' | 'lastName'> &
  Partial<Pick<MemberRecord, (typeof linkFields)[number] | 'staffHcIds' | 'company' | 'active' | 'tags'>>;

/** What a member is found by: its id, names, the words of its e-mail address, and its company. */
export function memberWords(m: Pick<Indexable, 'memberId' | 'email' | 'firstName' | 'lastName' | 'company'>): string[] {
  return [...new Set([String(m.memberId), ...wordsOf(`${m.firstName} ${m.lastName} ${m.email} ${m.company ?? ''}`)])];
}

/** The parents a member is listed under, with the relation. */
function parentsOf(m: Indexable): [number, Relation][] {
  const single = linkFields.flatMap((relation) => (typeof m[relation] === 'number' ? [[m[relation] as number, relation] as [number, Relation]] : []));
  const staff = (m.staffHcIds ?? []).map((id) => [id, 'staffHcIds'] as [number, Relation]);
  const referred: [number, Relation][] =
    m.harvestCenterId !== undefined && m.referralHarvestCenterId !== undefined ? [[m.harvestCenterId, 'referred']] : [];
  return [...single, ...staff, ...referred];
}

/**
 * Every list entry a member's record implies: the users lists of its status, memberships and tags;
 * its parents' lists (active or inactive); and while active, for each word prefix, the search
 * list of the domain, of each membership and of each searched parent list, and the domain's pair
 * list of each pair of its words' prefixes (a search of two words in users/all/). Each entry carries
 * what a page may still check within its list: the words, and the tags in the domain's searches,
 * the center in a parent's list (see linked-lists.ts).
 */
export function entriesOf(m: Indexable): Entry[] {
  const status: MemberStatus = m.active === false ? 'inactive' : 'active';
  const words = wordText(memberWords(m));
  const memberships = [...new Set(m.memberships)];
  const tags = [...new Set(m.tags ?? [])];
  const itemId = m.memberId;
  const plan = memberships[0] ?? 0;
  const parents = parentsOf(m);
  const users = [
    MemberList.users(status),
    ...memberships.map((membership) => MemberList.users(status, { membership })),
    ...tags.map((tag) => MemberList.users(status, { tag })),
    ...memberships.flatMap((membership) => tags.map((tag) => MemberList.users(status, { membership, tag }))),
  ].map((list) => ({ list, itemId, words }));
  const center = m.harvestCenterId === undefined ? {} : { centerId: m.harvestCenterId };
  const linked = parents.map(([parentId, relation]) => ({ list: MemberList.linked(parentId, relation, plan, status), itemId, words, ...center }));
  if (status === 'inactive') return [...users, ...linked];
  const searched = parents.filter(([, relation]) => searchedRelations.includes(relation));
  const all = memberWords(m);
  const search = [
    ...[undefined, ...memberships].flatMap((membership) => searchEntries(all, (prefix) => MemberList.search(prefix, { membership }), { itemId, words, tags })),
    ...searched.flatMap(([parentId, relation]) => searchEntries(all, (prefix) => MemberList.linkedSearch(parentId, relation, plan, prefix), { itemId, words })),
  ];
  const pairs = prefixPairsOf(memberWords(m)).map((pair) => ({ list: MemberList.searchPair(pair), itemId, words, tags }));
  return [...users, ...linked, ...search, ...pairs];
}
