import { Membership, type RhcAssociationRow } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid } from '../errors';
import * as Members from '../members/members';
import { centerNames, chosenCenters } from './centers';

/**
 * The harvest centers a referral center sends its new referrals to: its association, edited in
 * the RHC Manager. A patient it already referred keeps the harvest center recorded at its
 * referral (patient.harvestCenterId): a change of the association moves no patient.
 */
export const associatedCenters = (rhc: Pick<MemberRecord, 'rhcHcIds'>): number[] => rhc.rhcHcIds ?? [];

/** The RHC Manager's rows: each referral center with the companies of its centers, read for the whole page in one batch. */
export async function rows(ctx: DomainCtx, rhcs: MemberRecord[]): Promise<RhcAssociationRow[]> {
  const names = await centerNames(ctx, rhcs.flatMap(associatedCenters));
  return rhcs.map((rhc) => ({
    id: rhc.memberId,
    rhc_desc: { id: rhc.memberId, company: rhc.company ?? '', username: `${rhc.firstName} ${rhc.lastName}`.trim(), email: rhc.email },
    hc_desc: associatedCenters(rhc).flatMap((id) => names.get(id) ?? []),
    rhc_hc_ids: associatedCenters(rhc),
  }));
}

/**
 * Sets a referral center's harvest centers (each a harvest center of the domain, checked in one
 * batch). From then on its referral checkouts choose among them; its referred patients stay where they are.
 */
export async function setCenters(ctx: MemberCtx, rhc: MemberRecord, centerIds: number[]): Promise<MemberRecord> {
  if (!rhc.memberships.includes(Membership.ReferralHarvestCenter)) throw invalid('Only referral harvest centers can be associated with harvest centers.');
  const centers = await chosenCenters(ctx, centerIds);
  const updated = await Members.patch(ctx, rhc.memberId, { rhcHcIds: centers.map((c) => c.memberId) });
  await record(ctx, { action: 'rhc.centers-set', target: `member:${rhc.memberId}`, detail: centerIds.join(',') });
  return updated;
}
