import { describe, expect, it } from 'vitest';
import './zod-config';
import { COUPON_CODE_SPACES, CouponFields, NOT_A_STATUS, NOT_CATALOG_PRODUCTS, ProductIdsText } from './coupons';

const coupon = { name: 'Spring', code: 'SPRING-25', max_use_number: 10, discount_amount: 25 };
const messages = (value: unknown) => {
  const result = CouponFields.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a coupon as the admin sends it', () => {
  it('reads the products as catalog ids, sorted and once each; blank is every product', () => {
    expect(ProductIdsText.parse('13, 1,1')).toEqual([1, 13]);
    expect(ProductIdsText.parse('')).toEqual([]);
    expect(ProductIdsText.parse(' 2 ')).toEqual([2]);
    for (const bad of ['4', '1,4', '0', '1;2', 'x', '1,,2', '01', '12345'])
      expect(ProductIdsText.safeParse(bad).error?.issues[0]?.message, bad).toBe(NOT_CATALOG_PRODUCTS);
  });

  it('takes the status as 1 or 0, as a number or a select value, and defaults nothing itself', () => {
    expect(CouponFields.parse({ ...coupon, status: '0' }).status).toBe(0);
    expect(CouponFields.parse({ ...coupon, status: 1 }).status).toBe(1);
    expect(CouponFields.parse(coupon).status).toBeUndefined();
    expect(messages({ ...coupon, status: 2 })).toEqual([`status: ${NOT_A_STATUS}`]);
  });

  it('requires name, code, max use and discount, and refuses a code with spaces or a zero discount', () => {
    expect(messages({}).sort()).toEqual(['code: Required', 'discount_amount: Required', 'max_use_number: Required', 'name: Required']);
    expect(messages({ ...coupon, code: 'TWO WORDS' })).toEqual([`code: ${COUPON_CODE_SPACES}`]);
    expect(messages({ ...coupon, discount_amount: 0 })).toEqual(['discount_amount: The discount must be above 0']);
    expect(CouponFields.parse({ ...coupon, code: '  spring-25 ', discount_amount: '19.99', max_use_number: '0' })).toMatchObject({
      code: 'spring-25',
      discount_amount: 19.99,
      max_use_number: 0,
    });
  });
});
