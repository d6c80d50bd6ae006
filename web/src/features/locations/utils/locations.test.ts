import { LocationFields } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addressLines, isDefaultLocked, toLocationValues } from './locations';
import { locationView as location } from '../../../lib/location-fixture';

describe('addressLines', () => {
  it('writes street lines, locality and country', () => {
    expect(addressLines(location(1, false, { address2: 'Suite 4' }))).toEqual(['1 Main St', 'Suite 4', 'Boise, ID 83702', 'United States']);
  });

  it('leaves out blank parts', () => {
    expect(addressLines(location(1, false, { zip_code: '' }))).toEqual(['1 Main St', 'Boise, ID', 'United States']);
    expect(addressLines(location(1, false, { city: '', state_desc: '', zip_code: ' ' }))).toEqual(['1 Main St', 'United States']);
    expect(addressLines(location(1, false, { city: 'Dublin', state_desc: '', zip_code: 'D02' }))).toEqual(['1 Main St', 'Dublin, D02', 'United States']);
  });
});

describe('toLocationValues', () => {
  it('is blank for a new location and passes the shared rules only once filled', () => {
    const blank = toLocationValues();
    expect(blank).toEqual({ location_name: '', address1: '', address2: '', city: '', state_desc: '', country_desc: '', zip_code: '', default: false });
    expect(LocationFields.safeParse(blank).success).toBe(false);
  });

  it("prefills a location's own fields for editing", () => {
    const values = toLocationValues(location(4, true, { address2: 'Unit B' }));
    expect(values).toMatchObject({ location_name: 'Site 4', address2: 'Unit B', default: true });
    expect(LocationFields.safeParse(values).success).toBe(true);
  });
});

describe('isDefaultLocked', () => {
  it("fixes 'Set as default' on for the first location and for the current default", () => {
    expect(isDefaultLocked(undefined, 0)).toBe(true);
    expect(isDefaultLocked(location(1, true), 3)).toBe(true);
  });

  it('lets the member choose otherwise', () => {
    expect(isDefaultLocked(undefined, 1)).toBe(false);
    expect(isDefaultLocked(location(2), 2)).toBe(false);
  });
});
