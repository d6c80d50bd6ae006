import { Membership } from '@portal/contracts';
import type { Core, DomainCtx, MemberRecord } from '../context';
import type { TxEntities } from '../db/service';
import { unlessRefused } from '../db/transact';
import { axisOfMembership } from '../transactions/report-lists';

type Member = Pick<MemberRecord, 'memberId' | 'memberships' | 'salesManagerId' | 'salesDistributorId' | 'firstName' | 'lastName' | 'company' | 'labId'>;

/** Whether a member is named on sales: on a report axis, or as the HC staff member who made them. */
const namedOnSales = (m: Member) => m.memberships.some((id) => axisOfMembership[id] !== undefined || id === Membership.HcStaff);

/** Whether the fields a sale is searched by (report-search.ts) changed: names and company. */
export const renamed = (before: Member, after: Member) =>
  before.firstName !== after.firstName || before.lastName !== after.lastName || (before.company ?? '') !== (after.company ?? '');

/**
 * What the projector carries of a change: a team to the members below, a name to the sales naming
 * the member, a patient's new lab to its vials ledger (the lab's chart counts its patients' vials).
 */
export type FollowUpKind = 'team' | 'names' | 'vials';

/** The owner of the domain-wide lists (the report of every sale) among a change's `affects`. */
export const DOMAIN_LISTS = 0;

/** What a change carries to other records, and the members whose lists it moves rows of. */
export interface FollowUp {
  kinds: FollowUpKind[];
  affects: number[];
}

/**
 * What a member's change from `before` to `after` must have carried to other records by the
 * projector: a manager that changed distributor (its reps follow: the distributors' lists before
 * and after move), a member named on sales whose name or company changed (its sales are searched by
 * the new text: its own report and the domain's), a patient that changed lab (its vials entries
 * move to the new lab's chart). Undefined when nothing follows. (A rep that changes manager
 * carries nothing: its patients are read through it, members/linked-members.ts.)
 */
export function followUpOf(before: Member, after: Member): FollowUp | undefined {
  const has = (m: number) => (after.memberships as readonly number[]).includes(m);
  const moved = (k: 'salesManagerId' | 'salesDistributorId') => before[k] !== after[k];
  const kinds = new Set<FollowUpKind>();
  const affects = new Set<number>();
  const leaders = (...keys: ('salesManagerId' | 'salesDistributorId')[]) => {
    kinds.add('team');
    affects.add(after.memberId);
    for (const k of keys) for (const id of [before[k], after[k]]) if (id !== undefined) affects.add(id);
  };
  if (has(Membership.SalesManager) && moved('salesDistributorId')) leaders('salesDistributorId');
  if (renamed(before, after) && namedOnSales(after)) {
    kinds.add('names');
    affects.add(after.memberId).add(DOMAIN_LISTS);
  }
  // Whatever its number of entries: an entry written while the change is made is carried too.
  if (has(Membership.Patient) && before.labId !== after.labId) {
    kinds.add('vials');
    for (const lab of [before.labId, after.labId]) if (lab !== undefined) affects.add(lab);
  }
  return kinds.size ? { kinds: [...kinds], affects: [...affects] } : undefined;
}

/**
 * What a change carries, with what the member's last change has not carried yet (its marker is
 * still there): the new marker replaces the old one and its steps start again from the first, so
 * both are carried (a step done twice changes nothing). Read consistently; the member's revision
 * orders its changes, so no marker is written between this read and the change's.
 */
export async function withUnfinished(ctx: DomainCtx, memberId: number, followUp: FollowUp): Promise<FollowUp> {
  const { data: stored } = await ctx.db.entities.followUp.get({ domainId: ctx.domain.domainId, memberId }).go({ consistent: true });
  if (!stored) return followUp;
  // A marker from before kinds were kept carries both of that time.
  const kinds = new Set<FollowUpKind>([...followUp.kinds, ...((stored.kinds as FollowUpKind[] | undefined) ?? ['team', 'names'])]);
  return { kinds: [...kinds], affects: [...new Set([...followUp.affects, ...(stored.affects ?? [])])] };
}

/** The marker a request writes with a change its projection says fans out (declare.ts `fanOut`), at the revision it gives the record. */
export const markFollowUp = (e: TxEntities, domainId: number, memberId: number, revision: number, followUp: FollowUp) =>
  e.followUp.put({ domainId, memberId, revision, at: new Date().toISOString(), ...followUp });

/** The projector's: the change at `revision` has been carried; a later change's marker stays. */
export const settleFollowUp = (core: Core, domainId: number, memberId: number, revision: number) =>
  unlessRefused(
    core.db.entities.followUp
      .delete({ domainId, memberId })
      .where((attr, op) => op.eq(attr.revision, revision))
      .go({ response: 'none' }),
  );

/** Markers read to tell whether a list is being updated: past this many changes in flight, every list says so. */
const MARKERS_READ = 25;

/**
 * Whether a change still being carried moves rows of the lists of any of `owners` (DOMAIN_LISTS for
 * the domain-wide ones): one Query of at most MARKERS_READ items, whatever the domain's size.
 */
export async function pendingFor(ctx: DomainCtx, owners: readonly number[]): Promise<boolean> {
  const { data } = await ctx.db.entities.followUp.query.byDomain({ domainId: ctx.domain.domainId }).go({ limit: MARKERS_READ, attributes: ['affects'] });
  return data.length >= MARKERS_READ || data.some((m) => (m.affects ?? []).some((id) => owners.includes(id)));
}
