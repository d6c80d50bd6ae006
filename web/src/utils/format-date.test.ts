import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatIsoDate, formatUtcDate, formatUtcDateTime, localIsoDate } from './format-date';

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

describe('formatIsoDate', () => {
  it('shows a stored day as MM/dd/yyyy', () => {
    expect(formatIsoDate('2026-11-20')).toBe('11/20/2026');
    expect(formatIsoDate('2027-01-05')).toBe('01/05/2027');
  });

  it("is 'N/A' without a day in the stored form", () => {
    expect(formatIsoDate('')).toBe('N/A');
    expect(formatIsoDate(null)).toBe('N/A');
    expect(formatIsoDate('11/20/2026')).toBe('N/A');
    expect(formatIsoDate('2026-11-20T10:00:00Z')).toBe('N/A');
  });
});

describe('localIsoDate', () => {
  it("is the browser's local day, not the UTC one", () => {
    const tz = process.env.TZ;
    process.env.TZ = 'America/Denver';
    try {
      // 03:30 UTC on March 5th is still March 4th in Denver.
      expect(localIsoDate(new Date('2026-03-05T03:30:00Z'))).toBe('2026-03-04');
      expect(localIsoDate(new Date('2026-12-31T12:00:00Z'))).toBe('2026-12-31');
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});

describe('formatUtcDate', () => {
  it('shows the UTC day of an instant as MM/dd/yyyy', () => {
    expect(formatUtcDate('2026-03-04T05:06:07.000Z')).toBe('03/04/2026');
    expect(formatUtcDate('2026-03-04T23:30:00-07:00')).toBe('03/05/2026');
    expect(formatUtcDate('2025-12-31T23:59:59.999Z')).toBe('12/31/2025');
  });

  it('shows a plain day as it is', () => {
    expect(formatUtcDate('2026-11-02')).toBe('11/02/2026');
  });

  it("is 'N/A' without a usable date", () => {
    expect(formatUtcDate(null)).toBe('N/A');
    expect(formatUtcDate('')).toBe('N/A');
    expect(formatUtcDate('soon')).toBe('N/A');
  });
});
