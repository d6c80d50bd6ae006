import type { MemberView } from '@portal/contracts';
import { paths } from '../../../config/paths';

/**
 * The Referral Patients page's RHC sign-up link (spec §2): a referral center that signs up with it
 * belongs to this harvest center and its sales rep. Without a rep there is no link to give: the
 * new center would have no rep either.
 */
export function referralCenterSignUpLink(origin: string, center: Pick<MemberView, 'id' | 'saless_rep_id'>): string | null {
  if (center.saless_rep_id === null) return null;
  return `${origin}${paths.referralCenterRegistration.getHref(center.saless_rep_id, center.id)}`;
}

/** The Staff page's sign-up link: HC staff who sign up with it are associated with this center. */
export const staffSignUpLink = (origin: string, centerId: number): string => `${origin}${paths.hcStaffRegistration.getHref(centerId)}`;
