import { describe, expect, it } from 'vitest';
import { orderLocations } from './locations';
import { locationView as location } from './location-fixture';

describe('orderLocations', () => {
  it('lists the default first, then the others by creation', () => {
    const ordered = orderLocations([location(5), location(2), location(9, true), location(3)]);
    expect(ordered.map((l) => l.id)).toEqual([9, 2, 3, 5]);
  });

  it('reorders when another location becomes the default', () => {
    const before = orderLocations([location(1, true), location(2)]);
    const after = orderLocations(before.map((l) => ({ ...l, default: l.id === 2 })));
    expect(after.map((l) => l.id)).toEqual([2, 1]);
  });

  it('leaves the given list untouched', () => {
    const list = [location(2), location(1, true)];
    orderLocations(list);
    expect(list.map((l) => l.id)).toEqual([2, 1]);
    expect(orderLocations([])).toEqual([]);
  });
});
