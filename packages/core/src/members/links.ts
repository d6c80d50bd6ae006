import type { MemberRecord } from '../context';

/** The member fields that point at another member, each a relation of the link items. */
export const linkFields = ['harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'labId'] as const;
export type Relation = (typeof linkFields)[number] | 'staffHcIds';

export interface Link {
  domainId: number;
  parentId: number;
  relation: Relation;
  plan: number;
  childId: number;
}

type Linkable = Pick<MemberRecord, 'domainId' | 'memberId' | 'memberships'> & Partial<Pick<MemberRecord, (typeof linkFields)[number] | 'staffHcIds'>>;

/** Every link a member's record implies. */
export function linksOf(member: Linkable): Link[] {
  const plan = member.memberships[0] ?? 0;
  const base = { domainId: member.domainId, plan, childId: member.memberId };
  const single = linkFields.flatMap((relation) => {
    const parentId = member[relation];
    return typeof parentId === 'number' ? [{ ...base, parentId, relation }] : [];
  });
  const staff = (member.staffHcIds ?? []).map((parentId) => ({ ...base, parentId, relation: 'staffHcIds' as const }));
  return [...single, ...staff];
}

const keyOf = (l: Link) => `${l.parentId}/${l.relation}/${l.plan}/${l.childId}`;

/** The links to remove and to add when a member changes from `before` to `after`. */
export function linkChanges(before: Linkable | undefined, after: Linkable | undefined) {
  const old = new Map((before ? linksOf(before) : []).map((l) => [keyOf(l), l]));
  const next = new Map((after ? linksOf(after) : []).map((l) => [keyOf(l), l]));
  return {
    remove: [...old].filter(([k]) => !next.has(k)).map(([, l]) => l),
    add: [...next].filter(([k]) => !old.has(k)).map(([, l]) => l),
  };
}

/** Whether a change of these fields can move a member's links. */
export const touchesLinks = (fields: object) => [...linkFields, 'staffHcIds', 'memberships'].some((f) => f in fields);
