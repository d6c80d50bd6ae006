import { describe, expect, it } from 'vitest';
import { may, planOf } from './authorization';

const member = (...ids: number[]) => ({ membership: ids.map((id) => ({ id, name: `m${id}` })) });

describe('the plan', () => {
  it('is the first membership', () => {
    expect(planOf(member(9, 2))).toBe(9);
    expect(planOf(member())).toBeUndefined();
    expect(planOf(undefined)).toBeUndefined();
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
