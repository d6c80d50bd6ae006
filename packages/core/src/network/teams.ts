import { MANAGER_REMOVED, Membership, REP_REMOVED, type MembershipId } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import { inBatches } from '../db/batches';
import { MemberList, type Relation } from '../members/member-lists';
import * as Invitations from '../members/invitations';
import * as Members from '../members/members';
import { may } from '../members/scope';

/**
 * The sales teams: a rep belongs to a manager, a manager to a distributor. A rep's patients carry
 * the rep's manager and distributor, and a manager's reps carry its distributor, so each team list
 * is one Query on the link items. A request changes the one member it names; the projector carries
 * a team's change down to the members below in bounded steps (projections/fan-out.ts).
 */

/** The manager and distributor a member of a rep's team (its patients) belongs to. */
export async function teamOfRep(ctx: DomainCtx, repId: number | undefined) {
  const rep = repId === undefined ? undefined : await Members.fromId(ctx, repId);
  return { salesManagerId: rep?.salesManagerId, salesDistributorId: rep?.salesDistributorId };
}

type TeamFields = Pick<Members.MemberPatch, 'salesManagerId' | 'salesDistributorId'>;

async function patchWhereDifferent(ctx: DomainCtx, member: MemberRecord, fields: TeamFields) {
  const differs = (Object.keys(fields) as (keyof typeof fields)[]).some((k) => member[k] !== fields[k]);
  return differs ? Members.patch(ctx, member.memberId, fields) : member;
}

/** The team fields a member takes from its leader: a patient's from its rep, a rep's distributor from its manager; undefined when it has no leader. */
async function teamFromLeader(ctx: DomainCtx, member: MemberRecord): Promise<TeamFields | undefined> {
  const plan = member.memberships[0];
  if (plan === Membership.Patient && member.salesRepId !== undefined) return teamOfRep(ctx, member.salesRepId);
  if (plan === Membership.SalesRep && member.salesManagerId !== undefined) {
    const manager = await Members.fromId(ctx, member.salesManagerId);
    return { salesDistributorId: manager?.salesDistributorId };
  }
  return undefined;
}

/**
 * After a member's links changed (User Details), derives what follows for the member itself: a
 * patient's team from its rep, a rep's distributor from its manager. The members below follow from
 * the projector.
 */
export async function settleTeam(ctx: DomainCtx, member: MemberRecord): Promise<MemberRecord> {
  const team = await teamFromLeader(ctx, member);
  return team ? patchWhereDifferent(ctx, member, team) : member;
}

/** Members patched at once while a team's change is carried down. */
const FOLLOW_CONCURRENCY = 8;

/**
 * The projector's part of a member's change (projections/projector.ts): the member takes its
 * leader's team should they differ (a patient created while its rep moved). One patch at most; the
 * members below a leader that moved follow in bounded steps (teamLists, carryTeamPage).
 */
export async function takeLeaderTeam(ctx: DomainCtx, after: MemberRecord): Promise<number> {
  const team = await teamFromLeader(ctx, after);
  if (!team || !(Object.keys(team) as (keyof TeamFields)[]).some((k) => after[k] !== team[k])) return 0;
  await Members.patch(ctx, after.memberId, team);
  return 1;
}

/**
 * The lists of the members below a leader that take its team, with the fields they take: a rep's
 * patients its manager and distributor, a manager's reps its distributor (whose own change then
 * reaches their patients); inactive members too.
 */
export function teamLists(leader: MemberRecord): { list: string; fields: TeamFields }[] {
  const lists: { list: string; fields: TeamFields }[] = [];
  const both = (relation: Relation, plan: number, fields: TeamFields) =>
    (['active', 'inactive'] as const).forEach((status) => lists.push({ list: MemberList.linked(leader.memberId, relation, plan, status), fields }));
  if (leader.memberships.includes(Membership.SalesRep))
    both('salesRepId', Membership.Patient, { salesManagerId: leader.salesManagerId, salesDistributorId: leader.salesDistributorId });
  if (leader.memberships.includes(Membership.SalesManager)) both('salesManagerId', Membership.SalesRep, { salesDistributorId: leader.salesDistributorId });
  return lists;
}

/**
 * One page of a leader's list (see teamLists) takes the leader's team: each member is patched only
 * where it differs, so a step run again changes nothing. Answers how many changed and the next cursor.
 */
export async function carryTeamPage(ctx: DomainCtx, list: string, fields: TeamFields, cursor: string | null, size: number): Promise<{ changed: number; cursor: string | null }> {
  const page = await ctx.db.entities.listEntry.query.byList({ domainId: ctx.domain.domainId, list }).go({ cursor, limit: size, attributes: ['itemId'] });
  const members = await Members.many(ctx, page.data.map((e) => e.itemId));
  const done = await inBatches(members, FOLLOW_CONCURRENCY, (m) => patchWhereDifferent(ctx, m, fields));
  return { changed: done.filter((m, j) => m !== members[j]).length, cursor: page.cursor };
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
  await Members.patch(ctx, rep.memberId, { salesManagerId: undefined, salesDistributorId: undefined });
  await record(ctx, { action: 'team.rep-removed', target: `member:${rep.memberId}`, detail: `manager:${rep.salesManagerId ?? ''}` });
  return REP_REMOVED;
}

/** A distributor removes a manager from its team: the manager's reps and patients leave it too. */
export async function removeManager(ctx: MemberCtx, manager: MemberRecord): Promise<string> {
  await Members.patch(ctx, manager.memberId, { salesDistributorId: undefined });
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
