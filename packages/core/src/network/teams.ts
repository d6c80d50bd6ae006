import { MANAGER_REMOVED, Membership, REP_REMOVED, type MembershipId } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import { allLinkedMembers } from '../members/linked-lists';
import * as Invitations from '../members/invitations';
import * as Members from '../members/members';
import { may } from '../members/scope';

/**
 * The sales teams: a rep belongs to a manager, a manager to a distributor. A rep's patients carry
 * the rep's manager and distributor, and a manager's reps carry its distributor, so each team list
 * is one Query on the link items; this module keeps those copies in step when a team changes.
 */

/** The manager and distributor a member of a rep's team (its patients) belongs to. */
export async function teamOfRep(ctx: DomainCtx, repId: number | undefined) {
  const rep = repId === undefined ? undefined : await Members.fromId(ctx, repId);
  return { salesManagerId: rep?.salesManagerId, salesDistributorId: rep?.salesDistributorId };
}

async function patchWhereDifferent(ctx: DomainCtx, member: MemberRecord, fields: Pick<Members.MemberPatch, 'salesManagerId' | 'salesDistributorId'>) {
  const differs = (Object.keys(fields) as (keyof typeof fields)[]).some((k) => member[k] !== fields[k]);
  return differs ? Members.patch(ctx, member.memberId, fields) : member;
}

/**
 * Brings the members below `member` in line with its team: a rep's patients take the rep's
 * manager and distributor; a manager's reps take its distributor, and so on down.
 */
export async function syncDownline(ctx: DomainCtx, member: MemberRecord): Promise<void> {
  if (member.memberships.includes(Membership.SalesRep)) {
    const patients = await allLinkedMembers(ctx, member.memberId, 'salesRepId', Membership.Patient, true);
    for (const patient of patients)
      await patchWhereDifferent(ctx, patient, { salesManagerId: member.salesManagerId, salesDistributorId: member.salesDistributorId });
  }
  if (member.memberships.includes(Membership.SalesManager)) {
    const reps = await allLinkedMembers(ctx, member.memberId, 'salesManagerId', Membership.SalesRep, true);
    for (const rep of reps) await syncDownline(ctx, await patchWhereDifferent(ctx, rep, { salesDistributorId: member.salesDistributorId }));
  }
}

/**
 * After a member's links changed (User Details), derives what follows from them: a patient's team
 * from its rep, a rep's distributor from its manager, and the members below.
 */
export async function settleTeam(ctx: DomainCtx, member: MemberRecord): Promise<MemberRecord> {
  const plan = member.memberships[0];
  let settled = member;
  if (plan === Membership.Patient && member.salesRepId !== undefined) settled = await patchWhereDifferent(ctx, member, await teamOfRep(ctx, member.salesRepId));
  if (plan === Membership.SalesRep && member.salesManagerId !== undefined) {
    const manager = await Members.fromId(ctx, member.salesManagerId);
    settled = await patchWhereDifferent(ctx, member, { salesDistributorId: manager?.salesDistributorId });
  }
  await syncDownline(ctx, settled);
  return settled;
}

const leaderField = { [Membership.SalesRep]: 'salesManagerId', [Membership.SalesManager]: 'salesDistributorId' } as const;

/** The leader's team member `memberId` of `membership`, or not found (another team's, or none). */
export async function teamMember(ctx: MemberCtx, memberId: number, membership: typeof Membership.SalesRep | typeof Membership.SalesManager) {
  const found = await Members.fromId(ctx, memberId);
  const isAdmin = may(ctx, 'network:read-any');
  if (!found || !found.memberships.includes(membership)) throw notFound(membership === Membership.SalesRep ? 'Sales rep' : 'Sales manager');
  if (!isAdmin && found[leaderField[membership]] !== ctx.member.memberId) throw notFound(membership === Membership.SalesRep ? 'Sales rep' : 'Sales manager');
  return found;
}


/** A manager removes a rep from its team: the rep and its patients leave the manager and distributor. */
export async function removeRep(ctx: MemberCtx, rep: MemberRecord): Promise<string> {
  const updated = await Members.patch(ctx, rep.memberId, { salesManagerId: undefined, salesDistributorId: undefined });
  await syncDownline(ctx, updated);
  await record(ctx, { action: 'team.rep-removed', target: `member:${rep.memberId}`, detail: `manager:${rep.salesManagerId ?? ''}` });
  return REP_REMOVED;
}

/** A distributor removes a manager from its team: the manager's reps and patients leave it too. */
export async function removeManager(ctx: MemberCtx, manager: MemberRecord): Promise<string> {
  const updated = await Members.patch(ctx, manager.memberId, { salesDistributorId: undefined });
  await syncDownline(ctx, updated);
  await record(ctx, { action: 'team.manager-removed', target: `member:${manager.memberId}`, detail: `distributor:${manager.salesDistributorId ?? ''}` });
  return MANAGER_REMOVED;
}

export interface NewTeamMember {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  company?: string;
}

/**
 * Add Sales Rep (a manager's team, or an admin's choice of manager) and Add Sales Manager (a
 * distributor's team): the new member is invited with a temporary password by e-mail.
 */
export async function add(
  ctx: MemberCtx,
  membership: typeof Membership.SalesRep | typeof Membership.SalesManager | typeof Membership.SalesDistributor,
  input: NewTeamMember,
  leaderId?: number,
): Promise<MemberRecord> {
  const team: Pick<Members.NewMember, 'salesManagerId' | 'salesDistributorId'> = {};
  if (membership === Membership.SalesRep && leaderId !== undefined) {
    const manager = await Members.fromId(ctx, leaderId);
    if (!manager || !manager.memberships.includes(Membership.SalesManager)) throw invalid('Choose a sales manager of this portal.');
    Object.assign(team, { salesManagerId: manager.memberId, salesDistributorId: manager.salesDistributorId });
  }
  if (membership === Membership.SalesManager && leaderId !== undefined) {
    const distributor = await Members.fromId(ctx, leaderId);
    if (!distributor || !distributor.memberships.includes(Membership.SalesDistributor)) throw invalid('Choose a sales distributor of this portal.');
    team.salesDistributorId = distributor.memberId;
  }
  return Invitations.invite(ctx, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber ?? '',
    company: input.company ?? '',
    memberships: [membership as MembershipId],
    signupDate: new Date().toISOString(),
    ...team,
  });
}
