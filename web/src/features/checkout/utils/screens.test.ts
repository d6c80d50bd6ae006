import { Membership } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutScreen, missingPatient, patientListPath, productRouteId } from './screens';

describe('the checkout screens', () => {
  it('sells the processing fee (1) and the referral fee (13) with an optional new patient, the referral fee with the harvest fee', () => {
    expect(checkoutScreen('processing-fee')).toMatchObject({ productId: 1, newPatient: true, harvestFee: false, patientPicker: false, quantity: false });
    expect(checkoutScreen('referral-fee')).toMatchObject({ productId: 13, newPatient: true, harvestFee: true, endpoint: 'transactions/' });
  });

  it('makes a patient mandatory for products 2 and 14 only', () => {
    expect(checkoutScreen('product', 2).patientRequired).toBe(true);
    expect(checkoutScreen('product', 14).patientRequired).toBe(true);
    for (const id of [3, 8, 9, 10, 11, 12]) expect(checkoutScreen('product', id).patientRequired).toBe(false);
  });

  it('hides shipping and the shipping date for product 14 alone', () => {
    expect(checkoutScreen('product', 14)).toMatchObject({ shipping: false, shippingDate: false, quantity: true });
    expect(checkoutScreen('product', 2)).toMatchObject({ shipping: true, shippingDate: true });
  });

  it("sends the tag-1 patient's vials (2) to its own call, with quantity and shipping date, no patient picker", () => {
    expect(checkoutScreen('patient-vials')).toMatchObject({
      productId: 2,
      endpoint: 'transactions/patient/',
      patientPicker: false,
      patientRequired: false,
      quantity: true,
      shippingDate: true,
    });
  });

  it('blocks the payment without a patient only where one is required', () => {
    expect(missingPatient(checkoutScreen('product', 2), null)).toBe(true);
    expect(missingPatient(checkoutScreen('product', 2), 42)).toBe(false);
    expect(missingPatient(checkoutScreen('product', 3), null)).toBe(false);
  });

  it('reads the route id as a product id, or none', () => {
    expect(productRouteId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '012', '1e3', 'abc', '-3']) expect(productRouteId(bad)).toBeUndefined();
  });

  it('offers a harvest center its patients and a referral center its referred patients', () => {
    expect(patientListPath(Membership.HarvestCenter, 4)).toBe('harvest-centers/4/patients/');
    expect(patientListPath(Membership.ReferralHarvestCenter, 5)).toBe('harvest-centers/referral/5/patients/');
    expect(patientListPath(Membership.Patient, 2)).toBeUndefined();
    expect(patientListPath(Membership.HarvestCenter, undefined)).toBeUndefined();
  });
});
