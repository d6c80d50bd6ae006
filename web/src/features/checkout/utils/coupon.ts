import { COUPON_INVALID, Membership, type MemberView, type ValidateCouponResult } from '@portal/contracts';
import { planOf } from '../../../lib/authorization';
import type { CheckoutScreen } from './screens';

/**
 * The coupon of a checkout (spec §4): Apply shows a spinner while the code is checked, then a green
 * tick with the discount, or a red mark with the reason: no discount, and the code is cleared.
 */
export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; discount: number; message: string }
  | { status: 'refused'; message: string };

export const noCoupon: CouponState = { status: 'none' };

/** What a validate-code answer (or a failed call) makes of the coupon. */
export function couponOutcome(code: string, answer: ValidateCouponResult | { error: string }): CouponState {
  if ('error' in answer) return { status: 'refused', message: answer.error };
  if (!answer.success || answer.discount <= 0) return { status: 'refused', message: answer.message || COUPON_INVALID };
  return { status: 'applied', code: answer.code || code, discount: answer.discount, message: answer.message };
}

/** The discount the summary and the payment carry: the applied coupon's, else 0. */
export const couponDiscount = (coupon: CouponState): number => (coupon.status === 'applied' ? coupon.discount : 0);

/** The code the payment sends: only a code that was applied, as the server confirmed it. */
export const couponCode = (coupon: CouponState): string | undefined => (coupon.status === 'applied' ? coupon.code : undefined);

/**
 * The harvest center a coupon is checked for (a coupon may name one): the center chosen on the
 * referral fee, a harvest center's own id, a referral center's first associated center (as the
 * server records its other purchases), otherwise the buyer's harvest center.
 */
export function couponCenterId(
  screen: Pick<CheckoutScreen, 'harvestFee'>,
  buyer: Pick<MemberView, 'id' | 'membership' | 'harvest_center_id' | 'rhc_hc_ids'>,
  chosenCenter: string,
): number | null {
  if (screen.harvestFee) return chosenCenter ? Number(chosenCenter) : null;
  if (planOf(buyer) === Membership.HarvestCenter) return buyer.id;
  if (planOf(buyer) === Membership.ReferralHarvestCenter) return buyer.rhc_hc_ids[0] ?? null;
  return buyer.harvest_center_id;
}
