import { describe, expect, it } from 'vitest';
import { totalsFrom } from '../db/counters';
import { periodsOf, rangeCounters, type Period } from './report-counts';

/** Every day of [from, to], one by one: what the periods must cover, once each. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}
const covered = (periods: Period[]) =>
  periods.flatMap((p) =>
    days(
      `${p.month}-${p.days?.[0] ?? '01'}`,
      p.days ? `${p.month}-${p.days[1]}` : new Date(Date.UTC(Number(p.month.slice(0, 4)), Number(p.month.slice(5, 7)), 0)).toISOString().slice(0, 10),
    ),
  );

describe('periodsOf', () => {
  it('tiles a range with months, whole or some of their days, each day once', () => {
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
    expect(periodsOf('2025-01-01', '2025-12-31')).toEqual(Array.from({ length: 12 }, (_, m) => ({ month: `2025-${String(m + 1).padStart(2, '0')}` })));
    expect(periodsOf('2026-02-27', '2026-04-02')).toEqual([
      { month: '2026-02', days: ['27', '28'] },
      { month: '2026-03' },
      { month: '2026-04', days: ['01', '02'] },
    ]);
  });

  it('reads one counter a month, whatever the days: a year is 13 counters at most, a decade under 135', () => {
    expect(periodsOf('2025-11-21', '2026-11-20').length).toBe(13);
    expect(periodsOf('2016-01-17', '2026-11-20').length).toBeLessThan(135);
  });
});

describe('rangeCounters', () => {
  it('reads the total without a range, the months of a closed one, and the total less the later days for an open start', () => {
    // Sales since long before these ranges.
    const FIRST = '2020-01-01';
    expect(rangeCounters('t:a', {}, FIRST)).toEqual({ plus: [{ name: 't:a' }], minus: [] });
    expect(rangeCounters('t:a', { after: '2026-03-01', before: '2026-03-31' }, FIRST)).toEqual({ plus: [{ name: 't:a@2026-03' }], minus: [] });
    expect(rangeCounters('t:a', { after: '2026-11-20' }, FIRST, '2026-11-22')).toEqual({ plus: [{ name: 't:a@2026-11', days: ['20', '23'] }], minus: [] });
    expect(rangeCounters('t:a', { after: '2026-11-20' }, FIRST, '2026-11-30')).toEqual({
      plus: [
        { name: 't:a@2026-11', days: ['20', '30'] },
        { name: 't:a@2026-12', days: ['01', '01'] },
      ],
      minus: [],
    });
    expect(rangeCounters('t:a', { before: '2026-11-21' }, FIRST, '2026-11-22')).toEqual({
      plus: [{ name: 't:a' }],
      minus: [{ name: 't:a@2026-11', days: ['22', '23'] }],
    });
    expect(rangeCounters('t:a', { before: '2027-01-01' }, FIRST, '2026-11-22')).toEqual({ plus: [{ name: 't:a' }], minus: [] });
  });

  it("reads no month before the domain's first sale, and the fewer counters of the range's months or the total less the rest", () => {
    const today = '2026-11-22';
    const first = '2020-03-10';
    const size = (p: ReturnType<typeof rangeCounters>) => p.plus.length + p.minus.length;
    // Since long ago, or up to a day after today: every sale, the total alone.
    expect(rangeCounters('t:a', { after: '1900-01-01' }, first, today)).toEqual({ plus: [{ name: 't:a' }], minus: [] });
    expect(rangeCounters('t:a', { after: '1900-01-01', before: '2030-01-01' }, first, today)).toEqual({ plus: [{ name: 't:a' }], minus: [] });
    // Before the first sale: nothing to read.
    expect(rangeCounters('t:a', { before: '1900-01-01' }, first, today)).toEqual({ plus: [], minus: [] });
    expect(rangeCounters('t:a', { after: '2019-01-01', before: '2020-03-09' }, first, today)).toEqual({ plus: [], minus: [] });
    // Up to a day in the first month: its days from the first sale.
    expect(rangeCounters('t:a', { before: '2020-03-20' }, first, today)).toEqual({ plus: [{ name: 't:a@2020-03', days: ['10', '20'] }], minus: [] });
    // The last year of six: its 13 months rather than the total less 68.
    expect(size(rangeCounters('t:a', { after: '2025-11-22' }, first, today))).toBe(13);
    // All but the last month: the total less it.
    expect(rangeCounters('t:a', { before: '2026-10-31' }, first, today)).toEqual({
      plus: [{ name: 't:a' }],
      minus: [{ name: 't:a@2026-11', days: ['01', '23'] }],
    });
    // A range in the middle of the domain's history reads at most about half of it, whatever the dates.
    for (const [after, before] of [
      ['1900-01-01', '2023-06-30'],
      ['2021-01-01', '2025-12-31'],
      ['2023-05-01', '2023-05-31'],
    ] as const) {
      const plan = rangeCounters('t:a', { after, before }, first, today);
      expect(size(plan)).toBeLessThanOrEqual(42);
      // The same days are counted either way: every day from the first sale to tomorrow once, those in the range added.
      const counted = new Map<string, number>();
      const add = (terms: typeof plan.plus, by: number) => {
        for (const t of terms) {
          const month = t.name.includes('@') ? t.name.split('@')[1]! : undefined;
          const span = month ? covered([{ month, ...(t.days ? { days: t.days } : {}) }]) : days(first, '2026-11-23');
          for (const d of span) counted.set(d, (counted.get(d) ?? 0) + by);
        }
      };
      add(plan.plus, 1);
      add(plan.minus, -1);
      // Each day from the first sale to tomorrow counted once if in the range, not at all if not.
      const every = days(first, '2026-11-23');
      expect(every.map((d) => counted.get(d) ?? 0)).toEqual(every.map((d) => (d >= after && d <= before ? 1 : 0)));
      expect([...counted].filter(([d, n]) => n !== 0 && !every.includes(d))).toEqual([]);
    }
  });
});

describe('totalsFrom', () => {
  it("sums a month counter's days within the range, and the whole item without one", () => {
    const sums = { value: 5, amount: 900, c03: 2, a03: 400, c17: 3, a17: 500, p17: 500 };
    expect(totalsFrom(sums)).toEqual({ count: 5, amountCents: 900, paidCents: 0, quantity: 0 });
    expect(totalsFrom(sums, ['01', '16'])).toEqual({ count: 2, amountCents: 400, paidCents: 0, quantity: 0 });
    expect(totalsFrom(sums, ['17', '17'])).toEqual({ count: 3, amountCents: 500, paidCents: 500, quantity: 0 });
    expect(totalsFrom(undefined, ['01', '31'])).toEqual({ count: 0, amountCents: 0, paidCents: 0, quantity: 0 });
  });
});
