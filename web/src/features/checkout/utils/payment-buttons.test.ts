import { describe, expect, it } from 'vitest';
import { checkoutHref, paymentButtons, showsCheckoutVials, showsPaymentButtons } from './payment-buttons';

describe('the dashboard payment buttons', () => {
  it('opens the processing fee, the referral fee and the dynamic checkout of the rest', () => {
    expect(checkoutHref(1)).toBe('/harvest-center/checkout/processing-fee');
    expect(checkoutHref(13)).toBe('/harvest-center/checkout/harvest-fee');
    expect(checkoutHref(14)).toBe('/harvest-center/checkout/product/14');
  });

  it('lists what the center may buy, the fee first', () => {
    const buttons = paymentButtons([
      { id: 12, name: 'Pop-Up Banner' },
      { id: 2, name: 'Order Patient Vials' },
      { id: 13, name: 'Referral Processing Fee' },
    ]);
    expect(buttons.map((b) => b.label)).toEqual(['Referral Processing Fee', 'Order Patient Vials', 'Pop-Up Banner']);
    expect(buttons[1]).toEqual({ id: 2, label: 'Order Patient Vials', href: '/harvest-center/checkout/product/2' });
  });
});

describe('who pays from the dashboard', () => {
  const member = (plan: number, tags: number[] = []) => ({ membership: [{ id: plan, name: '' }], tags });

  it('gives harvest centers and referral centers the payment buttons', () => {
    expect(showsPaymentButtons(member(4))).toBe(true);
    expect(showsPaymentButtons(member(5))).toBe(true);
    for (const plan of [1, 2, 3, 6, 7, 8, 9]) expect(showsPaymentButtons(member(plan))).toBe(false);
  });

  it('gives the Checkout Vials card to tag-1 members who are not harvest centers', () => {
    expect(showsCheckoutVials(member(2, [1]))).toBe(true);
    expect(showsCheckoutVials(member(2, [2]))).toBe(false);
    expect(showsCheckoutVials(member(2))).toBe(false);
    expect(showsCheckoutVials(member(4, [1]))).toBe(false);
  });
});
