import { describe, expect, it } from 'vitest';
import { checkoutTotals, summaryLines } from './totals';

describe('the checkout totals', () => {
  it('adds price × quantity and the shipping fee when shipping is yes, less the discount', () => {
    expect(checkoutTotals({ price: 450, shippingFee: 75, quantity: 3, shipping: 'yes', discount: 100 })).toEqual({
      price: 450,
      quantity: 3,
      shipping_fee: 75,
      harvest_fee: 0,
      discount: 100,
      total: 1325,
    });
  });

  it('leaves the shipping fee out when shipping is no', () => {
    expect(checkoutTotals({ price: 85, shippingFee: 15, quantity: 2, shipping: 'no', discount: 0 })).toMatchObject({ shipping_fee: 0, total: 170 });
  });

  it('adds the harvest fee of 2500 on yes and nothing on no', () => {
    const base = { price: 1500, shippingFee: 0, quantity: 1, shipping: 'yes', discount: 100 } as const;
    expect(checkoutTotals({ ...base, harvestFee: 'yes' })).toMatchObject({ harvest_fee: 2500, total: 3900 });
    expect(checkoutTotals({ ...base, harvestFee: 'no' })).toMatchObject({ harvest_fee: 0, total: 1400 });
  });

  it('counts in cents, so cents add up without binary fractions', () => {
    expect(checkoutTotals({ price: 0.1, shippingFee: 0.2, quantity: 3, shipping: 'yes', discount: 0 }).total).toBe(0.5);
    expect(checkoutTotals({ price: 92.4, shippingFee: 12, quantity: 7, shipping: 'yes', discount: 0.15 }).total).toBe(658.65);
  });

  it('never goes below 0 and treats a quantity that is no whole number as 1', () => {
    expect(checkoutTotals({ price: 65, shippingFee: 20, quantity: 1, shipping: 'yes', discount: 100 }).total).toBe(0);
    expect(checkoutTotals({ price: 65, shippingFee: 0, quantity: 0, shipping: 'no', discount: 0 })).toMatchObject({ quantity: 1, total: 65 });
    expect(checkoutTotals({ price: 65, shippingFee: 0, quantity: 2.5, shipping: 'no', discount: 0 })).toMatchObject({ quantity: 1, total: 65 });
  });
});

describe('the summary lines', () => {
  const totals = checkoutTotals({ price: 1500, shippingFee: 0, quantity: 1, shipping: 'yes', harvestFee: 'yes', discount: 100 });

  it('lists Price, Shipping Fee, Discount and Total on the processing fee', () => {
    expect(summaryLines(totals, { quantity: false, harvestFee: false }).map((l) => l.label)).toEqual(['Price', 'Shipping Fee', 'Discount', 'Total']);
  });

  it('adds Harvest Fee on the referral fee and Quantity where a quantity is chosen', () => {
    expect(summaryLines(totals, { quantity: false, harvestFee: true }).map((l) => l.label)).toEqual([
      'Price',
      'Shipping Fee',
      'Harvest Fee',
      'Discount',
      'Total',
    ]);
    const lines = summaryLines(totals, { quantity: true, harvestFee: false });
    expect(lines.find((l) => l.label === 'Quantity')).toEqual({ label: 'Quantity', amount: 1, money: false });
  });
});
