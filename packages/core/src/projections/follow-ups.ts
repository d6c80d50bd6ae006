import { Membership } from '@portal/contracts';
import type { Core, DomainCtx, MemberRecord } from '../context';
import type { TxEntities } from '../db/service';
import { unlessRefused } from '../db/transact';
import { axisOfMembership } from '../transactions/report-lists';

type Member = Pick<MemberRecord, 'memberships' | 'salesManagerId' | 'salesDistributorId' | 'firstName' | 'lastName' | 'company'>;

/** Whether a member is named on sales: on a report axis, or as the HC staff member who made them. */
const namedOnSales = (m: Member) => m.memberships.some((id) => axisOfMembership[id] !== undefined || id === Membership.HcStaff);

/** Whether the fields a sale is searched by (report-search.ts) changed: names and company. */
export const renamed = (before: Member, after: Member) =>
  before.firstName !== after.firstName || before.lastName !== after.lastName || (before.company ?? '') !== (after.company ?? '');

/**
 * Whether a member's change from `before` to `after` must be carried to other records by the
 * projector: a rep that changed manager or distributor (its patients follow), a manager that changed
 * distributor (its reps follow), a member named on sales whose name or company changed.
 */
export function fansOut(before: Member, after: Member): boolean {
  const has = (m: number) => (after.memberships as readonly number[]).includes(m);
  const moved = (k: 'salesManagerId' | 'salesDistributorId') => before[k] !== after[k];
  if (has(Membership.SalesRep) && (moved('salesManagerId') || moved('salesDistributorId'))) return true;
  if (has(Membership.SalesManager) && moved('salesDistributorId')) return true;
  return renamed(before, after) && namedOnSales(after);
}

/** The marker a request writes with a change that fans out, at the revision it gives the record. */
export const markFollowUp = (e: TxEntities, domainId: number, memberId: number, revision: number) =>
  e.followUp.put({ domainId, memberId, revision, at: new Date().toISOString() });

/** The projector's: the change at `revision` has been carried; a later change's marker stays. */
export const settleFollowUp = (core: Core, domainId: number, memberId: number, revision: number) =>
  unlessRefused(
    core.db.entities.followUp
      .delete({ domainId, memberId })
      .where((attr, op) => op.eq(attr.revision, revision))
      .go({ response: 'none' }),
  );

/** Whether a change of the domain is still being carried to other records (one item read at most). */
export async function pending(ctx: DomainCtx): Promise<boolean> {
  const { data } = await ctx.db.entities.followUp.query.byDomain({ domainId: ctx.domain.domainId }).go({ limit: 1, attributes: ['memberId'] });
  return data.length > 0;
}
