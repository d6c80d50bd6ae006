import { Membership, STAFF_CONFIRMED, STAFF_REFUSED, STAFF_REMOVED, type StaffRow } from '@portal/contracts';
import { record } from '../audit/audit';
import * as SessionEpoch from '../auth/session-epoch';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import { allLinkedMembers } from '../members/linked-members';
import * as Members from '../members/members';
import { may } from '../members/scope';
import { centerNames, chosenCenters } from '../network/centers';

/**
 * Whether `member` is staff that the harvest center `centerId` has confirmed: only then may it enter
 * the center (act as it) and read what the center reads. A staff member who joined through the
 * center's sign-up link is associated with it at once but unconfirmed until the center answers.
 */
export const confirmedStaffOf = (member: MemberRecord, centerId: number) =>
  member.memberships.includes(Membership.HcStaff) && (member.staffHcIds ?? []).includes(centerId) && !(member.staffUnconfirmedHcIds ?? []).includes(centerId);

/**
 * The staff fields that associate a member with `centerIds` by an admin's choice: a center it
 * already awaited stays unconfirmed, a center the admin adds is confirmed by the choice itself.
 */
export function associationFields(staff: MemberRecord, centerIds: readonly number[]): Pick<Members.MemberPatch, 'staffHcIds' | 'staffUnconfirmedHcIds'> {
  const ids = [...new Set(centerIds)];
  return { staffHcIds: ids, staffUnconfirmedHcIds: (staff.staffUnconfirmedHcIds ?? []).filter((id) => ids.includes(id)) };
}

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
  const names = await centerNames(
    ctx,
    staff.flatMap((s) => s.staffHcIds ?? []),
  );
  return staff.map((s) => ({ ...Members.view(s), harvest_centers: (s.staffHcIds ?? []).flatMap((id) => names.get(id) ?? []) }));
}

/** Sets which centers a staff member may enter; each must be a harvest center of the domain. */
export async function setCenters(ctx: MemberCtx, staff: MemberRecord, centerIds: number[]): Promise<MemberRecord> {
  if (!staff.memberships.includes(Membership.HcStaff)) throw invalid('Only HC staff can be associated with harvest centers.');
  const centers = await chosenCenters(ctx, centerIds);
  const updated = await Members.patch(
    ctx,
    staff.memberId,
    associationFields(
      staff,
      centers.map((c) => c.memberId),
    ),
  );
  await record(ctx, { action: 'staff.centers-set', target: `member:${staff.memberId}`, detail: centerIds.join(',') });
  return updated;
}

/**
 * The staff member `staffId` of center `centerId`, for a center's answer about its own staff (an
 * admin's about any): anyone else's staff, or a member who is not the center's staff, is not found.
 */
async function staffOfOwnCenter(
  ctx: MemberCtx,
  staffId: number,
  centerId: number,
  action: 'staff:remove-from-center' | 'staff:confirm',
): Promise<MemberRecord> {
  const ownCenter = centerId === ctx.member.memberId && may(ctx, action);
  const staff = ownCenter || may(ctx, 'staff:manage') ? await Members.fromId(ctx, staffId) : undefined;
  if (!staff?.memberships.includes(Membership.HcStaff) || !(staff.staffHcIds ?? []).includes(centerId)) throw notFound('Staff member');
  return staff;
}

const without = (ids: readonly number[] | undefined, id: number) => (ids ?? []).filter((x) => x !== id);

/**
 * Removes a staff member from one center; the member loses its access at once, and the center's
 * sign-up links, which it could read acting as the center, stop working (link-readers.ts).
 */
export async function removeFromCenter(ctx: MemberCtx, staffId: number, centerId: number): Promise<string> {
  const staff = await staffOfOwnCenter(ctx, staffId, centerId, 'staff:remove-from-center');
  await Members.patch(ctx, staffId, { staffHcIds: without(staff.staffHcIds, centerId), staffUnconfirmedHcIds: without(staff.staffUnconfirmedHcIds, centerId) });
  await record(ctx, { action: 'staff.removed', target: `member:${staffId}`, detail: `center:${centerId}` });
  return STAFF_REMOVED;
}

const centerName = (center: MemberRecord) => center.company || `${center.firstName} ${center.lastName}`.trim();

/** A center confirms a staff member who joined through its link: from now on it may enter the center. The member is told. */
export async function confirm(ctx: MemberCtx, staffId: number, centerId: number): Promise<string> {
  const staff = await staffOfOwnCenter(ctx, staffId, centerId, 'staff:confirm');
  if (!(staff.staffUnconfirmedHcIds ?? []).includes(centerId)) return STAFF_CONFIRMED;
  const center = centerId === ctx.member.memberId ? ctx.member : await Members.fromId(ctx, centerId);
  await Members.patch(ctx, staffId, { staffUnconfirmedHcIds: without(staff.staffUnconfirmedHcIds, centerId) });
  await record(ctx, { action: 'staff.confirmed', target: `member:${staffId}`, detail: `center:${centerId}` });
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [staff.email],
    subject: `${center ? centerName(center) : 'The harvest center'} confirmed you as staff on ${ctx.domain.name}`,
    text: [
      `Hello ${staff.firstName},`,
      '',
      `${center ? centerName(center) : 'The harvest center'} has confirmed you as a member of its staff. Sign in at ${ctx.domain.url}/ and enter its account from your dashboard.`,
    ].join('\n'),
  });
  return STAFF_CONFIRMED;
}

/**
 * A center refuses a staff member who joined through its link and is not confirmed yet: the
 * association ends and, when the account has no other center, the account is set inactive (its
 * sessions end), as it was made only to reach this center. The member is told.
 */
export async function refuse(ctx: MemberCtx, staffId: number, centerId: number): Promise<string> {
  const staff = await staffOfOwnCenter(ctx, staffId, centerId, 'staff:confirm');
  if (!(staff.staffUnconfirmedHcIds ?? []).includes(centerId)) throw invalid('This staff member is already confirmed: remove them instead.');
  const center = centerId === ctx.member.memberId ? ctx.member : await Members.fromId(ctx, centerId);
  const staffHcIds = without(staff.staffHcIds, centerId);
  const closes = staffHcIds.length === 0;
  await Members.patch(ctx, staffId, {
    staffHcIds,
    staffUnconfirmedHcIds: without(staff.staffUnconfirmedHcIds, centerId),
    ...(closes ? { active: false, ...SessionEpoch.ended() } : {}),
  });
  await record(ctx, { action: 'staff.refused', target: `member:${staffId}`, detail: `center:${centerId}` });
  const name = center ? centerName(center) : 'The harvest center';
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [staff.email],
    subject: `${name} did not confirm you as staff on ${ctx.domain.name}`,
    text: [
      `Hello ${staff.firstName},`,
      '',
      `${name} did not confirm your sign-up as a member of its staff, so you cannot enter its account.`,
      closes ? 'Your account has been closed, as it has no other harvest center.' : 'Your account keeps its other harvest centers.',
      '',
      'If you think this is a mistake, ask the harvest center for a new sign-up link.',
    ].join('\n'),
  });
  return STAFF_REFUSED;
}
