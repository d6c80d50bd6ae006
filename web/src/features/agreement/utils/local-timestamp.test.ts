import { afterEach, describe, expect, it } from 'vitest';
import { localTimestamp } from './local-timestamp';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('localTimestamp', () => {
  it('writes yyyy-MM-dd HH:mm:ss with leading zeros', () => {
    expect(localTimestamp(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(localTimestamp(new Date(2026, 11, 31, 23, 59, 58))).toBe('2026-12-31 23:59:58');
  });

  it("uses the browser's local time, not UTC", () => {
    process.env.TZ = 'America/Denver';
    expect(localTimestamp(new Date(Date.UTC(2026, 6, 1, 3, 4, 5)))).toBe('2026-06-30 21:04:05');
    process.env.TZ = 'Asia/Tokyo';
    expect(localTimestamp(new Date(Date.UTC(2026, 6, 1, 3, 4, 5)))).toBe('2026-07-01 12:04:05');
  });

  it('matches the shape the API test expects', () => {
    expect(localTimestamp()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
