import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import './zod-config';
import { AdminMemberUpdate, ResetMemberPasswordRequest, UserListQuery } from './member-admin';
import { LocationFields, NewLocation } from './locations';
import { MemberIdParam } from './member';
import { LabCenterParams, NewTeamMemberRequest } from './network';
import { AgreementAcceptance, ContactMessage, ProfileUpdate } from './profile';
import {
  CalendarDate,
  emailAddress,
  FORBIDDEN_CHARACTERS,
  Id,
  IdText,
  INVALID_DATE,
  INVALID_PHONE,
  LocalDateTime,
  NOT_AN_ID,
  phoneNumber,
  text,
  tooLong,
  wholeNumber,
} from './primitives';
import { NewVialEntry, VialEntryUpdate, VialsHistoryQuery } from './vials';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe('text', () => {
  const name = text(10, { required: true });

  it('trims, and says a value is too long with its limit (not "Required")', () => {
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(messages(name, 'x'.repeat(11))).toEqual([tooLong(10)]);
    expect(tooLong(10)).toBe('Ensure this field has no more than 10 characters.');
    expect(messages(name, `  ${'x'.repeat(10)}  `)).toEqual([]);
  });

  it('reads a missing or blank required value as Required, with the message given', () => {
    expect(messages(name, undefined)).toEqual(['Required']);
    expect(messages(name, '   ')).toEqual(['Required']);
    expect(messages(text(5, { required: 'Required. Your name' }), '')).toEqual(['Required. Your name']);
    expect(messages(text(5, { required: 'Required. Your name' }), 'x'.repeat(6))).toEqual([tooLong(5)]);
  });

  it('refuses NUL, controls, line separators, bidirectional overrides and lone surrogates inside the text', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\nb', 'a\tb', 'a\u0085b', 'a\u2028b', 'a\u202Eb', 'a\u2066b', 'a\u200Fb', 'a\u061Cb', 'a\uD800b', 'a\uDC00b'])
      expect(messages(name, bad), JSON.stringify(bad)).toEqual([FORBIDDEN_CHARACTERS]);
  });

  it('keeps every script, emoji and joiner people type', () => {
    for (const good of ['Zoë', 'José Núñez', '山田 太郎', 'محمد', '👩‍⚕️ Dr', "O'Brien-Smith"]) expect(text(40).parse(good)).toBe(good);
  });

  it('lets multi-line text hold tabs and line breaks, but no other control', () => {
    const message = text(50, { multiline: true });
    expect(message.parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(messages(message, 'bell\u0007')).toEqual([FORBIDDEN_CHARACTERS]);
    expect(messages(message, 'flip\u202E')).toEqual([FORBIDDEN_CHARACTERS]);
  });

  it('is what names, companies, addresses, searches and messages of the contracts use', () => {
    const profile = { first_name: 'Ada', last_name: 'Lovelace', phone_number: '555 0100', email: 'ada@acme.test' };
    expect(messages(ProfileUpdate, { ...profile, first_name: 'Ada\u0000' })).toEqual([FORBIDDEN_CHARACTERS]);
    expect(messages(ProfileUpdate, { ...profile, company: 'Acme\u202Egnp.exe' })).toEqual([FORBIDDEN_CHARACTERS]);
    expect(messages(ProfileUpdate, { ...profile, address1: 'x'.repeat(201) })).toEqual([tooLong(200)]);
    expect(messages(LocationFields, { location_name: 'Home\u0000', address1: '1 Main', city: 'Reno', state_desc: 'NV', country_desc: 'US' })).toEqual([
      FORBIDDEN_CHARACTERS,
    ]);
    expect(messages(UserListQuery, { search: 'ada\u0000' })).toEqual([FORBIDDEN_CHARACTERS]);
    expect(messages(NewTeamMemberRequest, { first_name: 'x'.repeat(81), last_name: 'Rep', email: 'rep@acme.test' })).toEqual([tooLong(80)]);
    expect(messages(ContactMessage, { name: 'x'.repeat(121), email: 'a@acme.test', message: 'Hello' })).toEqual([tooLong(120)]);
    expect(messages(ContactMessage, { name: 'Ada', email: 'a@acme.test', message: 'x'.repeat(5001) })).toEqual([tooLong(5000)]);
    expect(messages(NewVialEntry.shape.note, 'x'.repeat(501))).toEqual([tooLong(500)]);
  });
});

describe('emailAddress', () => {
  it('trims and lower-cases, and says too long with the limit', () => {
    expect(emailAddress().parse(' Ada@Acme.TEST ')).toBe('ada@acme.test');
    expect(messages(emailAddress(), `${'a'.repeat(250)}@b.co`)).toEqual([tooLong(254)]);
    expect(messages(emailAddress({ required: true }), undefined)).toEqual(['Required']);
  });
});

