import { Membership, type MemberOption, type MemberRow } from '@portal/contracts';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import * as Members from '../members/members';
import { notFound } from '../errors';
import { may } from '../members/scope';
import { confirmedStaffOf } from '../staff/staff';
import { withTeams } from './teams';

export { withTeams };

/** The harvest centers, referral centers and reps a page of members points at, read in one batch. */
export async function relatedOf(ctx: DomainCtx, members: MemberRecord[]): Promise<Map<number, MemberRecord>> {
  const ids = new Set(members.flatMap((m) => [m.harvestCenterId, m.referralHarvestCenterId, m.salesRepId].filter((id): id is number => id !== undefined)));
  return new Map((await Members.many(ctx, [...ids])).map((m) => [m.memberId, m]));
}

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);

/**
 * The one visibility rule of member records (users/{id}/ and users/identifier/{id}/ both use it).
 * Whether the acting member may read `target`: itself; an admin anyone; a center its patients
 * (those referred to it too, whatever their referral center's association is now) and the
 * referral centers associated with it now; a referral center its patients; a rep its centers and patients; a lab its
 * harvest centers and its (and their) patients, nothing else; a manager or distributor its team and the team's patients; staff
 * the centers that confirmed them.
 */
export async function canSee(ctx: MemberCtx, target: MemberRecord): Promise<boolean> {
  const me = ctx.member;
  const id = me.memberId;
  if (target.memberId === id || may(ctx, 'users:read-any')) return true;
  if (has(me, Membership.HarvestCenter) && (target.harvestCenterId === id || (target.rhcHcIds ?? []).includes(id))) return true;
  if (has(me, Membership.ReferralHarvestCenter) && target.referralHarvestCenterId === id) return true;
  if (has(me, Membership.SalesRep) && target.salesRepId === id) return true;
  // A patient's manager and distributor are its rep's (network/teams.ts): read through the rep.
  const leader = has(target, Membership.Patient) && (has(me, Membership.SalesManager) || has(me, Membership.SalesDistributor));
  const team = leader ? (await withTeams(ctx, [target]))[0]! : target;
  if (has(me, Membership.SalesManager) && team.salesManagerId === id) return true;
  if (has(me, Membership.SalesDistributor) && team.salesDistributorId === id) return true;
  if (confirmedStaffOf(me, target.memberId)) return true;
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

/** The member of this id when the acting member may read it (canSee); anyone else, or no one, is not found and tells nothing. */
export async function visibleMember(ctx: MemberCtx, memberId: number): Promise<MemberRecord> {
  const found = await Members.fromId(ctx, memberId);
  if (!found || !(await canSee(ctx, found))) throw notFound('User');
  return found;
}

/** A harvest center a page may show: active and a harvest center; anything else is not found. */
export function activeCenter(center: MemberRecord | undefined): MemberRecord {
  if (!center || center.active === false || !has(center, Membership.HarvestCenter)) throw notFound('Harvest center');
  return center;
}

/** One of `lab`'s harvest centers; a center of another lab, or no center, is not found. */
export async function labCenter(ctx: DomainCtx, lab: MemberRecord, centerId: number): Promise<MemberRecord> {
  const center = await Members.fromId(ctx, centerId);
  if (!center?.memberships.includes(Membership.HarvestCenter) || center.labId !== lab.memberId) throw notFound('Harvest center');
  return center;
}

const centerDesc = (m: MemberRecord | undefined) => (m ? { id: m.memberId, company: m.company ?? '', email: m.email, template_id: m.templateId ?? '' } : null);

/** Members as the role lists show them: each with its center, referral center and rep (a patient's manager and distributor its rep's). */
export async function rows(ctx: DomainCtx, members: MemberRecord[]): Promise<MemberRow[]> {
  const related = await relatedOf(ctx, members);
  const get = (id: number | undefined) => (id === undefined ? undefined : related.get(id));
  return members.map((m) => {
    const rep = get(m.salesRepId);
    const team = m.memberships[0] === Membership.Patient ? { salesManagerId: rep?.salesManagerId, salesDistributorId: rep?.salesDistributorId } : {};
    return {
      ...Members.view({ ...m, ...team }),
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
