import { CHECKOUT_VIALS_TAG, Membership, type MemberView } from '@portal/contracts';
import { planOf } from '../../../lib/authorization';

type Member = Pick<MemberView, 'membership' | 'tags' | 'saless_rep_id'>;

/**
 * Whether the dashboard warns that the member has no sales rep (spec §6): members who buy through
 * the portal need one, that is harvest centers, referral centers and patients tagged to order
 * vials (tag 1).
 */
export function lacksSalesRep(member: Member): boolean {
  if (member.saless_rep_id !== null) return false;
  const plan = planOf(member);
  if (plan === Membership.HarvestCenter || plan === Membership.ReferralHarvestCenter) return true;
  return plan === Membership.Patient && member.tags.includes(CHECKOUT_VIALS_TAG);
}
