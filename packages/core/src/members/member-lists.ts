import { Membership, type ProcessStage } from '@portal/contracts';
import { listFamily, type Entry, type ListKey } from '../db/entries';
import type { MemberRecord } from '../context';
import { gramEntries, searchText } from '../search/grams';

/** The member fields that point at another member, each a relation of the parents' lists. */
export const linkFields = ['harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'labId'] as const;
/** A parent's relation to its members; `referred` are a center's patients that came through a referral center. */
export type Relation = (typeof linkFields)[number] | 'staffHcIds' | 'referred';

/**
 * The relations whose parent lists a screen searches through postings, so each active member also
 * keeps postings per (parent list, trigram): a center's, referral center's, rep's and lab's patients;
 * a lab's and a rep's centers; the pickers of a center and a referral center. A team's lists (a
 * manager's or a distributor's reps and managers) are a handful of members, searched by reading them
 * (so a rep's move writes its few entries, not a posting per trigram), and a center's staff
 * (`staffHcIds`) is only ever read whole.
 */
export const searchedRelations: readonly Relation[] = ['harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'labId', 'referred'];

export type MemberStatus = 'active' | 'inactive';

/** The families of member lists (db/entries.ts): each list ordered by member id, with a total counter. */
const byId = { sort: 'id', counters: 'total' } as const;
/** Search postings: ordered by member id, their size only estimated (it orders a search's choice of list). */
const postings = { sort: 'id', counters: 'estimate' } as const;

/** Every member of a status, or of one membership, tag, or both: the Users List and its filters. */
const Users = listFamily(
  'member users',
  { ...byId, carries: ['text'] },
  (status: MemberStatus, by: { membership?: number; tag?: number } = {}) =>
    `u:${status}${by.membership === undefined ? '' : `:m${by.membership}`}${by.tag === undefined ? '' : `:t${by.tag}`}`,
);
/**
 * Active members whose text holds the trigram `gram`, or those of one membership: each posting
 * carries the text (and tags) a search checks, so a search of the whole domain, whose posting lists
 * are the longest, reads no record to check them.
 */
const Postings = listFamily(
  'member postings',
  { ...postings, carries: ['text', 'tags'] },
  (gram: string, by: { membership?: number } = {}) => `g:${gram}${by.membership === undefined ? '' : `:m${by.membership}`}`,
);
/** The members of plan `plan` linked to `parentId` by `relation`; inactive ones apart. */
const Linked = listFamily(
  'linked members',
  { ...byId, carries: ['text', 'centerId'] },
  (parentId: number, relation: Relation, plan: number, status: MemberStatus = 'active') =>
    `${status === 'active' ? 'l' : 'li'}:${parentId}:${relation}:${plan}`,
);
/**
 * The active members of a parent's list (see `linked`) whose text holds `gram`; searched relations
 * only. They carry no text: a search checks its terms on the member's entry in the domain's active
 * users list (`textList`), so a rename rewrites only the postings of the trigrams it adds or drops in
 * each of its parents' lists, and copies its text into the domain's postings alone.
 */
const LinkedPostings = listFamily(
  'linked member postings',
  { ...postings, carries: [] },
  (parentId: number, relation: Relation, plan: number, gram: string) => `${Linked.key(parentId, relation, plan)}:g:${gram}`,
);
/** The patients of a status who bought `productId`: the domain's, or one harvest center's. */
const Bought = listFamily(
  'patients by product bought',
  { ...byId, carries: ['text', 'tags'] },
  (productId: number, status: MemberStatus, centerId?: number) => `b:${status}:${productId}${centerId === undefined ? '' : `:c${centerId}`}`,
);

/** A lab's active patients in one stage of their process (processStageOf): the lab's dashboard counts each list. */
const Stage = listFamily('lab patients by stage', { ...byId, carries: [] }, (labId: number, stage: ProcessStage) => `s:${labId}:${stage}`);

/** The list whose entries carry the text a parent's postings are checked on: the domain's active members (a posting is kept for active members only). */
export const textList = () => Users.key('active');

/** The families a member's record feeds. */
export const memberFamilies = [Users, Postings, Linked, LinkedPostings, Bought, Stage];

/** The names of the member lists: each a Query on its entries and a counter. */
export const MemberList = {
  users: Users.key,
  search: Postings.key,
  linked: Linked.key,
  linkedSearch: LinkedPostings.key,
  bought: Bought.key,
  stage: Stage.key,
} as const;

/**
 * The stage of a patient's process: the furthest milestone its record holds, vials shipped (the
 * ledger's total) last; waiting until its tissue ships to the lab.
 */
export function processStageOf(
  m: Pick<MemberRecord, 'dateAdiposeShippedToLab' | 'dateAdiposeReceivedByLab' | 'stemcellPlatingInitiatedDate' | 'dateVialsReadyToShip' | 'vialsShipped'>,
): ProcessStage {
  if ((m.vialsShipped ?? 0) > 0) return 'shipped';
  if (m.dateVialsReadyToShip) return 'vials_ready';
  if (m.stemcellPlatingInitiatedDate) return 'plating';
  if (m.dateAdiposeReceivedByLab) return 'received';
  if (m.dateAdiposeShippedToLab) return 'shipped_to_lab';
  return 'waiting';
}

export type Indexable = Pick<MemberRecord, 'domainId' | 'memberId' | 'memberships' | 'email' | 'firstName' | 'lastName'> &
  Partial<
    Pick<
      MemberRecord,
      | (typeof linkFields)[number]
      | 'staffHcIds'
      | 'company'
      | 'active'
      | 'tags'
      | 'boughtProductIds'
      | 'dateAdiposeShippedToLab'
      | 'dateAdiposeReceivedByLab'
      | 'stemcellPlatingInitiatedDate'
      | 'dateVialsReadyToShip'
      | 'vialsShipped'
    >
  >;

/** What a member is found by (portal-core §5): its id, names, e-mail address and company, as one searchable text. */
export const memberText = (m: Pick<Indexable, 'memberId' | 'email' | 'firstName' | 'lastName' | 'company'>) =>
  searchText([m.memberId, m.firstName, m.lastName, m.email, m.company]);

/** A patient's manager and distributor are its rep's, read through (network/teams.ts): it is listed under neither. */
const throughRep: readonly Relation[] = ['salesManagerId', 'salesDistributorId'];

/** The parents a member is listed under, with the relation. */
function parentsOf(m: Indexable): [number, Relation][] {
  const patient = m.memberships[0] === Membership.Patient;
  const single = linkFields.flatMap((relation) =>
    typeof m[relation] === 'number' && !(patient && throughRep.includes(relation)) ? [[m[relation] as number, relation] as [number, Relation]] : [],
  );
  const staff = (m.staffHcIds ?? []).map((id) => [id, 'staffHcIds'] as [number, Relation]);
  const referred: [number, Relation][] = m.harvestCenterId !== undefined && m.referralHarvestCenterId !== undefined ? [[m.harvestCenterId, 'referred']] : [];
  return [...single, ...staff, ...referred];
}

const statusOf = (m: Indexable): MemberStatus => (m.active === false ? 'inactive' : 'active');

/** The users lists of a member: its status's, and per membership, tag, and membership with tag. */
function usersLists(m: Indexable): ListKey[] {
  const status = statusOf(m);
  const memberships = [...new Set(m.memberships)];
  const tags = [...new Set(m.tags ?? [])];
  return [
    MemberList.users(status),
    ...memberships.map((membership) => MemberList.users(status, { membership })),
    ...tags.map((tag) => MemberList.users(status, { tag })),
    ...memberships.flatMap((membership) => tags.map((tag) => MemberList.users(status, { membership, tag }))),
  ];
}

/**
 * The lists of the patients who bought each product the member bought: the domain's and its center's
 * (a stream image holds the set as a Set, a read as an array).
 */
function boughtLists(m: Indexable, status: MemberStatus): ListKey[] {
  const products = [...new Set(m.boughtProductIds ?? [])].sort((a, b) => a - b);
  return products.flatMap((p) => [MemberList.bought(p, status), ...(m.harvestCenterId === undefined ? [] : [MemberList.bought(p, status, m.harvestCenterId)])]);
}

/**
 * Every list entry a member's record implies: the users lists of its status, memberships and tags;
 * its parents' lists (active or inactive); the lists of the products it bought; and while active,
 * the postings of its text's trigrams in the domain, in each membership and in each searched parent
 * list. Each entry carries what a page may still check within its list: the text (a parent's postings none:
 * see `textList`), the tags in the domain's postings and product lists, the center in a parent's
 * list (see linked-members.ts).
 */
export function entriesOf(m: Indexable): Entry[] {
  const status = statusOf(m);
  const text = memberText(m);
  const tags = [...new Set(m.tags ?? [])];
  const itemId = m.memberId;
  const plan = m.memberships[0] ?? 0;
  const parents = parentsOf(m);
  const users = usersLists(m).map((list) => ({ family: Users, list, itemId, text }));
  const center = m.harvestCenterId === undefined ? {} : { centerId: m.harvestCenterId };
  const linked = parents.map(([parentId, relation]) => ({ family: Linked, list: Linked.key(parentId, relation, plan, status), itemId, text, ...center }));
  const bought = boughtLists(m, status).map((list) => ({ family: Bought, list, itemId, text, tags }));
  if (status === 'inactive') return [...users, ...linked, ...bought];
  const stage = plan === Membership.Patient && m.labId !== undefined ? [{ family: Stage, list: Stage.key(m.labId, processStageOf(m)), itemId }] : [];
  const search = [
    ...[undefined, ...new Set(m.memberships)].flatMap((membership) =>
      gramEntries(text, Postings, (gram) => Postings.key(gram, { membership }), { itemId, text, tags }),
    ),
    ...parents
      .filter(([, relation]) => searchedRelations.includes(relation))
      .flatMap(([parentId, relation]) => gramEntries(text, LinkedPostings, (gram) => LinkedPostings.key(parentId, relation, plan, gram), { itemId })),
  ];
  return [...users, ...linked, ...bought, ...stage, ...search];
}

/**
 * The entries a new member has at once, written with it (members.ts create): the domain's users
 * lists of its status and first membership (an admin's Users List) and the lists of the member who
 * made it (a center's patients, a rep's centers, a manager's team), the lists its dialog closes
 * onto. The rest follow from the projector, within a second.
 */
export function immediateEntriesOf(m: Indexable, madeBy?: number): Entry[] {
  const status = statusOf(m);
  const plan = m.memberships[0];
  const lists = new Set<string>([Users.key(status), ...(plan === undefined ? [] : [Users.key(status, { membership: plan })])]);
  return entriesOf(m).filter(
    (e) =>
      lists.has(e.list) ||
      (madeBy !== undefined &&
        e.family === Linked &&
        parentsOf(m).some(([id, relation]) => id === madeBy && e.list === Linked.key(id, relation, plan ?? 0, status))),
  );
}

/** Whether a member's record (as stored now) belongs in `list`: a page leaves out rows its list still holds from before. */
export const belongsIn = (m: Indexable, list: string) => entriesOf(m).some((e) => e.list === list);
