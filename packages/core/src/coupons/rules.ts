import { COUPON_INACTIVE, COUPON_OTHER_CENTER, COUPON_OTHER_PRODUCT, COUPON_USED_UP, CouponStatus } from '@portal/contracts';

/** What decides whether a coupon applies. */
export interface CouponTerms {
  status: number;
  productIds?: readonly number[] | null;
  harvestCenterId?: number | null;
  maxUse: number;
  usedNumber?: number | null;
}

/** One use of a coupon: a product, bought at (or for) a harvest center. */
export interface CouponUse {
  productId: number;
  harvestCenterId?: number | null;
}

/** The key a code is unique by in its domain: trimmed and lower-cased, so 'SPRING' and 'spring' are one code. */
export const codeKey = (code: string): string => code.trim().toLowerCase();

/** How many uses a coupon has left; max use 0 is unlimited. */
export const usesLeft = (coupon: Pick<CouponTerms, 'maxUse' | 'usedNumber'>): number =>
  coupon.maxUse === 0 ? Number.POSITIVE_INFINITY : Math.max(0, coupon.maxUse - (coupon.usedNumber ?? 0));

/**
 * Why the coupon gives no discount on this use, or undefined when it does: it must be active, list
 * the product (or no product: every one), name the harvest center when it names one, and have uses left.
 */
export function refusal(coupon: CouponTerms, use: CouponUse): string | undefined {
  if (coupon.status !== CouponStatus.Active) return COUPON_INACTIVE;
  const products = coupon.productIds ?? [];
  if (products.length && !products.includes(use.productId)) return COUPON_OTHER_PRODUCT;
  if (coupon.harvestCenterId != null && coupon.harvestCenterId !== use.harvestCenterId) return COUPON_OTHER_CENTER;
  if (usesLeft(coupon) < 1) return COUPON_USED_UP;
  return undefined;
}
