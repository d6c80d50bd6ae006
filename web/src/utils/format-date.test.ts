import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatUtcDateTime } from './format-date';

describe('formatUtcDateTime', () => {
  let tz: string | undefined;
  beforeEach(() => {
    tz = process.env.TZ;
    process.env.TZ = 'America/Denver';
  });
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it('shows the instant in UTC whatever the local time zone', () => {
    expect(formatUtcDateTime('2026-03-04T05:06:07.000Z')).toBe('03/04/2026 05:06 UTC');
    expect(formatUtcDateTime('2026-03-04T23:30:00-07:00')).toBe('03/05/2026 06:30 UTC');
  });

  it('uses a 24-hour clock from 00', () => {
    expect(formatUtcDateTime('2025-12-31T00:09:00Z')).toBe('12/31/2025 00:09 UTC');
    expect(formatUtcDateTime('2025-12-31T13:45:00Z')).toBe('12/31/2025 13:45 UTC');
  });

  it("is 'N/A' without a usable date", () => {
    expect(formatUtcDateTime(null)).toBe('N/A');
    expect(formatUtcDateTime(undefined)).toBe('N/A');
    expect(formatUtcDateTime('')).toBe('N/A');
    expect(formatUtcDateTime('not a date')).toBe('N/A');
  });
});
