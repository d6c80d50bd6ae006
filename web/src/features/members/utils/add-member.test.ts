import { NewHarvestCenterRequest, NewMemberRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { optionalId } from './add-member';

describe('optionalId', () => {
  it('reads a chosen option as a number and the empty option as nothing', () => {
    expect(optionalId('4')).toBe(4);
    expect(optionalId(4)).toBe(4);
    expect(optionalId('')).toBeUndefined();
    expect(optionalId(undefined)).toBeUndefined();
    expect(optionalId('0')).toBeUndefined();
    expect(optionalId('x')).toBeUndefined();
  });

  it('lets the contract schemas accept a form without a center or a rep', () => {
    const names = { first_name: 'Pat', last_name: 'Lee', email: 'Pat@Acme.test', phone_number: '' };
    expect(NewMemberRequest.parse({ ...names, subscription: 2, harvest_center_id: optionalId('') })).toMatchObject({ email: 'pat@acme.test', subscription: 2 });
    expect(NewMemberRequest.parse({ ...names, subscription: 2, harvest_center_id: optionalId('4') }).harvest_center_id).toBe(4);
    expect(NewHarvestCenterRequest.safeParse({ ...names, saless_rep_id: optionalId('') }).success).toBe(false);
    expect(NewHarvestCenterRequest.parse({ ...names, company: 'Reno Clinic', saless_rep_id: optionalId('3') })).toMatchObject({
      subscription: 4,
      saless_rep_id: 3,
    });
  });
});
