import { describe, expect, it } from 'vitest';
import './zod-config';
import { ChangeOwnPasswordRequest, ChangePasswordRequest, LoginRequest, PASSWORD_MISMATCH } from './session';

describe('session schemas', () => {
  it('normalizes the login e-mail', () => {
    expect(LoginRequest.parse({ email: '  Ada@Acme.TEST ', password: 'x' }).email).toBe('ada@acme.test');
  });

  it('refuses a confirmation that differs with the spec message', () => {
    const result = ChangeOwnPasswordRequest.safeParse({ password_current: 'a', password_new: 'abcdefgh', password_confirmation: 'abcdefgx' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MISMATCH);
  });

  it('requires a new password of at least 8 characters', () => {
    const result = ChangeOwnPasswordRequest.safeParse({ password_current: 'a', password_new: 'short', password_confirmation: 'short' });
    expect(result.error?.issues[0]?.message).toBe('Required. Min Length 8');
  });

  it("reads an admin's change of another member by its user_id", () => {
    expect(ChangePasswordRequest.parse({ user_id: '12', new_password_change: 'abcdefgh' })).toEqual({ user_id: 12, new_password_change: 'abcdefgh' });
  });
});

describe('missing fields', () => {
  it("read 'Required'", () => {
    const result = ChangeOwnPasswordRequest.safeParse({ password_new: 'abcdefgh', password_confirmation: 'abcdefgh' });
    expect(result.error?.issues[0]?.message).toBe('Required');
  });
});
