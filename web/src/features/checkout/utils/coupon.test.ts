import { COUPON_INVALID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { couponCenterId, couponCode, couponDiscount, couponOutcome, noCoupon } from './coupon';
import { checkoutScreen } from './screens';

const answer = (fields: Partial<Parameters<typeof couponOutcome>[1]>) => ({
  success: true,
  discount: 100,
  coupon_id: 3,
  code: 'WELCOME100',
  message: 'Coupon code applied.',
  ...fields,
});

describe('the coupon', () => {
  it('applies the discount the server confirms, with the code as the server writes it', () => {
    const state = couponOutcome('welcome100', answer({}));
    expect(state).toEqual({ status: 'applied', code: 'WELCOME100', discount: 100, message: 'Coupon code applied.' });
    expect(couponDiscount(state)).toBe(100);
    expect(couponCode(state)).toBe('WELCOME100');
  });

  it('refuses with the reason, no discount and no code sent', () => {
    const state = couponOutcome(
      'SPRING',
      answer({ success: false, discount: 0, coupon_id: null, message: 'This coupon code does not apply to this product.' }),
    );
    expect(state).toEqual({ status: 'refused', message: 'This coupon code does not apply to this product.' });
    expect(couponDiscount(state)).toBe(0);
    expect(couponCode(state)).toBeUndefined();
  });

  it('refuses a failed check and a zero discount too', () => {
    expect(couponOutcome('X', { error: 'Could not reach the server.' })).toEqual({ status: 'refused', message: 'Could not reach the server.' });
    expect(couponOutcome('X', answer({ discount: 0, message: '' }))).toEqual({ status: 'refused', message: COUPON_INVALID });
  });

  it('gives nothing before a code is applied or while it is checked', () => {
    expect(couponDiscount(noCoupon)).toBe(0);
    expect(couponDiscount({ status: 'checking', code: 'WELCOME100' })).toBe(0);
    expect(couponCode({ status: 'checking', code: 'WELCOME100' })).toBeUndefined();
  });
});

describe('the center a coupon is checked for', () => {
  const member = (plan: number, harvestCenterId: number | null) => ({
    id: 9,
    membership: [{ id: plan, name: '' }],
    harvest_center_id: plan === 5 ? null : harvestCenterId,
    rhc_hc_ids: plan === 5 && harvestCenterId !== null ? [harvestCenterId, 30] : [],
  });

  it('is the chosen center on the referral fee, none before one is chosen', () => {
    expect(couponCenterId(checkoutScreen('referral-fee'), member(5, 4), '12')).toBe(12);
    expect(couponCenterId(checkoutScreen('referral-fee'), member(5, 4), '')).toBeNull();
  });

  it("is a harvest center itself, a referral center's first center, and otherwise the buyer's center", () => {
    expect(couponCenterId(checkoutScreen('processing-fee'), member(4, null), '')).toBe(9);
    expect(couponCenterId(checkoutScreen('patient-vials'), member(2, 4), '')).toBe(4);
    expect(couponCenterId(checkoutScreen('product', 12), member(5, 4), '')).toBe(4);
    expect(couponCenterId(checkoutScreen('product', 12), member(5, null), '')).toBeNull();
  });
});
