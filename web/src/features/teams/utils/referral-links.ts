import { paths } from '../../../config/paths';

/** A harvest center of the rep as its referral links name it. */
export interface LinkedCenter {
  id: number;
  company: string;
}

/** One harvest center's sign-up links: a referral center joins the rep and that center; staff join the center. */
export interface CenterLinks extends LinkedCenter {
  referralCenter: string;
  staff: string;
}

/** The rep's Harvest Center sign-up link: a center that signs up with it belongs to the rep. */
export const harvestCenterSignupLink = (origin: string, repId: number) => `${origin}${paths.harvestCenterRegistration.getHref(repId)}`;

/** The Referral Harvest Center and HC staff sign-up links of each of the rep's centers, in the order given. */
export const centerLinks = (origin: string, repId: number, centers: readonly LinkedCenter[]): CenterLinks[] =>
  centers.map(({ id, company }) => ({
    id,
    company,
    referralCenter: `${origin}${paths.referralCenterRegistration.getHref(repId, id)}`,
    staff: `${origin}${paths.hcStaffRegistration.getHref(id)}`,
  }));
