import { Membership } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { labCenterIds, labPageId, routeId } from './route-ids';

describe('routeId', () => {
  it('reads a positive whole number', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('042')).toBe(42);
    expect(routeId(' 7 ')).toBe(7);
  });

  it('refuses missing, zero, negative, fractional and other text', () => {
    for (const value of [undefined, '', ' ', '0', '-1', '1.5', '1e3', 'abc', '4x', '0x10', '99999999999999999999'])
      expect(routeId(value), String(value)).toBeUndefined();
  });
});

describe('labPageId', () => {
  it("takes the route's id whoever asks", () => {
    expect(labPageId('12', Membership.Admin, 7)).toBe(12);
    expect(labPageId('1', Membership.Lab, 1)).toBe(1);
  });

  it("falls back to the acting lab's own id without a route id", () => {
    expect(labPageId(undefined, Membership.Lab, 1)).toBe(1);
  });

  it('gives nothing for an admin without an id, or for a bad id', () => {
    expect(labPageId(undefined, Membership.Admin, 7)).toBeUndefined();
    expect(labPageId('abc', Membership.Lab, 1)).toBeUndefined();
    expect(labPageId('0', Membership.Lab, 1)).toBeUndefined();
  });
});

describe('labCenterIds', () => {
  it('needs both ids', () => {
    expect(labCenterIds('1', '4')).toEqual({ labId: 1, hcId: 4 });
    expect(labCenterIds('1', undefined)).toBeUndefined();
    expect(labCenterIds(undefined, '4')).toBeUndefined();
  });

  it('refuses either id when it is not a positive number', () => {
    expect(labCenterIds('1', 'x')).toBeUndefined();
    expect(labCenterIds('-1', '4')).toBeUndefined();
    expect(labCenterIds('1', '0')).toBeUndefined();
  });
});
