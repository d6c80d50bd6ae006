import { MANAGER_REMOVED, Membership, REP_REMOVED, type MembershipId } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import { inBatches } from '../db/batches';
import type { ListKey } from '../db/entries';
import { allEntries } from '../db/paging';
import { MemberList } from '../members/member-lists';
import * as Invitations from '../members/invitations';
import * as Members from '../members/members';
import { may } from '../members/scope';

/**
 * The sales teams: a rep belongs to a manager, a manager to a distributor. A manager's reps carry
 * its distributor, so a team's reps and managers are each one Query on the link items; a manager's
 * move is carried to its few reps by the projector in bounded steps (projections/fan-out.ts). A
 * patient belongs to its rep alone: a manager's or a distributor's patients are read through its
 * reps' lists (members/linked-members.ts), so a rep's move writes the rep and nothing below it.
 */

type TeamFields = Pick<Members.MemberPatch, 'salesManagerId' | 'salesDistributorId'>;

/** A patient's team is its rep's, read through: its own record carries none (a copy from before is cleared). */
const NO_COPY: TeamFields = { salesManagerId: undefined, salesDistributorId: undefined };

/** The reps, active and inactive, of a manager's or a distributor's team: whose patients make up the team's patients. */
export async function repsOf(ctx: DomainCtx, leaderId: number, relation: 'salesManagerId' | 'salesDistributorId'): Promise<number[]> {
  const lists = (['active', 'inactive'] as const).map((status) => MemberList.linked(leaderId, relation, Membership.SalesRep, status));
  return (await Promise.all(lists.map((list) => allEntries(ctx.db, ctx.domain.domainId, list)))).flat();
}

/**
 * Members as their views show them: each patient with its rep's manager and distributor (read in one
 * batch with the reps), the others as stored.
 */
export async function withTeams(ctx: DomainCtx, members: readonly MemberRecord[]): Promise<MemberRecord[]> {
  const isPatient = (m: MemberRecord) => m.memberships[0] === Membership.Patient;
  const repIds = [...new Set(members.filter(isPatient).flatMap((m) => (m.salesRepId === undefined ? [] : [m.salesRepId])))];
  const reps = new Map((await Members.many(ctx, repIds)).map((r) => [r.memberId, r]));
  return members.map((m) => {
    if (!isPatient(m)) return m;
    const rep = m.salesRepId === undefined ? undefined : reps.get(m.salesRepId);
    return { ...m, salesManagerId: rep?.salesManagerId, salesDistributorId: rep?.salesDistributorId };
  });
}

async function patchWhereDifferent(ctx: DomainCtx, member: MemberRecord, fields: TeamFields) {
  const differs = (Object.keys(fields) as (keyof typeof fields)[]).some((k) => member[k] !== fields[k]);
  return differs ? Members.patch(ctx, member.memberId, fields) : member;
}

/** The team fields a member takes from its leader: none for a patient (see NO_COPY), a rep's distributor from its manager; undefined when it has no leader. */
async function teamFromLeader(ctx: DomainCtx, member: MemberRecord): Promise<TeamFields | undefined> {
  const plan = member.memberships[0];
  if (plan === Membership.Patient) return NO_COPY;
  if (plan === Membership.SalesRep && member.salesManagerId !== undefined) {
    // Read consistently: the projector runs this just after a manager's move may have committed, and
    // a stale manager would leave a rep added meanwhile with the old distributor (its sales name it).
    const manager = await Members.fromId(ctx, member.salesManagerId, { consistent: true });
    return { salesDistributorId: manager?.salesDistributorId };
  }
  return undefined;
}

/**
 * After a member's links changed (User Details), derives what follows for the member itself: a
 * rep's distributor from its manager (a patient keeps no copy of its rep's team). The members below
 * follow from the projector.
 */
export async function settleTeam(ctx: DomainCtx, member: MemberRecord): Promise<MemberRecord> {
  const team = await teamFromLeader(ctx, member);
  return team ? patchWhereDifferent(ctx, member, team) : member;
}

/** Members patched at once while a team's change is carried down. */
const FOLLOW_CONCURRENCY = 8;

/**
 * The projector's part of a member's change (projections/projector.ts): the member takes its
 * leader's team should they differ (a rep added while its manager moved; a patient's copy of its
 * rep's team from before is cleared). One patch at most; the reps below a manager that moved follow
 * in bounded steps (teamLists, carryTeamPage).
 */
export async function takeLeaderTeam(ctx: DomainCtx, after: MemberRecord): Promise<number> {
  const team = await teamFromLeader(ctx, after);
  if (!team || !(Object.keys(team) as (keyof TeamFields)[]).some((k) => after[k] !== team[k])) return 0;
  await Members.patch(ctx, after.memberId, team);
  return 1;
}

/**
 * Reindex's repair of what takeLeaderTeam keeps, for a page of members (projections/reindex.ts): each
 * takes its leader's team where it differs (a change whose carrying was lost). Answers how many
 * differed; `dryRun` only counts them.
 */
export async function repairTeams(ctx: DomainCtx, members: readonly MemberRecord[], dryRun: boolean): Promise<number> {
  const differs = await inBatches(members, FOLLOW_CONCURRENCY, async (m) => {
    const team = await teamFromLeader(ctx, m);
    const wrong = team !== undefined && (Object.keys(team) as (keyof TeamFields)[]).some((k) => m[k] !== team[k]);
    if (wrong && !dryRun) await Members.patch(ctx, m.memberId, team);
    return wrong;
  });
  return differs.filter(Boolean).length;
}

/**
 * The lists of the members below a leader that take its team, with the fields they take: a
 * manager's reps its distributor, inactive ones too. (A rep's patients take nothing: they are read
 * through the rep.)
 */
export function teamLists(leader: MemberRecord): { list: ListKey; fields: TeamFields }[] {
  if (!leader.memberships.includes(Membership.SalesManager)) return [];
  const fields = { salesDistributorId: leader.salesDistributorId };
  return (['active', 'inactive'] as const).map((status) => ({
    list: MemberList.linked(leader.memberId, 'salesManagerId', Membership.SalesRep, status),
    fields,
  }));
}

/**
 * One page of a leader's list (see teamLists) takes the leader's team: each member is patched only
 * where it differs, so a step run again changes nothing. Answers how many changed and the next cursor.
 */
export async function carryTeamPage(
  ctx: DomainCtx,
  list: ListKey,
  fields: TeamFields,
  cursor: string | null,
  size: number,
): Promise<{ changed: number; cursor: string | null }> {
  const page = await ctx.db.entities.entry.query.byList({ domainId: ctx.domain.domainId, list }).go({ cursor, limit: size, attributes: ['itemId'] });
  const members = await Members.many(
    ctx,
    page.data.map((e) => e.itemId),
  );
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

/** The leader a new team member joins: an admin's choice (`named`, or none), anyone else's own team. */
export const leaderFor = (ctx: MemberCtx, named: number | undefined): number | undefined => (may(ctx, 'network:read-any') ? named : ctx.member.memberId);

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
