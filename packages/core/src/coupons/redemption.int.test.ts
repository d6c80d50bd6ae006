import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { failedCondition, transact } from '../db/transact';
import * as Members from '../members/members';
import * as Coupons from './coupons';

const h = harness();

async function adminCtx() {
  const ctx = await h.domainCtx();
  const admin = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
  return { ...ctx, caller: admin, member: admin };
}

const newCoupon = async (fields: { max_use_number: number; status?: 0 | 1 }) =>
  Coupons.create(await adminCtx(), { name: 'Race', code: `RACE-${randomUUID().slice(0, 8)}`, discount_amount: 50, ...fields });

/** Spends one use of the coupon in a transaction of its own, as a checkout's claim would. */
const redeem = async (couponId: number) => {
  const ctx = await h.domainCtx();
  return transact(ctx.db, (e) => [Coupons.redemption(e, ctx.domain.domainId, couponId)]);
};

describe('redeeming a coupon in the checkout transaction', () => {
  it('lets exactly 10 of 50 concurrent redemptions of a coupon of max use 10 through; the other 40 fail their condition', { timeout: 120_000 }, async () => {
    const coupon = await newCoupon({ max_use_number: 10 });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => redeem(coupon.id)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(40);
    expect(refused.every((o) => !o.ok && failedCondition(o, 0))).toBe(true);
    const stored = await Coupons.fromId(await h.domainCtx(), coupon.id);
    expect(stored?.usedNumber).toBe(10);
    expect((await Coupons.read(await h.domainCtx(), coupon.id)).used_number).toBe(10);
  });

  it('never limits a coupon of max use 0, and never redeems an inactive one', { timeout: 60_000 }, async () => {
    const unlimited = await newCoupon({ max_use_number: 0 });
    const outcomes = await Promise.all(Array.from({ length: 15 }, () => redeem(unlimited.id)));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect((await Coupons.fromId(await h.domainCtx(), unlimited.id))?.usedNumber).toBe(15);

    const inactive = await newCoupon({ max_use_number: 5, status: 0 });
    const refused = await redeem(inactive.id);
    expect(!refused.ok && failedCondition(refused, 0)).toBe(true);
    expect((await Coupons.fromId(await h.domainCtx(), inactive.id))?.usedNumber).toBe(0);
  });

  it('gives a use back after a definite failure, never below 0, and refuses a removed coupon', async () => {
    const ctx = await h.domainCtx();
    const { domainId } = ctx.domain;
    const coupon = await newCoupon({ max_use_number: 1 });
    expect((await redeem(coupon.id)).ok).toBe(true);
    expect((await redeem(coupon.id)).ok).toBe(false);
    expect((await transact(ctx.db, (e) => [Coupons.release(e, domainId, coupon.id)])).ok).toBe(true);
    expect((await Coupons.fromId(ctx, coupon.id))?.usedNumber).toBe(0);
    const below = await transact(ctx.db, (e) => [Coupons.release(e, domainId, coupon.id)]);
    expect(!below.ok && failedCondition(below, 0)).toBe(true);
    expect((await Coupons.fromId(ctx, coupon.id))?.usedNumber).toBe(0);
    expect((await redeem(coupon.id)).ok).toBe(true);

    await Coupons.remove(await adminCtx(), coupon.id);
    const gone = await redeem(coupon.id);
    expect(!gone.ok && failedCondition(gone, 0)).toBe(true);
    expect(await Coupons.fromId(ctx, coupon.id)).toBeUndefined();
  });
});
