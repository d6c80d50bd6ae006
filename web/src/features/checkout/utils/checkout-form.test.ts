import { SHIPPING_DATE_PAST } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CHOOSE_CENTER, CHOOSE_PAYMENT, checkoutDefaults, checkoutFormSchema, NEW_CARD, typedQuantity, type CheckoutFormInput } from './checkout-form';
import { checkoutScreen } from './screens';

const today = '2026-11-22';
const address = { company: '', address1: '12 Harbor Road', address2: '', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' };
const filled = (fields: Partial<CheckoutFormInput> = {}): CheckoutFormInput => ({
  ...checkoutDefaults({ email: 'hc@acme.test', phone_number: '2085550100', payment: '900001', today }),
  billing: address,
  shipping: address,
  ...fields,
});

/** The first message of each field, as the form shows them. */
function messages(screen: ReturnType<typeof checkoutScreen>, values: CheckoutFormInput): Record<string, string> {
  const result = checkoutFormSchema(screen, today).safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the checkout form', () => {
  it("opens with the member's e-mail and phone, quantity 1, today's shipping date and the default card", () => {
    expect(checkoutDefaults({ email: 'a@b.test', phone_number: '1', payment: '77', today })).toMatchObject({
      email: 'a@b.test',
      quantity: '1',
      shipping_date: today,
      shipping_fee: 'yes',
      harvest_fee: 'no',
      payment: '77',
    });
  });

  it('passes a filled form paid with a saved card, the card fields left blank', () => {
    expect(messages(checkoutScreen('processing-fee'), filled())).toEqual({});
  });

  it('requires the card only when New Payment Option is chosen', () => {
    expect(messages(checkoutScreen('processing-fee'), filled({ payment: NEW_CARD }))).toEqual({
      'card.card_holder': 'Required',
      'card.card_number': 'Required',
      'card.expiration_date': 'Required',
      'card.cvv': 'Required',
    });
    const card = { card_holder: 'Ada Lovelace', card_number: '4111 1111 1111 1111', expiration_date: '04/31', cvv: '123' };
    expect(messages(checkoutScreen('processing-fee'), filled({ payment: NEW_CARD, card }))).toEqual({});
    expect(messages(checkoutScreen('processing-fee'), filled({ payment: '' }))).toEqual({ payment: CHOOSE_PAYMENT });
  });

  it('requires billing and shipping addresses, but no shipping address for product 14', () => {
    const blank = { ...address, address1: '', city: '' };
    expect(messages(checkoutScreen('product', 3), filled({ billing: blank, shipping: blank }))).toEqual({
      'billing.address1': 'Required',
      'billing.city': 'Required',
      'shipping.address1': 'Required',
      'shipping.city': 'Required',
    });
    expect(messages(checkoutScreen('product', 14), filled({ shipping: blank, shipping_date: '' }))).toEqual({});
  });

  it('asks the new patient for name, e-mail and phone only when a patient account is wanted', () => {
    const newPatient = { first_name: '', last_name: '', email: 'nope', phone_number: '', required_signature: false };
    expect(messages(checkoutScreen('processing-fee'), filled({ new_patient: newPatient }))).toEqual({});
    expect(Object.keys(messages(checkoutScreen('processing-fee'), filled({ create_patient: true, new_patient: newPatient })))).toEqual([
      'new_patient.first_name',
      'new_patient.last_name',
      'new_patient.email',
      'new_patient.phone_number',
    ]);
  });

  it('needs a harvest center on the referral fee', () => {
    expect(messages(checkoutScreen('referral-fee'), filled())).toEqual({ harvest_center_id: CHOOSE_CENTER });
    expect(messages(checkoutScreen('referral-fee'), filled({ harvest_center_id: '4' }))).toEqual({});
  });

  it('takes a whole quantity from 1 to 100 and a shipping date from today on', () => {
    const screen = checkoutScreen('product', 2);
    expect(Object.keys(messages(screen, filled({ quantity: '0' })))).toEqual(['quantity']);
    expect(Object.keys(messages(screen, filled({ quantity: '1.5' })))).toEqual(['quantity']);
    expect(messages(screen, filled({ quantity: '100', shipping_date: today }))).toEqual({});
    expect(messages(screen, filled({ shipping_date: '2026-11-21' }))).toEqual({ shipping_date: SHIPPING_DATE_PAST });
  });

  it('reads the quantity for the summary, 1 while it is not a valid one', () => {
    const screen = checkoutScreen('product', 2);
    expect(typedQuantity(screen, '4')).toBe(4);
    expect(typedQuantity(screen, '')).toBe(1);
    expect(typedQuantity(screen, '101')).toBe(1);
    expect(typedQuantity(checkoutScreen('processing-fee'), '4')).toBe(1);
  });
});
