import { describe, expect, it } from 'vitest';
import './zod-config';
import { AMOUNT_BELOW_ZERO, AMOUNT_TOO_LARGE, AT_MOST_TWO_DECIMALS, ENTER_AN_AMOUNT, fromCents, moneyAmount, toCents } from './money';
import { ProductPriceUpdate } from './products';

const amount = moneyAmount();
const messages = (value: unknown) => {
  const result = amount.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe('an amount of money', () => {
  it('reads dollars as a number or as the decimal text a form holds', () => {
    expect(amount.parse(150)).toBe(150);
    expect(amount.parse('149.99')).toBe(149.99);
    expect(amount.parse('0')).toBe(0);
    expect(amount.parse(' 12.5 ')).toBe(12.5);
  });

  it("says a missing or blank amount is 'Required'", () => {
    expect(messages(undefined)).toEqual(['Required']);
    expect(messages('')).toEqual(['Required']);
    expect(messages('  ')).toEqual(['Required']);
  });

  it('refuses fractions of a cent, negatives, amounts past the limit and text that is no plain amount', () => {
    expect(messages(19.999)).toEqual([AT_MOST_TWO_DECIMALS]);
    expect(messages(-0.01)).toEqual([AMOUNT_BELOW_ZERO]);
    expect(messages(1_000_000.01)).toEqual([AMOUNT_TOO_LARGE]);
    expect(AMOUNT_TOO_LARGE).toBe('The amount cannot be above 1,000,000');
    for (const text of ['12.345', '-1', '012', '1e3', '0x10', '1,000', '$5', '5.', '.5', 'NaN']) expect(messages(text), text).toEqual([ENTER_AN_AMOUNT]);
    for (const value of [null, true, [], {}, Number.NaN, Number.POSITIVE_INFINITY]) expect(messages(value).length, String(value)).toBeGreaterThan(0);
  });

  it('turns into whole cents and back without drift', () => {
    for (const [dollars, cents] of [
      [0.07, 7],
      [19.99, 1999],
      [1_000_000, 100_000_000],
      [0.1 + 0.2, 30],
    ] as const)
      expect(toCents(dollars)).toBe(cents);
    for (let cents = 0; cents < 100_000; cents += 7) expect(toCents(amount.parse(String(fromCents(cents))))).toBe(cents);
  });
});

describe('the product price payload', () => {
  it('needs both amounts, a product and a domain', () => {
    const result = ProductPriceUpdate.safeParse({ price: '', product_id: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['domain_id', 'price', 'shipping_fee']);
  });
});
