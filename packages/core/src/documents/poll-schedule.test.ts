import { describe, expect, it } from 'vitest';
import { afterCheck, CHECK_GAPS_MS, dueAt, gapAfter, STEADY_GAP_MS } from './poll-schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("the status job's back-off for pending documents", () => {
  it('checks 5 minutes after sending, then 15 minutes and 1 hour after each check, then every 6 hours', () => {
    const sent = Date.parse('2026-03-01T12:00:00Z');
    let marker: { since: string; checks?: number; nextCheckAt?: string } = { since: new Date(sent).toISOString() };
    const checks: number[] = [];
    for (let i = 0; i < 6; i++) {
      const at = dueAt(marker);
      checks.push((at - sent) / MINUTE);
      marker = { ...marker, ...afterCheck(marker.checks ?? 0, at) };
    }
    expect(checks).toEqual([5, 20, 80, 80 + 360, 80 + 720, 80 + 1080]);
    expect(marker.checks).toBe(6);
    expect([...CHECK_GAPS_MS, STEADY_GAP_MS]).toEqual([5 * MINUTE, 15 * MINUTE, HOUR, 6 * HOUR]);
  });

  it("stays within a live key's 2,000 calls an hour: pending documents cost 1/6 of a call an hour once settled into the 6-hour rhythm", () => {
    const callsPerHour = (pending: number) => (pending * HOUR) / gapAfter(99);
    expect(callsPerHour(160)).toBeCloseTo(26.7, 1);
    expect(callsPerHour(6000)).toBe(1000);
    // Every 5 minutes, as before: 160 documents took 1,920 of the 2,000.
    expect((160 * HOUR) / (5 * MINUTE)).toBe(1920);
  });
});
