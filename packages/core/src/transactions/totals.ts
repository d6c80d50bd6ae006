import { HARVEST_FEE, ProductId, toCents } from '@portal/contracts';

/** The Harvest Fee of the Referral Processing Fee, in cents. */
export const HARVEST_FEE_CENTS = toCents(HARVEST_FEE);

/** What a checkout's amounts are computed from: the server's own price and shipping fee, in cents. */
export interface TotalsInput {
  productId: number;
  priceCents: number;
  shippingCents: number;
  quantity: number;
  /** Shipping fee yes: the product's shipping fee is added once per order. */
  shipping: boolean;
  /** Harvest Fee yes: adds HARVEST_FEE_CENTS, on the referral processing fee only. */
  harvestFee: boolean;
  /** The coupon's discount, 0 without one. */
  couponCents: number;
}

/** A checkout's amounts in integer cents. */
export interface Totals {
  priceCents: number;
  quantity: number;
  shippingCents: number;
  harvestFeeCents: number;
  /** The discount applied: the coupon's, but never more than the order, so the total is never negative. */
  discountCents: number;
  totalCents: number;
}

/**
 * The spec's total (§9): price x quantity + shipping fee (+ harvest fee on product 13) - discount.
 * Pure and in cents, so the page's dollars are only ever compared with it.
 */
export function totals(input: TotalsInput): Totals {
  const shippingCents = input.shipping ? input.shippingCents : 0;
  const harvestFeeCents = input.harvestFee && input.productId === ProductId.ReferralProcessingFee ? HARVEST_FEE_CENTS : 0;
  const before = input.priceCents * input.quantity + shippingCents + harvestFeeCents;
  const discountCents = Math.min(Math.max(0, input.couponCents), before);
  return { priceCents: input.priceCents, quantity: input.quantity, shippingCents, harvestFeeCents, discountCents, totalCents: before - discountCents };
}
