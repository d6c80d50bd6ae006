import { describe, expect, it } from 'vitest';
import { canEnterLab, isAdmin, planOf } from './authorization';

const member = (...ids: number[]) => ({ membership: ids.map((id) => ({ id, name: `m${id}` })) });

describe('lab route guard', () => {
  it('admits labs and admins by their first membership', () => {
    expect(canEnterLab(member(1))).toBe(true);
    expect(canEnterLab(member(7))).toBe(true);
    expect(canEnterLab(member(1, 4))).toBe(true);
  });

  it('refuses every other plan, even when 1 is held as a later membership', () => {
    expect(canEnterLab(member(4))).toBe(false);
    expect(canEnterLab(member(2))).toBe(false);
    expect(canEnterLab(member(4, 1))).toBe(false);
  });

  it('refuses members without memberships and visitors without a session', () => {
    expect(canEnterLab(member())).toBe(false);
    expect(canEnterLab(null)).toBe(false);
  });

  it('reads the plan from the first membership', () => {
    expect(planOf(member(9, 2))).toBe(9);
    expect(planOf(undefined)).toBeUndefined();
  });
});

describe('isAdmin', () => {
  it('is true when any membership is 7', () => {
    expect(isAdmin(member(7))).toBe(true);
    expect(isAdmin(member(2, 7))).toBe(true);
  });

  it('is false for other members and without a session', () => {
    expect(isAdmin(member(2))).toBe(false);
    expect(isAdmin(member())).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
