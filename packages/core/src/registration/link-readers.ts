import { Membership } from '@portal/contracts';
import type { MemberRecord } from '../context';

/**
 * Who may read a member's sign-up links (sign-up-links.ts): the member itself, admins, a harvest
 * center's sales rep (its dashboard hands out the center's referral and staff links) and the
 * center's staff (acting as the center). A link belongs to those relations: when one ends, every
 * link read through it stops working. Each member keeps a count of such ends (`linkEpoch`), and a
 * link is sealed with the counts of its owner and, for a center's link, of the center's rep
 * (`sealOf`); a link whose seal is no longer the current one is void, and its owner is shown a new one.
 */

type Standing = Pick<MemberRecord, 'memberships' | 'active' | 'salesRepId' | 'salesManagerId' | 'salesDistributorId' | 'staffHcIds'>;

const handsOutLinks = (m: Pick<MemberRecord, 'memberships'>) => m.memberships.includes(Membership.SalesRep) || m.memberships.includes(Membership.HarvestCenter);

const sameList = (a: readonly number[] = [], b: readonly number[] = []) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether a change of a member ends its own links: it is deactivated or reactivated, its memberships
 * change, a center's sales rep changes (the former rep read its links), or a rep's team changes (its
 * manager or distributor, under whom it handed them out).
 */
export function endsOwnLinks(before: Standing, after: Standing): boolean {
  if (!handsOutLinks(before) && !handsOutLinks(after)) return false;
  return (
    (before.active !== false) !== (after.active !== false) ||
    !sameList(before.memberships, after.memberships) ||
    before.salesRepId !== after.salesRepId ||
    before.salesManagerId !== after.salesManagerId ||
    before.salesDistributorId !== after.salesDistributorId
  );
}

/**
 * The harvest centers a staff member's change takes it away from (removed, refused, moved by an
 * admin, deactivated): it read their links acting as them, so each center's links end.
 */
export function centersLeft(before: Standing, after: Standing): number[] {
  if (!before.memberships.includes(Membership.HcStaff)) return [];
  const was = before.active === false ? [] : (before.staffHcIds ?? []);
  const now = new Set(after.active === false ? [] : (after.staffHcIds ?? []));
  return was.filter((id) => !now.has(id));
}

/**
 * The seal of a member's links as its relations stand now: its own count and, for a harvest
 * center, its sales rep and the rep's count (a rep deactivated or moved ends its centers' links too).
 */
export function sealOf(owner: Pick<MemberRecord, 'linkEpoch' | 'salesRepId'>, rep?: Pick<MemberRecord, 'memberId' | 'linkEpoch'>): string {
  const own = String(owner.linkEpoch ?? 0);
  return rep === undefined ? own : `${own}:${rep.memberId}:${rep.linkEpoch ?? 0}`;
}
