import { AdminMemberUpdate, COMPANY_REQUIRED, type MemberView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import {
  toggleId,
  toUserDetailsUpdate,
  toUserDetailsValues,
  userDetailsSchema,
  userUpdatedMessage,
  userUpdateFailedMessage,
  type UserDetailsValues,
} from './user-details-form';

const patient = {
  id: 42,
  email: 'pat@acme.test',
  first_name: 'Pat',
  last_name: 'Lee',
  username: 'Pat Lee',
  phone_number: '5550100',
  subscription: 2,
  membership: [{ id: 2, name: 'General Member' }],
  company: '',
  template_id: '',
  lab_id: null,
  domain: 1,
  saless_rep_id: 3,
  sales_manager_id: null,
  sales_distributor_id: null,
  staff_hc_ids: [],
  staff_unconfirmed_hc_ids: [],
  rhc_hc_ids: [],
  harvest_center_id: 4,
  referral_harvest_center_id: null,
  tags: [1],
  is_active: true,
  date_joined: '2026-01-02T03:04:05.000Z',
  signup_date: null,
  last_login: null,
  address1: '1 Main St',
  address2: '',
  city: 'Reno',
  state_desc: 'NV',
  country_desc: 'United States',
  zip_code: '89501',
  document_id: '',
  hc_logo: '',
  vials_available: 0,
  vials_shipped: 0,
  vials_preparation: 2,
  check_agreement: null,
  date_adipose_shipped_to_lab: null,
  date_adipose_received_by_lab: '2026-03-01',
  estimated_date_vials_ready_to_ship: '2026-05-10',
  set_date_manually: false,
  date_vials_ready_to_ship: null,
  number_times_qc_done: 0,
  stemcell_plating_initiated_date: null,
  stemcell_plating_successful: 1,
  hla_typing_test: null,
  vials_ready_ship: 0,
} satisfies MemberView;

const initial = toUserDetailsValues(patient);
const edit = (changes: Partial<UserDetailsValues>) => toUserDetailsUpdate({ ...initial, ...changes }, initial);

describe('toUserDetailsValues', () => {
  it('holds every field as text, links and Yes/No blank when unset', () => {
    expect(initial).toMatchObject({
      memberships: ['2'],
      tags: ['1'],
      harvest_center_id: '4',
      saless_rep_id: '3',
      lab_id: '',
      date_adipose_shipped_to_lab: '',
      date_adipose_received_by_lab: '2026-03-01',
      stemcell_plating_successful: '1',
      hla_typing_test: '',
      vials_preparation: '2',
      set_date_manually: false,
    });
    expect(userDetailsSchema(initial).safeParse(initial).success).toBe(true);
  });
});

describe('toUserDetailsUpdate', () => {
  it('sends nothing when nothing changed', () => {
    expect(toUserDetailsUpdate(initial, initial)).toEqual({});
  });

  it('sends only the changed contact fields, trimmed', () => {
    expect(edit({ city: ' Denver ', first_name: 'Pat ' })).toEqual({ city: 'Denver' });
  });

  it('sends memberships and tags as ids when they change', () => {
    expect(edit({ memberships: ['2', '3'], tags: [] })).toEqual({ memberships: [2, 3], tags: [] });
    expect(edit({ tags: ['1'] })).toEqual({});
  });

  it('clears an emptied link with null and sends a chosen one as a number', () => {
    expect(edit({ harvest_center_id: '', lab_id: '1', saless_rep_id: '3' })).toEqual({ harvest_center_id: null, lab_id: 1 });
  });

  it('sends process dates, counts and Yes/No answers', () => {
    expect(
      edit({
        date_adipose_shipped_to_lab: '2026-02-20',
        vials_ready_ship: '4',
        number_times_qc_done: '',
        hla_typing_test: '2',
        stemcell_plating_successful: '',
      }),
    ).toEqual({ date_adipose_shipped_to_lab: '2026-02-20', vials_ready_ship: 4, hla_typing_test: 2, stemcell_plating_successful: null });
  });

  it('leaves the estimate to the server unless it is set manually', () => {
    expect(edit({ date_adipose_received_by_lab: '2026-04-01', estimated_date_vials_ready_to_ship: '2030-01-01' })).toEqual({
      date_adipose_received_by_lab: '2026-04-01',
    });
    expect(edit({ set_date_manually: true, estimated_date_vials_ready_to_ship: '2026-06-01' })).toEqual({
      set_date_manually: true,
      estimated_date_vials_ready_to_ship: '2026-06-01',
    });
    expect(edit({ set_date_manually: true })).toEqual({ set_date_manually: true, estimated_date_vials_ready_to_ship: '2026-05-10' });
    const manual = { ...initial, set_date_manually: true };
    expect(toUserDetailsUpdate({ ...manual, estimated_date_vials_ready_to_ship: '2026-07-01' }, manual)).toEqual({
      estimated_date_vials_ready_to_ship: '2026-07-01',
    });
    expect(toUserDetailsUpdate({ ...manual, set_date_manually: false }, manual)).toEqual({ set_date_manually: false });
  });
});

describe('userDetailsSchema', () => {
  const problems = (changes: Partial<UserDetailsValues>) => {
    const result = userDetailsSchema(initial).safeParse({ ...initial, ...changes });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('wants a numeric phone, counts of at least 0 and one membership', () => {
    expect(problems({ phone_number: 'call me' })).toHaveProperty('phone_number');
    expect(problems({ vials_preparation: '-1' })).toEqual({ vials_preparation: 'Minimum 0' });
    expect(problems({ memberships: [] })).toEqual({ memberships: 'Choose at least one membership' });
  });

  it("uses the API's rules: whatever Save sends is checked as the API checks it", () => {
    // The API refuses a cleared phone (ProfileUpdate: required); the form used to accept it.
    expect(problems({ phone_number: '' })).toEqual({ phone_number: 'Required' });
    expect(problems({ phone_number: ' +1 (555) 010-0 ' })).toEqual({});
    for (const changes of [
      { phone_number: '' },
      { phone_number: 'call me' },
      { first_name: 'x'.repeat(81) },
      { email: 'nope' },
      { date_adipose_shipped_to_lab: '2026-1-1' },
    ]) {
      const sent = toUserDetailsUpdate({ ...initial, ...changes }, initial);
      expect(AdminMemberUpdate.safeParse(sent).success, JSON.stringify(changes)).toBe(false);
      expect(Object.keys(problems(changes))).toEqual(Object.keys(changes));
    }
  });

  it('checks only what Save sends: a stored value the rules would now refuse does not block other changes', () => {
    const stored = { ...initial, phone_number: '' };
    expect(userDetailsSchema(stored).safeParse({ ...stored, city: 'Elko' }).success).toBe(true);
  });

  it('wants a company for harvest centers and HC staff', () => {
    expect(problems({ memberships: ['4'] })).toEqual({ company: COMPANY_REQUIRED });
    expect(problems({ memberships: ['2', '9'], company: 'Clinic' })).toEqual({});
  });
});

describe('messages', () => {
  it('tells patients apart from other members on success', () => {
    expect(userUpdatedMessage(patient)).toBe('Patient has been updated!');
    expect(userUpdatedMessage({ membership: [{ id: 4, name: 'Harvest Center' }] })).toBe('User has been updated');
  });

  it("shows the server's message, else 'Looks like something went wrong'", () => {
    expect(userUpdateFailedMessage(new ApiError(400, 'Choose a sales rep of this portal.'))).toBe('Choose a sales rep of this portal.');
    expect(userUpdateFailedMessage(new ApiError(500, 'Request failed (500)'))).toBe('Looks like something went wrong');
    expect(userUpdateFailedMessage(new ApiError(0, NETWORK_ERROR_MESSAGE, 'network'))).toBe('Looks like something went wrong');
    expect(userUpdateFailedMessage(new Error('boom'))).toBe('Looks like something went wrong');
  });
});

describe('toggleId', () => {
  it('adds at the end and removes', () => {
    expect(toggleId(['2'], '3', true)).toEqual(['2', '3']);
    expect(toggleId(['2', '3'], '2', false)).toEqual(['3']);
    expect(toggleId(['2'], '2', true)).toEqual(['2']);
  });
});
