import { PASSWORD_MISMATCH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ResetPasswordForm } from './confirm-password-reset';

const form = { email: 'Ann@Acme.test ', code: '123456', password: 'new-secret-1', password_confirmation: 'new-secret-1' };

describe('ResetPasswordForm', () => {
  it('accepts a matching confirmation and normalizes the e-mail', () => {
    const parsed = ResetPasswordForm.parse(form);
    expect(parsed.email).toBe('ann@acme.test');
  });

  it('refuses a confirmation that differs with the spec message on the confirmation field', () => {
    const result = ResetPasswordForm.safeParse({ ...form, password_confirmation: 'new-secret-2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: PASSWORD_MISMATCH, path: ['password_confirmation'] })]);
  });

  it('requires the 6-digit code', () => {
    expect(ResetPasswordForm.safeParse({ ...form, code: '12345' }).success).toBe(false);
    expect(ResetPasswordForm.safeParse({ ...form, code: 'abcdef' }).success).toBe(false);
  });
});
