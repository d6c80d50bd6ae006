import { describe, expect, it } from 'vitest';
import { checkoutHref, paymentButtons } from './payment-buttons';

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
