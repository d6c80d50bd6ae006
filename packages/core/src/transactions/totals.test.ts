import { productIds, ProductId } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HARVEST_FEE_CENTS, totals } from './totals';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const input = fc.record({
  productId: fc.constantFrom(...productIds),
  priceCents: cents,
  shippingCents: cents,
  quantity: fc.integer({ min: 1, max: 100 }),
  shipping: fc.boolean(),
  harvestFee: fc.boolean(),
  couponCents: cents,
});

describe('checkout totals', () => {
  it('equal price x quantity + shipping (+ harvest fee on product 13) - discount, never below 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = totals(i);
        const harvest = i.harvestFee && i.productId === ProductId.ReferralProcessingFee ? HARVEST_FEE_CENTS : 0;
        const before = i.priceCents * i.quantity + (i.shipping ? i.shippingCents : 0) + harvest;
        expect(t.harvestFeeCents).toBe(harvest);
        expect(t.shippingCents).toBe(i.shipping ? i.shippingCents : 0);
        expect(t.discountCents).toBe(Math.min(i.couponCents, before));
        expect(t.totalCents).toBe(before - t.discountCents);
        expect(t.totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(t.totalCents)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds the harvest fee of 2500 dollars to the referral processing fee only', () => {
    const base = { priceCents: 150_000, shippingCents: 0, quantity: 1, shipping: false, harvestFee: true, couponCents: 0 };
    expect(totals({ ...base, productId: 13 }).totalCents).toBe(400_000);
    expect(totals({ ...base, productId: 1 }).totalCents).toBe(150_000);
  });

  it('takes a coupon larger than the order down to a total of 0.00', () => {
    expect(totals({ productId: 12, priceCents: 18_000, shippingCents: 3_000, quantity: 1, shipping: true, harvestFee: false, couponCents: 50_000 })).toEqual({
      priceCents: 18_000,
      quantity: 1,
      shippingCents: 3_000,
      harvestFeeCents: 0,
      discountCents: 21_000,
      totalCents: 0,
    });
  });
});
