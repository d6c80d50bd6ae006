import type { CouponView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { couponFormSchema, maxUseText, productsText, statusText, toCouponBody, toCouponValues } from './coupon-form';

const coupon: CouponView = {
  id: 7,
  name: 'Welcome',
  code: 'WELCOME-10',
  max_use_number: 0,
  discount_amount: 150.5,
  product_ids: '1,13',
  products: [
    { id: 1, name: 'New Patient Processing Fee' },
    { id: 13, name: 'Referral Processing Fee' },
  ],
  harvest_center: 4,
  hc_desc: { id: 4, company: 'Acme Harvest Center' },
  used_number: 3,
  status: 0,
  domain_id: 1,
};

const issues = (values: unknown) => {
  const result = couponFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the coupon form', () => {
  it('requires name, code, discount amount and max use, and nothing else (spec §5)', () => {
    expect(issues(toCouponValues())).toEqual({
      name: 'Required',
      code: 'Required',
      max_use_number: 'Enter a number of uses (0 for unlimited)',
      discount_amount: 'Required',
    });
    expect(issues({ ...toCouponValues(), name: 'Spring', code: 'SPRING', max_use_number: '5', discount_amount: '25' })).toEqual({});
  });

  it('starts from the coupon when editing and sends what the API reads', () => {
    const values = toCouponValues(coupon);
    expect(values).toEqual({
      name: 'Welcome',
      code: 'WELCOME-10',
      max_use_number: '0',
      discount_amount: '150.50',
      product_ids: ['1', '13'],
      harvest_center: '4',
      status: '0',
    });
    expect(toCouponBody(couponFormSchema.parse({ ...values, product_ids: ['13', '2'], harvest_center: '' }))).toEqual({
      name: 'Welcome',
      code: 'WELCOME-10',
      max_use_number: 0,
      discount_amount: 150.5,
      product_ids: '2,13',
      harvest_center: null,
      status: 0,
    });
  });

  it('words the table cells', () => {
    expect(maxUseText(0)).toBe('Unlimited');
    expect(maxUseText(25)).toBe('25');
    expect(productsText(coupon)).toBe('New Patient Processing Fee, Referral Processing Fee');
    expect(productsText({ products: [] })).toBe('All products');
    expect([statusText(1), statusText(0)]).toEqual(['Active', 'Inactive']);
  });
});
