import { describe, expect, it } from 'vitest';
import { periodsOf, rangeCounters } from './report-counts';

/** Every day of [from, to], one by one: what the periods must cover, once each. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}
const covered = (periods: string[]) => periods.flatMap((p) => (p.length === 10 ? [p] : days(p.length === 4 ? `${p}-01-01` : `${p}-01`, p.length === 4 ? `${p}-12-31` : new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5, 7)), 0)).toISOString().slice(0, 10))));

describe('periodsOf', () => {
  it('tiles a range with whole months and days, each day once', () => {
    for (const [from, to] of [
      ['2024-02-27', '2026-03-02'],
      ['2026-01-01', '2026-12-31'],
      ['2026-03-05', '2026-03-05'],
      ['2023-12-31', '2024-03-01'],
      ['2024-02-01', '2024-02-29'],
    ] as const) {
      const periods = periodsOf(from, to);
      expect(covered(periods)).toEqual(days(from, to));
    }
    expect(periodsOf('2025-01-01', '2025-12-31')).toEqual(Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`));
    expect(periodsOf('2026-02-27', '2026-04-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03', '2026-04-01', '2026-04-02']);
  });

  it('stays bounded by the calendar, not the rows: a year is under 75 counters, a decade under 200', () => {
    expect(periodsOf('2025-11-21', '2026-11-20').length).toBeLessThan(75);
    expect(periodsOf('2016-01-17', '2026-11-20').length).toBeLessThan(200);
  });
});

describe('rangeCounters', () => {
  it('reads the total without a range, the periods of a closed one, and the total less the later days for an open start', () => {
    expect(rangeCounters('t:a', {})).toEqual({ plus: ['#t:a'], minus: [] });
    expect(rangeCounters('t:a', { after: '2026-03-01', before: '2026-03-31' })).toEqual({ plus: ['#t:a@2026-03'], minus: [] });
    expect(rangeCounters('t:a', { after: '2026-11-20' }, '2026-11-22')).toEqual({ plus: ['#t:a@2026-11-20', '#t:a@2026-11-21', '#t:a@2026-11-22', '#t:a@2026-11-23'], minus: [] });
    expect(rangeCounters('t:a', { before: '2026-11-21' }, '2026-11-22')).toEqual({ plus: ['#t:a'], minus: ['#t:a@2026-11-22', '#t:a@2026-11-23'] });
    expect(rangeCounters('t:a', { before: '2027-01-01' }, '2026-11-22')).toEqual({ plus: ['#t:a'], minus: [] });
  });
});
