import type { Entry } from '../db/list-entry';
import type { MemberRecord } from '../context';
import { prefixesOf, wordsOf, wordText } from './search-words';

/** The member fields that point at another member, each a relation of the parents' lists. */
export const linkFields = ['harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'labId'] as const;
/** A parent's relation to its members; `referred` are a center's patients that came through a referral center. */
export type Relation = (typeof linkFields)[number] | 'staffHcIds' | 'referred';

export type MemberStatus = 'active' | 'inactive';

/** The names of the member lists: each a Query on its entries and a counter. */
export const MemberList = {
  /** Every member of a status, or of one membership, tag, or both. */
  users: (status: MemberStatus, by: { membership?: number; tag?: number } = {}) =>
    `u:${status}${by.membership === undefined ? '' : `:m${by.membership}`}${by.tag === undefined ? '' : `:t${by.tag}`}`,
  /** Active members with a word starting with `prefix`. */
  search: (prefix: string) => `w:${prefix}`,
  /** The members of plan `plan` linked to `parentId` by `relation`; inactive ones apart. */
  linked: (parentId: number, relation: Relation, plan: number, status: MemberStatus = 'active') =>
    `${status === 'active' ? 'l' : 'li'}:${parentId}:${relation}:${plan}`,
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
 * while active, the search list of each word prefix; and its parents' lists (active or inactive).
 */
export function entriesOf(m: Indexable): Entry[] {
  const status: MemberStatus = m.active === false ? 'inactive' : 'active';
  const words = memberWords(m);
  const text = wordText(words);
  const memberships = [...new Set(m.memberships)];
  const tags = [...new Set(m.tags ?? [])];
  const itemId = m.memberId;
  const carried = { words: text, memberships, tags };
  const users = [
    MemberList.users(status),
    ...memberships.map((membership) => MemberList.users(status, { membership })),
    ...tags.map((tag) => MemberList.users(status, { tag })),
    ...memberships.flatMap((membership) => tags.map((tag) => MemberList.users(status, { membership, tag }))),
  ].map((list) => ({ list, itemId, ...carried }));
  const search = status === 'active' ? prefixesOf(words).map((p) => ({ list: MemberList.search(p), itemId, ...carried })) : [];
  const plan = memberships[0] ?? 0;
  const center = m.harvestCenterId === undefined ? {} : { centerId: m.harvestCenterId };
  const linked = parentsOf(m).map(([parentId, relation]) => ({ list: MemberList.linked(parentId, relation, plan, status), itemId, words: text, ...center }));
  return [...users, ...search, ...linked];
}
