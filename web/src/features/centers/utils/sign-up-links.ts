import type { MemberView, SignUpLinks } from '@portal/contracts';
import { paths } from '../../../config/paths';

/**
 * The Referral Patients page's RHC sign-up link (spec §2): a referral center that signs up with it
 * belongs to this harvest center and its sales rep. Without a rep there is no link to give (the
 * new center would have no rep either); undefined while the center's token loads.
 */
export function referralCenterSignUpLink(
  origin: string,
  center: Pick<MemberView, 'id' | 'saless_rep_id'>,
  links: SignUpLinks | undefined,
): string | null | undefined {
  if (center.saless_rep_id === null) return null;
  if (!links?.referral_center) return undefined;
  return `${origin}${paths.referralCenterRegistration.getHref(center.saless_rep_id, center.id, links.referral_center)}`;
}

/** The Staff page's sign-up link: HC staff who sign up with it are associated with this center. */
export const staffSignUpLink = (origin: string, centerId: number, links: SignUpLinks | undefined): string | undefined =>
  links?.hc_staff ? `${origin}${paths.hcStaffRegistration.getHref(centerId, links.hc_staff)}` : undefined;
