import { COUPON_APPLIED, COUPON_INVALID, fromCents, TOO_MANY_COUPON_CHECKS, type ValidateCouponResult } from '@portal/contracts';
import * as RateLimits from '../auth/rate-limits';
import type { MemberCtx } from '../context';
import { tooMany } from '../errors';
import { mayBuy, purchaseCenter } from '../products/buyers';
import type { CouponRecord } from './lookup';
import { check } from './redemption';
import type { CouponUse } from './rules';

/** Failed checks a member may make in a window, whichever address it uses. */
export const COUPON_FAILURES_PER_MEMBER = 10;
/** Failed checks one address may make in a window, whichever members send them (a clinic's staff share one). */
export const COUPON_FAILURES_PER_ADDRESS = 30;
export const COUPON_FAILURE_WINDOW_SECONDS = 15 * 60;

/** A code to check: the product, and the harvest center asked for (none: the caller's own). */
export interface CouponCheck {
  code: string;
  productId: number;
  harvestCenterId?: number | null;
}

/** The one answer of every code that gives no discount, whatever the reason. */
const refused = (code: string): ValidateCouponResult => ({ success: false, discount: 0, coupon_id: null, code, message: COUPON_INVALID });

/**
 * The one door to a coupon for a member: the coupon `code` gives for `use`, or undefined for every
 * code that gives no discount (unknown, inactive, used up, another product's or center's), one same
 * answer whatever the reason. Every check is counted against the caller (the real one: staff
 * acting as a center count as themselves) and the network address, whichever call asks (the
 * checkout's coupon check and the checkout itself); past either limit every check is a 429 until
 * the window ends. A check that finds a discount gives its count back.
 */
export async function limitedCheck(ctx: MemberCtx, code: string, use: CouponUse | undefined, address: string): Promise<CouponRecord | undefined> {
  const now = Date.now();
  const limits = [
    { subject: `coupon-check#member#${ctx.caller.memberId}`, limit: COUPON_FAILURES_PER_MEMBER },
    { subject: `coupon-check#address#${address}`, limit: COUPON_FAILURES_PER_ADDRESS },
  ];
  // Each check counts before it runs, so concurrent guesses cannot pass the limit together; one
  // that is refused, or finds a discount, gives its count back.
  const giveBack = () => Promise.all(limits.map(({ subject }) => RateLimits.giveBack(ctx, subject, COUPON_FAILURE_WINDOW_SECONDS, now)));
  const within = await Promise.all(limits.map(({ subject, limit }) => RateLimits.take(ctx, subject, limit, COUPON_FAILURE_WINDOW_SECONDS, now)));
  if (within.includes(false)) {
    await giveBack();
    throw tooMany(TOO_MANY_COUPON_CHECKS);
  }
  if (!use) return undefined;
  const found = await check(ctx, code, use);
  if ('reason' in found) return undefined;
  await giveBack();
  return found.coupon;
}

/**
 * The checkout's coupon check (validate-code): the discount of a code for a product the caller
 * (ctx.member: HC staff acting as a center check as it) may buy, at a harvest center it buys for
 * (`purchaseCenter`, the checkout's own rule: another center asked is never taken), through
 * `limitedCheck`. Reserves nothing.
 */
export async function validate(ctx: MemberCtx, input: CouponCheck, address: string): Promise<ValidateCouponResult> {
  const center = purchaseCenter(ctx.member, input.harvestCenterId);
  const asksOtherCenter = input.harvestCenterId != null && center === undefined;
  const use = asksOtherCenter || !mayBuy(ctx.member, input.productId) ? undefined : { productId: input.productId, harvestCenterId: center };
  const coupon = await limitedCheck(ctx, input.code, use, address);
  if (!coupon) return refused(input.code);
  return { success: true, discount: fromCents(coupon.discountCents), coupon_id: coupon.couponId, code: coupon.code, message: COUPON_APPLIED };
}
