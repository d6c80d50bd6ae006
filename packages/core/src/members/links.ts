import type { MemberRecord } from '../context';

/** The member fields that point at another member, each a relation of the link items. */
export const linkFields = ['harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'labId'] as const;
export type Relation = (typeof linkFields)[number] | 'staffHcIds';

/**
 * One link item: its key (parent, relation, the child's plan and id) and what the parent's lists
 * filter on without reading the child: its search text and its centers.
 */
export interface Link {
  domainId: number;
  parentId: number;
  relation: Relation;
  plan: number;
  childId: number;
  searchText: string;
  centerId?: number;
  referralId?: number;
  /** Set while the child is inactive: the parent's lists leave it out. */
  inactive?: boolean;
}

type Linkable = Pick<MemberRecord, 'domainId' | 'memberId' | 'memberships'> &
  Partial<Pick<MemberRecord, (typeof linkFields)[number] | 'staffHcIds' | 'searchText' | 'active'>>;

/** Every link a member's record implies. */
export function linksOf(member: Linkable): Link[] {
  const plan = member.memberships[0] ?? 0;
  const base = {
    domainId: member.domainId,
    plan,
    childId: member.memberId,
    searchText: member.searchText ?? '',
    ...(member.harvestCenterId === undefined ? {} : { centerId: member.harvestCenterId }),
    ...(member.referralHarvestCenterId === undefined ? {} : { referralId: member.referralHarvestCenterId }),
    ...(member.active === false ? { inactive: true } : {}),
  };
  const single = linkFields.flatMap((relation) => {
    const parentId = member[relation];
    return typeof parentId === 'number' ? [{ ...base, parentId, relation }] : [];
  });
  const staff = (member.staffHcIds ?? []).map((parentId) => ({ ...base, parentId, relation: 'staffHcIds' as const }));
  return [...single, ...staff];
}

/** The key of a link item alone, for deletes. */
export const linkKey = ({ domainId, parentId, relation, plan, childId }: Link) => ({ domainId, parentId, relation, plan, childId });

const keyOf = (l: Link) => `${l.parentId}/${l.relation}/${l.plan}/${l.childId}`;
const same = (a: Link, b: Link) =>
  a.searchText === b.searchText && a.centerId === b.centerId && a.referralId === b.referralId && a.inactive === b.inactive;

/**
 * The links to remove and to write when a member changes from `before` to `after`: a link whose
 * key stays but whose search text or centers change is written again, never removed and added.
 */
export function linkChanges(before: Linkable | undefined, after: Linkable | undefined) {
  const old = new Map((before ? linksOf(before) : []).map((l) => [keyOf(l), l]));
  const next = new Map((after ? linksOf(after) : []).map((l) => [keyOf(l), l]));
  return {
    remove: [...old].filter(([k]) => !next.has(k)).map(([, l]) => l),
    add: [...next].filter(([k, l]) => !old.has(k) || !same(old.get(k)!, l)).map(([, l]) => l),
  };
}

/** Whether a change of these fields can move a member's links. */
export const touchesLinks = (fields: object) => [...linkFields, 'staffHcIds', 'memberships', 'searchText', 'active'].some((f) => f in fields);
