import type { SignUpLinks } from '@portal/contracts';
import { paths } from '../../../config/paths';

/** A harvest center of the rep as its referral links name it. */
export interface LinkedCenter {
  id: number;
  company: string;
}

/** The rep's Harvest Center sign-up link: a center that signs up with it belongs to the rep. */
export const harvestCenterSignupLink = (origin: string, repId: number, links: SignUpLinks | undefined) =>
  links?.harvest_center ? `${origin}${paths.harvestCenterRegistration.getHref(repId, links.harvest_center)}` : undefined;

/**
 * One harvest center's sign-up links, with the center's invitation tokens: a referral center joins
 * the rep and that center; staff join the center. Undefined while the tokens load.
 */
export const centerLinks = (origin: string, repId: number, center: LinkedCenter, links: SignUpLinks | undefined) => ({
  referralCenter: links?.referral_center ? `${origin}${paths.referralCenterRegistration.getHref(repId, center.id, links.referral_center)}` : undefined,
  staff: links?.hc_staff ? `${origin}${paths.hcStaffRegistration.getHref(center.id, links.hc_staff)}` : undefined,
});
