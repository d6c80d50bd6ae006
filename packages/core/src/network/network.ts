import { Membership, type MemberOption, type MemberRow } from '@portal/contracts';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import type { Relation } from '../members/links';
import * as Members from '../members/members';

/** What a parent's list of linked members filters on. */
export interface LinkedFilter {
  /** Case-insensitive part of the child's id, full name, e-mail or company. */
  search?: string;
  /** Children of these harvest centers also match the search (e.g. the center's company matched). */
  orCenterIds?: number[];
  /** Only children that came through a referral harvest center. */
  referralOnly?: boolean;
}

export interface LinkedPage {
  members: MemberRecord[];
  cursor: string | null;
  count: number;
}

function query(ctx: DomainCtx, parentId: number, relation: Relation, plan: number, filter: LinkedFilter) {
  const q = ctx.db.entities.memberLink.query.byParent({ domainId: ctx.domain.domainId, parentId, relation, plan });
  const search = filter.search?.trim().toLowerCase();
  const centers = search ? (filter.orCenterIds ?? []) : [];
  // Inactive members stay out of every role list (an admin finds them under Inactive Users).
  return q.where((attr, op) => {
    const text = search ? [op.contains(attr.searchText, search), ...centers.map((id) => op.eq(attr.centerId, id))].join(' OR ') : '';
    return [op.notExists(attr.inactive), text && `(${text})`, filter.referralOnly ? op.exists(attr.referralId) : ''].filter(Boolean).join(' AND ');
  });
}

/**
 * One page of the members of one plan linked to `parentId` by `relation`, newest first: a Query
 * on the link items (which carry the filterable text) and a batch read of the page's members.
 * The total is a key-only pass over the same partition and filter.
 */
export async function linkedPage(
  ctx: DomainCtx,
  parentId: number,
  relation: Relation,
  plan: number,
  filter: LinkedFilter,
  cursor: string | null,
  size: number,
): Promise<LinkedPage> {
  const [found, all] = await Promise.all([
    query(ctx, parentId, relation, plan, filter).go({ order: 'desc', count: size, cursor }),
    query(ctx, parentId, relation, plan, filter).go({ pages: 'all', attributes: ['childId'] }),
  ]);
  return { members: await Members.many(ctx, found.data.map((l) => l.childId)), cursor: found.cursor, count: all.data.length };
}

/** The harvest centers, referral centers and reps a page of members points at, read in one batch. */
export async function relatedOf(ctx: DomainCtx, members: MemberRecord[]): Promise<Map<number, MemberRecord>> {
  const ids = new Set(members.flatMap((m) => [m.harvestCenterId, m.referralHarvestCenterId, m.salesRepId].filter((id): id is number => id !== undefined)));
  return new Map((await Members.many(ctx, [...ids])).map((m) => [m.memberId, m]));
}

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);

/**
 * The one visibility rule of member records (users/{id}/ and users/identifier/{id}/ both use it).
 * Whether the acting member may read `target`: itself; an admin anyone; a center its patients
 * and referral centers; a referral center its patients; a rep its centers and patients; a lab its
 * harvest centers and its (and their) patients, nothing else; a manager or distributor its team and the team's patients; staff
 * the centers they are associated with.
 */
export async function canSee(ctx: MemberCtx, target: MemberRecord): Promise<boolean> {
  const me = ctx.member;
  const id = me.memberId;
  if (target.memberId === id || has(me, Membership.Admin)) return true;
  if (has(me, Membership.HarvestCenter) && target.harvestCenterId === id) return true;
  if (has(me, Membership.ReferralHarvestCenter) && target.referralHarvestCenterId === id) return true;
  if (has(me, Membership.SalesRep) && target.salesRepId === id) return true;
  if (has(me, Membership.SalesManager) && target.salesManagerId === id) return true;
  if (has(me, Membership.SalesDistributor) && target.salesDistributorId === id) return true;
  if (has(me, Membership.HcStaff) && (me.staffHcIds ?? []).includes(target.memberId)) return true;
  if (has(me, Membership.Lab)) {
    // Its harvest centers and patients only: a referral center (or anyone else) pointing at the lab is not its to read.
    const isCenter = has(target, Membership.HarvestCenter);
    const isPatient = has(target, Membership.Patient);
    if ((isCenter || isPatient) && target.labId === id) return true;
    const center = isPatient && target.harvestCenterId !== undefined ? await Members.fromId(ctx, target.harvestCenterId) : undefined;
    if (center?.labId === id) return true;
  }
  return false;
}

const centerDesc = (m: MemberRecord | undefined) =>
  m ? { id: m.memberId, company: m.company ?? '', email: m.email, template_id: m.templateId ?? '' } : null;

/** Members as the role lists show them: each with its center, referral center and rep. */
export async function rows(ctx: DomainCtx, members: MemberRecord[]): Promise<MemberRow[]> {
  const related = await relatedOf(ctx, members);
  const get = (id: number | undefined) => (id === undefined ? undefined : related.get(id));
  return members.map((m) => {
    const rep = get(m.salesRepId);
    return {
      ...Members.view(m),
      hc_desc: centerDesc(get(m.harvestCenterId)),
      referral_hc_desc: centerDesc(get(m.referralHarvestCenterId)),
      sales_rep_desc: rep ? { id: rep.memberId, username: `${rep.firstName} ${rep.lastName}`.trim(), email: rep.email } : null,
    };
  });
}

/** A member offered in a picker. */
export const option = (m: MemberRecord): MemberOption => ({
  id: m.memberId,
  username: `${m.firstName} ${m.lastName}`.trim(),
  email: m.email,
  company: m.company ?? '',
});
