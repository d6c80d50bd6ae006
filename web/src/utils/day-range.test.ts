import { DATE_RANGE_ORDER, INVALID_DATE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { dayRangeErrors, hasDayRangeError } from './day-range';

describe('a day range filter', () => {
  it('takes blank days, real days of the window and a range in order, refusing what the API would', () => {
    for (const [after, before] of [
      ['', ''],
      ['1900-01-01', ''],
      ['', '2199-12-31'],
      ['2026-11-05', '2026-11-05'],
      ['2024-02-29', '2026-11-30'],
    ] as const)
      expect(hasDayRangeError(dayRangeErrors(after, before)), `${after}..${before}`).toBe(false);
    expect(dayRangeErrors('0001-01-01', '')).toEqual({ after: INVALID_DATE, before: undefined });
    expect(dayRangeErrors('', '9999-12-31')).toEqual({ after: undefined, before: INVALID_DATE });
    expect(dayRangeErrors('2026-02-30', '')).toEqual({ after: INVALID_DATE, before: undefined });
    expect(dayRangeErrors('2026-12-01', '2026-01-01')).toEqual({ after: undefined, before: DATE_RANGE_ORDER });
    // A day the API refuses is said first: the order of such a range means nothing.
    expect(dayRangeErrors('2300-01-01', '2026-01-01')).toEqual({ after: INVALID_DATE, before: undefined });
  });
});
