import { IDLE_SIGN_OUT_RANGE, type DomainConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { generalSettingsDefaults, generalSettingsSchema, toDomainUpdateForm } from './general-settings';

const config: DomainConfig = {
  domain: { id: 3, identifier: 'acme', name: 'Acme Biologics', url: 'https://acme.example' },
  logo: '/media/domain/logo.svg',
  favicon: null,
  email_sender: 'Acme Biologics <no-reply@acme.test>',
  description: 'Cord tissue',
  email_notifications: '',
  idle_sign_out_minutes: 15,
  two_factor_required_for: [],
  updated_at: '2026-11-01T00:00:00.000Z',
};

const png = (size = 10, type = 'image/png', name = 'logo.png') => new File([new Uint8Array(size)], name, { type });
const form = (values: Partial<ReturnType<typeof generalSettingsDefaults>> = {}) => ({ ...generalSettingsDefaults(config), ...values });
const problems = (values: Partial<ReturnType<typeof generalSettingsDefaults>>) => {
  const result = generalSettingsSchema.safeParse(form(values));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('General Settings form', () => {
  it('starts from the configuration: the sender as its address, the password empty and locked', () => {
    expect(generalSettingsDefaults(config)).toEqual({
      logo: undefined,
      favicon: undefined,
      update_password: false,
      admin_form_password: '',
      name: 'Acme Biologics',
      email_sender: 'no-reply@acme.test',
      email_notifications: '',
      description: 'Cord tissue',
      idle_sign_out_minutes: '15',
      two_factor_required_for: [],
    });
    expect(generalSettingsDefaults({ ...config, two_factor_required_for: ['admins', 'centers'] }).two_factor_required_for).toEqual(['admins', 'centers']);
  });

  it('asks for the password only while update password is on', () => {
    expect(problems({ admin_form_password: '' })).toEqual({});
    expect(problems({ update_password: true, admin_form_password: '' })).toEqual({ admin_form_password: 'Required. Min Length 8' });
    expect(problems({ update_password: true, admin_form_password: 'short' })).toEqual({ admin_form_password: 'Required. Min Length 8' });
    expect(problems({ update_password: true, admin_form_password: 'long enough' })).toEqual({});
  });

  it('requires title and sender, checks each notification address, and images by type and size', () => {
    expect(problems({ name: ' ', email_sender: 'nope' })).toEqual({ name: 'Required', email_sender: 'Enter a valid e-mail address' });
    expect(problems({ email_notifications: 'a@b.test, c' })).toEqual({ email_notifications: 'Enter e-mail addresses separated by commas' });
    expect(problems({ logo: [png(10, 'image/svg+xml', 'logo.svg')] as unknown as FileList })).toEqual({ logo: 'Choose a PNG, JPEG, GIF or WebP image.' });
    expect(problems({ logo: [png(2 * 1024 * 1024 + 1)] as unknown as FileList })).toEqual({ logo: 'The logo must be 2 MB or smaller.' });
    expect(problems({ favicon: [png(10, '', 'favicon.ico')] as unknown as FileList })).toEqual({});
    expect(problems({ favicon: [png(600 * 1024)] as unknown as FileList })).toEqual({ favicon: 'The favicon must be 512 KB or smaller.' });
    // An empty file input chooses nothing.
    expect(problems({ logo: [] as unknown as FileList })).toEqual({});
  });

  it('sends the password only when updated and each image only when chosen', () => {
    const without = toDomainUpdateForm(generalSettingsSchema.parse(form({ admin_form_password: 'typed but locked' })));
    expect([...without.keys()]).toEqual(['name', 'email_sender', 'email_notifications', 'description', 'idle_sign_out_minutes', 'two_factor_required_for']);
    expect(without.get('idle_sign_out_minutes')).toBe('15');
    // The groups checked, comma separated (none: an empty field, which requires it of nobody).
    expect(without.get('two_factor_required_for')).toBe('');
    const required = toDomainUpdateForm(generalSettingsSchema.parse(form({ two_factor_required_for: ['centers', 'labs'] })));
    expect(required.get('two_factor_required_for')).toBe('centers,labs');
    const logo = png();
    const withAll = toDomainUpdateForm(
      generalSettingsSchema.parse(
        form({ update_password: true, admin_form_password: 'Gate-Keeper-42', logo: [logo] as unknown as FileList, email_notifications: 'A@b.test,  c@d.test' }),
      ),
    );
    expect(withAll.get('admin_form_password')).toBe('Gate-Keeper-42');
    expect((withAll.get('logo') as File).name).toBe('logo.png');
    expect(withAll.get('favicon')).toBeNull();
    expect(withAll.get('email_notifications')).toBe('a@b.test, c@d.test');
  });

  it('takes the idle sign-out as whole minutes from 5 to 60', () => {
    for (const ok of ['5', '15', '60']) expect(problems({ idle_sign_out_minutes: ok }), ok).toEqual({});
    for (const bad of ['4', '61', '', 'ten', '7.5'])
      expect(problems({ idle_sign_out_minutes: bad }), bad).toEqual({ idle_sign_out_minutes: IDLE_SIGN_OUT_RANGE });
  });
});
