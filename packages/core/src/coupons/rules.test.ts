import { COUPON_INACTIVE, COUPON_OTHER_CENTER, COUPON_OTHER_PRODUCT, COUPON_USED_UP } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { codeKey, refusal, usesLeft } from './rules';

const coupon = { status: 1, productIds: [1, 13], harvestCenterId: null, maxUse: 10, usedNumber: 3 };

describe('whether a coupon applies', () => {
  it('applies to a listed product while it is active and has uses left', () => {
    expect(refusal(coupon, { productId: 1, harvestCenterId: 4 })).toBeUndefined();
    expect(refusal(coupon, { productId: 13 })).toBeUndefined();
  });

  it('applies to every product when it lists none', () => {
    for (const productId of [1, 2, 3, 14]) expect(refusal({ ...coupon, productIds: [] }, { productId })).toBeUndefined();
  });

  it('refuses an inactive coupon first, then another product, another center and a used-up coupon', () => {
    expect(refusal({ ...coupon, status: 0, maxUse: 1, usedNumber: 1 }, { productId: 2 })).toBe(COUPON_INACTIVE);
    expect(refusal(coupon, { productId: 2 })).toBe(COUPON_OTHER_PRODUCT);
    expect(refusal({ ...coupon, harvestCenterId: 4 }, { productId: 1, harvestCenterId: 40 })).toBe(COUPON_OTHER_CENTER);
    expect(refusal({ ...coupon, harvestCenterId: 4 }, { productId: 1 })).toBe(COUPON_OTHER_CENTER);
    expect(refusal({ ...coupon, harvestCenterId: 4 }, { productId: 1, harvestCenterId: 4 })).toBeUndefined();
    expect(refusal({ ...coupon, usedNumber: 10 }, { productId: 1 })).toBe(COUPON_USED_UP);
    expect(refusal({ ...coupon, maxUse: 10, usedNumber: 12 }, { productId: 1 })).toBe(COUPON_USED_UP);
  });

  it('counts uses left, with max use 0 unlimited', () => {
    expect(usesLeft({ maxUse: 10, usedNumber: 3 })).toBe(7);
    expect(usesLeft({ maxUse: 2, usedNumber: 5 })).toBe(0);
    expect(usesLeft({ maxUse: 0, usedNumber: 1_000_000 })).toBe(Number.POSITIVE_INFINITY);
    expect(refusal({ ...coupon, maxUse: 0, usedNumber: 1_000_000 }, { productId: 1 })).toBeUndefined();
  });

  it('knows a code in any case and without surrounding spaces', () => {
    expect(codeKey(' Spring-25 ')).toBe('spring-25');
    expect(codeKey('SPRING-25')).toBe(codeKey('spring-25'));
  });
});
