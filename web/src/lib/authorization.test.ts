import { describe, expect, it } from 'vitest';
import { isAdmin, may, planOf } from './authorization';

const member = (...ids: number[]) => ({ membership: ids.map((id) => ({ id, name: `m${id}` })) });

describe('the plan', () => {
  it('is the first membership', () => {
    expect(planOf(member(9, 2))).toBe(9);
    expect(planOf(member())).toBeUndefined();
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

describe('may', () => {
  it('reads the role table over every membership the member holds', () => {
    expect(may(member(7), 'vials:manage')).toBe(true);
    expect(may(member(2, 7), 'audit:read')).toBe(true);
    expect(may(member(4), 'vials:manage')).toBe(false);
    expect(may(member(2), 'vials:read-own')).toBe(true);
    expect(may(null, 'vials:read-own')).toBe(false);
  });
});
