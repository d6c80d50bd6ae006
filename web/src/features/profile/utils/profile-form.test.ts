import { COMPANY_REQUIRED, type MemberView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { profileFields, profileFormSchema, toProfileUpdate, toProfileValues, type ProfileFormValues } from './profile-form';

const withMemberships = (...ids: number[]) => ({ membership: ids.map((id) => ({ id, name: `m${id}` })) });

const values: ProfileFormValues = {
  first_name: ' Nadia ',
  last_name: 'Stone',
  phone_number: '555 0199',
  email: 'Nadia@North.test',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Denver',
  state_desc: 'CO',
  country_desc: 'United States',
  zip_code: '',
  template_id: 'tpl-9',
};

describe('profileFields', () => {
  it('shows the company to harvest centers and HC staff only', () => {
    expect(profileFields(withMemberships(4), false).company).toBe(true);
    expect(profileFields(withMemberships(9), false).company).toBe(true);
    expect(profileFields(withMemberships(2, 9), false).company).toBe(true);
    for (const id of [1, 2, 3, 5, 6, 7, 8]) expect(profileFields(withMemberships(id), false).company, `membership ${id}`).toBe(false);
  });

  it('shows the template id only to an admin acting as the member', () => {
    expect(profileFields(withMemberships(4), true).templateId).toBe(true);
    expect(profileFields(withMemberships(4), false).templateId).toBe(false);
    expect(profileFields(withMemberships(7), false).templateId).toBe(false);
  });
});

describe('profileFormSchema', () => {
  it('requires a company for memberships 4 and 9 with the spec message', () => {
    const result = profileFormSchema(true).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['company'], message: COMPANY_REQUIRED })]);
    expect(profileFormSchema(true).safeParse({ ...values, company: '   ' }).success).toBe(false);
    expect(profileFormSchema(true).safeParse({ ...values, company: 'North Clinic' }).success).toBe(true);
  });

  it('reports the company together with the other missing fields', () => {
    const result = profileFormSchema(true).safeParse({ ...values, first_name: '', phone_number: '' });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['first_name', 'phone_number', 'company']));
  });

  it('reports the company even when another field is missing altogether', () => {
    const { first_name: _missing, ...rest } = values;
    const result = profileFormSchema(true).safeParse(rest);
    expect(result.error?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['first_name'], message: 'Required' }),
        expect.objectContaining({ path: ['company'], message: COMPANY_REQUIRED }),
      ]),
    );
  });

  it('lets other members leave the company blank', () => {
    expect(profileFormSchema(false).safeParse(values).success).toBe(true);
  });

  it('keeps the shared rules: names, phone and e-mail required, address optional', () => {
    const schema = profileFormSchema(false);
    expect(schema.safeParse({ ...values, last_name: '' }).success).toBe(false);
    expect(schema.safeParse({ ...values, email: 'nope' }).success).toBe(false);
    expect(schema.safeParse({ ...values, address1: '', city: '', state_desc: '', country_desc: '' }).success).toBe(true);
    expect(schema.parse(values)).toMatchObject({ first_name: 'Nadia', email: 'nadia@north.test' });
  });
});

describe('toProfileUpdate', () => {
  const parsed = profileFormSchema(false).parse({ ...values, company: 'North Clinic' });

  it('sends the company only where the form shows it', () => {
    expect(toProfileUpdate(parsed, { company: true, templateId: false })).toHaveProperty('company', 'North Clinic');
    expect(toProfileUpdate(parsed, { company: false, templateId: false })).not.toHaveProperty('company');
  });

  it('sends the template id only for an admin acting as the member', () => {
    expect(toProfileUpdate(parsed, { company: false, templateId: true })).toHaveProperty('template_id', 'tpl-9');
    expect(toProfileUpdate(parsed, { company: true, templateId: false })).not.toHaveProperty('template_id');
  });

  it('keeps the contact and address fields', () => {
    expect(toProfileUpdate(parsed, { company: false, templateId: false })).toEqual({
      first_name: 'Nadia',
      last_name: 'Stone',
      phone_number: '555 0199',
      email: 'nadia@north.test',
      address1: '1 Main St',
      address2: '',
      city: 'Denver',
      state_desc: 'CO',
      country_desc: 'United States',
      zip_code: '',
    });
  });
});

describe('toProfileValues', () => {
  it('starts from the stored member', () => {
    const member = { ...values, company: 'North Clinic', membership: [] } as unknown as MemberView;
    expect(toProfileValues(member)).toEqual({ ...values, company: 'North Clinic' });
  });
});
