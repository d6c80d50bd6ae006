import { registrationFormFor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRegistration, pageFields, registrationPayload, typedEmail } from './registration-form';

const filled = { ...emptyRegistration, first_name: 'Cora', last_name: 'Clinic', email: 'cora@clinic.test', password: 'long-enough' };
const messages = (page: Parameters<typeof registrationFormFor>[0], values: object) => {
  const result = registrationFormFor(page).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the registration forms', () => {
  it('require names, e-mail and a password of 8 characters on every page', () => {
    expect(messages('sales-rep', emptyRegistration)).toMatchObject({ first_name: 'Required', last_name: 'Required', password: 'Required. Min Length 8' });
    expect(messages('sales-rep', { ...filled, password: 'short' })).toEqual({ password: 'Required. Min Length 8' });
    expect(messages('sales-rep', filled)).toEqual({});
  });

  it('require the address on center and staff pages, and the clinic and postal code on center pages only', () => {
    const address = { address1: 'Required', city: 'Required', state_desc: 'Required', country_desc: 'Required' };
    expect(messages('harvest-center', filled)).toEqual({ ...address, company: 'Required', phone_number: 'Required', zip_code: 'Required' });
    expect(messages('referral-center', filled)).toEqual({ ...address, company: 'Required', phone_number: 'Required', zip_code: 'Required' });
    expect(messages('hc-staff', filled)).toEqual(address);
    expect(pageFields('sales-manager')).toMatchObject({ address: true, addressRequired: false, zipHint: true });
    expect(pageFields('admin')).toMatchObject({ address: false, clinic: false });
  });

  it("sends the page's own membership with its links, leaving out what was not typed", () => {
    const payload = registrationPayload(
      'referral-center',
      { ...filled, address2: ' ' },
      { salesRepId: 3, hcId: 4, documents: [{ doc_id: 'd1', title: 'RHC' }] },
    );
    expect(payload).toMatchObject({ subscription: 5, saless_rep_id: 3, hc_id: 4, documents: [{ doc_id: 'd1', title: 'RHC' }], document_id: 'd1' });
    expect(payload).not.toHaveProperty('address2');
    expect(registrationPayload('hc-staff', filled, { salesRepId: 3, hcId: 4 })).toMatchObject({ subscription: 9, hc_id: 4 });
    expect(registrationPayload('hc-staff', filled, { salesRepId: 3, hcId: 4 })).not.toHaveProperty('saless_rep_id');
    expect(registrationPayload('sales-rep', filled, { hcId: 4 })).not.toHaveProperty('hc_id');
  });

  it('checks an address only once it reads as one', () => {
    expect(typedEmail('cora@')).toBeUndefined();
    expect(typedEmail(' Cora@Clinic.test ')).toBe('cora@clinic.test');
  });
});
