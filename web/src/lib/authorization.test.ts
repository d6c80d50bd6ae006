import { describe, expect, it } from 'vitest';
import { canEnterLab, planOf } from './authorization';

const member = (...ids: number[]) => ({ membership: ids.map((id) => ({ id, name: `m${id}` })) });

describe('lab route guard', () => {
  it('admits members whose first membership is 4 or 11', () => {
    expect(canEnterLab(member(4))).toBe(true);
    expect(canEnterLab(member(11))).toBe(true);
    expect(canEnterLab(member(4, 7))).toBe(true);
  });

  it('refuses every other plan, even when 4 is held as a later membership', () => {
    expect(canEnterLab(member(1))).toBe(false);
    expect(canEnterLab(member(7))).toBe(false);
    expect(canEnterLab(member(7, 4))).toBe(false);
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
