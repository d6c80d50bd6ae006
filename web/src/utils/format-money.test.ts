import { describe, expect, it } from 'vitest';
import { amountText, formatCents, formatMoney } from './format-money';

describe('money as the portal shows it', () => {
  it('shows dollars with the sign, grouping and two decimals', () => {
    expect(formatMoney(1500)).toBe('$1,500.00');
    expect(formatMoney(72.5)).toBe('$72.50');
    expect(formatMoney(0.07)).toBe('$0.07');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows nothing unreadable as $0.00', () => {
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('starts a form field with the plain amount', () => {
    expect(amountText(295)).toBe('295.00');
    expect(amountText(18.25)).toBe('18.25');
  });

  it('shows integer cents as dollars, to the cent', () => {
    expect(formatCents(150_000)).toBe('$1,500.00');
    expect(formatCents(140_001)).toBe('$1,400.01');
    expect(formatCents(7)).toBe('$0.07');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(null)).toBe('$0.00');
  });
});
