import { describe, expect, it } from 'vitest';
import { can } from './roles';

describe('can', () => {
  it('grants admin-only actions to membership 7 alone', () => {
    expect(can([7], 'password:change-any')).toBe(true);
    for (const m of [1, 2, 3, 4, 5, 6, 8, 9]) expect(can([m], 'password:change-any')).toBe(false);
  });

  it('grants when any of several memberships allows', () => {
    expect(can([2, 7], 'users:read-any')).toBe(true);
    expect(can([], 'memberships:list')).toBe(false);
  });
});
