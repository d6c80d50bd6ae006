import type { TransactionParty } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { centerName, commissionText, couponText, personName } from './rows';

const party = (patch: Partial<TransactionParty>): TransactionParty => ({
  id: 4,
  first_name: '',
  last_name: '',
  company: '',
  username: '',
  email: 'hc@acme.test',
  sales_manager: null,
  ...patch,
});

describe('report cells', () => {
  it('names people by name, then e-mail, and centers by company', () => {
    expect(personName(party({ first_name: 'Ray', last_name: 'Rep' }))).toBe('Ray Rep');
    expect(personName(party({ username: 'Ray R.', first_name: 'Ray', last_name: 'Rep' }))).toBe('Ray R.');
    expect(personName(party({}))).toBe('hc@acme.test');
    expect(personName(null)).toBe('—');
    expect(centerName(party({ company: 'Acme Harvest Center', first_name: 'Hana' }))).toBe('Acme Harvest Center');
    expect(centerName(party({ first_name: 'Hana', last_name: 'Center' }))).toBe('Hana Center');
    expect(centerName(null)).toBe('—');
  });

  it('shows the coupon with the amount it took off, from cents', () => {
    expect(couponText({ coupon_code_used: 'WELCOME100', coupon_code_amount_cents: 10_000 })).toBe('WELCOME100 (-$100.00)');
    expect(couponText({ coupon_code_used: null, coupon_code_amount_cents: 0 })).toBe('—');
  });

  it('says whether the commission was paid', () => {
    expect(commissionText(true)).toBe('Yes');
    expect(commissionText(false)).toBe('No');
  });
});
