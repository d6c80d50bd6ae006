import { describe, expect, it } from 'vitest';
import { actingMemberId, hcStaffAccessId, impersonatingAdminId, isAdminActingAs } from './impersonation';

describe('actingMemberId', () => {
  it('is the acting-as member while one is set', () => {
    expect(actingMemberId(1, '42')).toBe(42);
    expect(actingMemberId(undefined, ' 42 ')).toBe(42);
  });

  it('is the signed-in member otherwise, or when the cookie is not an id', () => {
    expect(actingMemberId(1, null)).toBe(1);
    expect(actingMemberId(1, '')).toBe(1);
    expect(actingMemberId(1, 'abc')).toBe(1);
    expect(actingMemberId(1, '0')).toBe(1);
    expect(actingMemberId(undefined, null)).toBeUndefined();
  });
});

describe('isAdminActingAs', () => {
  it('needs the super-admin flag, the admin id and a member acted as', () => {
    expect(isAdminActingAs({ superAdmin: true, adminId: '1' }, '42')).toBe(true);
    expect(isAdminActingAs({ superAdmin: true, adminId: '1' }, null)).toBe(false);
    expect(isAdminActingAs({ superAdmin: false, adminId: '1' }, '42')).toBe(false);
    expect(isAdminActingAs({ superAdmin: true, adminId: null }, '42')).toBe(false);
  });

  it('is false for HC staff entering a harvest center', () => {
    expect(isAdminActingAs({ superAdmin: false, adminId: null }, '9')).toBe(false);
  });
});

describe('impersonatingAdminId', () => {
  it('is the admin id while the super-admin flag is set', () => {
    expect(impersonatingAdminId({ superAdmin: true, adminId: '7' })).toBe(7);
    expect(impersonatingAdminId({ superAdmin: true, adminId: ' 7 ' })).toBe(7);
  });

  it('is nothing without both admin cookies or with an id that is not one', () => {
    expect(impersonatingAdminId({ superAdmin: false, adminId: '7' })).toBeUndefined();
    expect(impersonatingAdminId({ superAdmin: true, adminId: null })).toBeUndefined();
    expect(impersonatingAdminId({ superAdmin: true, adminId: 'abc' })).toBeUndefined();
    expect(impersonatingAdminId({ superAdmin: true, adminId: '0' })).toBeUndefined();
  });
});

describe('hcStaffAccessId', () => {
  it('is the staff id while the HC staff access cookie holds one', () => {
    expect(hcStaffAccessId({ hcStaffAccess: '9' })).toBe(9);
    expect(hcStaffAccessId({ hcStaffAccess: ' 9 ' })).toBe(9);
  });

  it('is nothing without the cookie or with a value that is not an id', () => {
    expect(hcStaffAccessId({ hcStaffAccess: null })).toBeUndefined();
    expect(hcStaffAccessId({ hcStaffAccess: '' })).toBeUndefined();
    expect(hcStaffAccessId({ hcStaffAccess: 'abc' })).toBeUndefined();
    expect(hcStaffAccessId({ hcStaffAccess: '0' })).toBeUndefined();
  });
});
