import { Membership, STAFF_REMOVED, type StaffRow } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import { allLinkedMembers } from '../members/linked-lists';
import * as Members from '../members/members';
import { centerNames, chosenCenters } from '../network/centers';

/** The harvest centers a staff member is associated with, in the order they were given. */
export async function centersOf(ctx: DomainCtx, staff: MemberRecord): Promise<MemberRecord[]> {
  const centers = await Members.many(ctx, staff.staffHcIds ?? []);
  return centers.filter((m) => m.memberships.includes(Membership.HarvestCenter) && m.active !== false);
}

/** The active staff associated with a harvest center. */
export const staffOf = async (ctx: DomainCtx, centerId: number) =>
  (await allLinkedMembers(ctx, centerId, 'staffHcIds', Membership.HcStaff)).filter((m) => m.active !== false);

/**
 * The HC Staff Manager's rows: each staff member with the companies of its centers, read for the
 * whole page in one batch. A center since removed from the domain is left out.
 */
export async function rows(ctx: DomainCtx, staff: MemberRecord[]): Promise<StaffRow[]> {
  const names = await centerNames(ctx, staff.flatMap((s) => s.staffHcIds ?? []));
  return staff.map((s) => ({ ...Members.view(s), harvest_centers: (s.staffHcIds ?? []).flatMap((id) => names.get(id) ?? []) }));
}

/** Sets which centers a staff member may enter; each must be a harvest center of the domain. */
export async function setCenters(ctx: MemberCtx, staff: MemberRecord, centerIds: number[]): Promise<MemberRecord> {
  if (!staff.memberships.includes(Membership.HcStaff)) throw invalid('Only HC staff can be associated with harvest centers.');
  const centers = await chosenCenters(ctx, centerIds);
  const updated = await Members.patch(ctx, staff.memberId, { staffHcIds: centers.map((c) => c.memberId) });
  await record(ctx, { action: 'staff.centers-set', target: `member:${staff.memberId}`, detail: centerIds.join(',') });
  return updated;
}

/** Removes a staff member from one center; the center loses its access at once. */
export async function removeFromCenter(ctx: MemberCtx, staffId: number, centerId: number): Promise<string> {
  const staff = await Members.fromId(ctx, staffId);
  if (!staff || !(staff.staffHcIds ?? []).includes(centerId)) throw notFound('Staff member');
  await Members.patch(ctx, staffId, { staffHcIds: (staff.staffHcIds ?? []).filter((id) => id !== centerId) });
  await record(ctx, { action: 'staff.removed', target: `member:${staffId}`, detail: `center:${centerId}` });
  return STAFF_REMOVED;
}
