import { CheckoutRequest, carriesCardData } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutDefaults, NEW_CARD, type CheckoutFormInput } from './checkout-form';
import { formTotals, toCheckoutRequest } from './checkout-request';
import { checkoutScreen } from './screens';

const key = '6f1c1c5e-8d8a-4c47-9d55-3d5b4a3c2b10';
const address = {
  company: 'Harvest Center',
  address1: ' 12 Harbor Road ',
  address2: '',
  city: 'Boise',
  state: 'ID',
  country_desc: 'United States',
  zip_code: '83702',
};
const values = (fields: Partial<CheckoutFormInput> = {}): CheckoutFormInput => ({
  ...checkoutDefaults({ email: 'HC@acme.test', phone_number: '2085550100', payment: '900001', today: '2026-11-22' }),
  billing: address,
  shipping: { ...address, address1: '9 Dock Street' },
  ...fields,
});
const fee = { name: 'New Patient Processing Fee', price: 1500, shipping_fee: 0 };
const vials = { name: 'Order Patient Vials', price: 450, shipping_fee: 75 };
const applied = { status: 'applied', code: 'WELCOME100', discount: 100, message: '' } as const;

describe('the checkout payment', () => {
  it('carries the processing fee, the amounts shown, the applied coupon and the saved card', () => {
    const request = toCheckoutRequest(checkoutScreen('processing-fee'), values(), {
      idempotencyKey: key,
      product: fee,
      coupon: applied,
      payment: { payment_profile_id: '900001' },
    });
    expect(request).toEqual({
      idempotency_key: key,
      product_id: 1,
      product_quantity: 1,
      product_amount: 1500,
      total_amount: 1400,
      shipping_fee: 'yes',
      coupon_code: 'WELCOME100',
      coupon_code_amount: 100,
      email: 'hc@acme.test',
      phone_number: '2085550100',
      addressInfo: { company: 'Harvest Center', address1: '12 Harbor Road', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
      shippingInfo: { company: 'Harvest Center', address1: '9 Dock Street', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
      order_description: 'New Patient Processing Fee',
      payment: { payment_profile_id: '900001' },
    });
    expect(CheckoutRequest.safeParse(request).success).toBe(true);
  });

  it('adds the referral fee center, the harvest fee and the new patient', () => {
    const screen = checkoutScreen('referral-fee');
    const form = values({
      harvest_center_id: '4',
      harvest_fee: 'yes',
      create_patient: true,
      new_patient: { first_name: ' Nora ', last_name: 'New', email: 'Nora@acme.test', phone_number: '2085550111', required_signature: true },
    });
    const request = toCheckoutRequest(screen, form, {
      idempotencyKey: key,
      product: { ...fee, name: 'Referral Processing Fee' },
      coupon: { status: 'none' },
      payment: { payment_profile_id: '1' },
    });
    expect(request).toMatchObject({ product_id: 13, harvest_center_id: 4, harvest_fee: 'yes', total_amount: 4000 });
    expect(request.create_patient).toEqual({
      first_name: 'Nora',
      last_name: 'New',
      email: 'nora@acme.test',
      phone_number: '2085550111',
      required_signature: true,
    });
    expect(request).not.toHaveProperty('coupon_code');
    expect(CheckoutRequest.safeParse(request).success).toBe(true);
  });

  it('sends the patient, quantity and shipping date of a product, and no shipping for product 14', () => {
    const form = values({ patient_id: 42, quantity: '3', shipping_fee: 'yes' });
    const request = toCheckoutRequest(checkoutScreen('product', 2), form, {
      idempotencyKey: key,
      product: vials,
      coupon: { status: 'none' },
      payment: { payment_profile_id: '1' },
    });
    expect(request).toMatchObject({ product_id: 2, patient_id: 42, product_quantity: 3, shipping_date: '2026-11-22', total_amount: 1425 });

    const preorder = toCheckoutRequest(checkoutScreen('product', 14), form, {
      idempotencyKey: key,
      product: vials,
      coupon: { status: 'none' },
      payment: { payment_profile_id: '1' },
    });
    expect(preorder).toMatchObject({ product_id: 14, shipping_fee: 'no', total_amount: 1350 });
    expect(preorder).not.toHaveProperty('shippingInfo');
    expect(preorder).not.toHaveProperty('shipping_date');
  });

  it('leaves out what a screen does not show', () => {
    const form = values({ patient_id: 42, harvest_center_id: '4', harvest_fee: 'yes', create_patient: true, quantity: '5' });
    const request = toCheckoutRequest(checkoutScreen('patient-vials'), form, {
      idempotencyKey: key,
      product: vials,
      coupon: { status: 'none' },
      payment: { payment_profile_id: '1' },
    });
    for (const field of ['patient_id', 'harvest_center_id', 'harvest_fee', 'create_patient']) expect(request).not.toHaveProperty(field);
    expect(request).toMatchObject({ product_quantity: 5, total_amount: 2325 });
  });

  it('pays a new card with its gateway token and never carries the card typed', () => {
    const card = { card_holder: 'Ada Lovelace', card_number: '4111111111111111', expiration_date: '04/31', cvv: '123' };
    const form = values({ payment: NEW_CARD, card, save_card: true });
    const payment = { card_holder: 'Ada Lovelace', token: { descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', value: 'tok_1' }, save_card: true };
    const request = toCheckoutRequest(checkoutScreen('processing-fee'), form, { idempotencyKey: key, product: fee, coupon: { status: 'none' }, payment });
    expect(request.payment).toEqual(payment);
    expect(JSON.stringify(request)).not.toContain('4111111111111111');
    expect(carriesCardData(request)).toBe(false);
  });

  it('shows the totals it sends', () => {
    const form = values({ quantity: '2', shipping_fee: 'no' });
    expect(formTotals(checkoutScreen('product', 2), vials, form, applied)).toEqual({
      price: 450,
      quantity: 2,
      shipping_fee: 0,
      harvest_fee: 0,
      discount: 100,
      total: 800,
    });
  });
});