describe('phoneNumber', () => {
  const phone = ProfileUpdate.shape.phone_number;

  it.each([
    '+1-512-555-0199 x1234',
    '+1-512-555-0199 ext. 1234',
    '+1-512-555-0199 ext 1234',
    '+1-512-555-0199;ext=1234',
    '(512) 555-0199 X12',
    '+44 20 7946 0958 Ext.123456',
    '555 0101',
  ])('takes %j as the member typed it', (value) => {
    expect(phone.parse(value)).toBe(value);
  });

  it('refuses words, an extension without digits or past six, and more than 30 characters', () => {
    for (const value of ['call me', '+1-512-555-0199 x', '+1-512-555-0199 x1234567', '+1-512-555-0199 ext. 12 x3', 'x1234'])
      expect(messages(phone, value), value).toEqual([INVALID_PHONE]);
    expect(messages(phone, '+44 (020) 7946-0958 ext. 123456')).toEqual([tooLong(30)]);
    expect(messages(phone, '')).toEqual(['Required']);
    expect(messages(phoneNumber(), '')).toEqual([]);
  });

  it('refuses a long value in one pass', () => {
    const started = performance.now();
    expect(messages(phone, `1${' '.repeat(100_000)}!`)).toContain(INVALID_PHONE);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('ids', () => {
  const nonCanonical = ['0x1b', '27.0', '+27', '027', ' 27', '27 ', '2.7e1', '1e3', '0', '-27', '', '２７', '27abc', '9'.repeat(16)];

  it('reads only canonical positive integers from path and query text', () => {
    expect(IdText.parse('27')).toBe(27);
    expect(MemberIdParam.parse({ id: '27' })).toEqual({ id: 27 });
    for (const bad of nonCanonical) expect(messages(IdText, bad), bad).toEqual([NOT_AN_ID]);
    expect(messages(LabCenterParams, { id: '1', hcId: '04' })).toEqual([NOT_AN_ID]);
    expect(messages(UserListQuery, { membership: '0x2' })).toEqual([NOT_AN_ID]);
  });

  it('takes a body id as a safe integer or its canonical text, never null, true, a fraction or a padded string', () => {
    expect(Id.parse(27)).toBe(27);
    expect(Id.parse('27')).toBe(27);
    for (const bad of [...nonCanonical, 0, -1, 27.5, null, true, [27], { id: 27 }, 2 ** 60])
      expect(messages(Id, bad), JSON.stringify(bad)).toEqual([NOT_AN_ID]);
    expect(messages(Id, undefined)).toEqual(['Required']);
    expect(messages(NewLocation.shape.user, '027')).toEqual([NOT_AN_ID]);
    expect(messages(ResetMemberPasswordRequest, { user_id: '0x1b' })).toEqual([NOT_AN_ID]);
    expect(messages(AdminMemberUpdate, { tags: [1, '+2'] })).toEqual([NOT_AN_ID]);
    expect(AdminMemberUpdate.parse({ harvest_center_id: null, lab_id: '1' })).toEqual({ harvest_center_id: null, lab_id: 1 });
  });
});

describe('wholeNumber', () => {
  const quantity = NewVialEntry.shape.quantity;

  it('takes a number or its decimal text, with a message for each rule', () => {
    expect(quantity.parse(12)).toBe(12);
    expect(quantity.parse('12')).toBe(12);
    expect(messages(quantity, -1)).toEqual(['The quantity cannot be below 0']);
    expect(messages(quantity, '1.5')).toEqual(['Enter a whole number of vials']);
    expect(messages(quantity, 100_001)).toEqual(['At most 100000 vials at once']);
  });

  it('does not read null, true, empty, padded, hex or exponent text as a number', () => {
    for (const bad of [null, true, false, '', ' 1', '0x10', '1e3', '012', [1]])
      expect(messages(quantity, bad), JSON.stringify(bad)).toEqual(['Enter a quantity']);
    expect(messages(AdminMemberUpdate, { vials_preparation: null })).toEqual(['Enter a whole number']);
    expect(messages(VialEntryUpdate, { quantity: true })).toEqual(['Enter a quantity']);
    expect(messages(VialsHistoryQuery, { page_size: '0x10' })).toEqual(['Enter a whole number']);
    expect(messages(wholeNumber({ min: 1, max: 50 }), '51')).toEqual(['Ensure this value is less than or equal to 50.']);
  });
});

describe('dates', () => {
  it('accepts real calendar days from 1900-01-01 to 2199-12-31', () => {
    for (const good of ['1900-01-01', '2026-02-28', '2028-02-29', '2000-02-29', '2199-12-31']) expect(CalendarDate.parse(good)).toBe(good);
  });

  it('refuses impossible days, other shapes and years outside the window', () => {
    for (const bad of [
      '2026-02-31',
      '2026-99-99',
      '0000-00-00',
      '2027-02-29',
      '2100-02-29',
      '2026-04-31',
      '10000-03-10',
      '9999-12-31',
      '1899-12-31',
      '2200-01-01',
      '2026-1-1',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
    ])
      expect(messages(CalendarDate, bad), bad).toEqual([INVALID_DATE]);
  });

  it('is every date field of the contracts', () => {
    const entry = { type: 'added', quantity: 1, user_id: 2 };
    expect(messages(NewVialEntry, { ...entry, date: '2026-02-31' })).toEqual([INVALID_DATE]);
    expect(messages(NewVialEntry, { ...entry, date: '0000-01-01' })).toEqual([INVALID_DATE]);
    for (const field of [
      'date_adipose_shipped_to_lab',
      'date_adipose_received_by_lab',
      'estimated_date_vials_ready_to_ship',
      'date_vials_ready_to_ship',
      'stemcell_plating_initiated_date',
    ])
      expect(messages(AdminMemberUpdate, { [field]: '2026-02-31' }), field).toEqual([INVALID_DATE]);
    // Clearing a process date stays possible.
    expect(AdminMemberUpdate.parse({ date_adipose_received_by_lab: '', date_vials_ready_to_ship: null })).toEqual({
      date_adipose_received_by_lab: '',
      date_vials_ready_to_ship: null,
    });
  });

  it('takes the agreement time as a real local date and time', () => {
    expect(LocalDateTime.parse('2026-11-21 09:30:00')).toBe('2026-11-21 09:30:00');
    for (const bad of ['2026-02-30 09:30:00', '2026-11-21 24:00:00', '2026-11-21T09:30:00', 'yesterday', '0000-00-00 00:00:00'])
      expect(AgreementAcceptance.safeParse({ check_agreement: bad }).success, bad).toBe(false);
  });
});
