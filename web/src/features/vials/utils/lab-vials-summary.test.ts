import { describe, expect, it } from 'vitest';
import { labVialsSummary, monthsTotal } from './lab-vials-summary';

const month = (month: string, added: number, shipped: number, available: number) => ({ month, added, shipped, available });

describe("a lab's vials chart in words", () => {
  it('says what is available and shipped, this month and last, and the months together', () => {
    const months = [month('2026-09', 10, 0, 13), month('2026-10', 0, 2, 11), month('2026-11', 1, 4, 8)];
    expect(labVialsSummary({ months, available: 8, shipped: 6 })).toBe(
      '8 vials available now; 6 vials shipped in all. This month: 1 vial added, 4 shipped; last month: 0 vials added, 2 shipped. Last 3 months: 11 vials added, 6 shipped.',
    );
    expect(monthsTotal(months)).toEqual({ added: 11, shipped: 6 });
  });

  it('says so when the lab has no vials yet', () => {
    expect(labVialsSummary({ months: [month('2026-11', 0, 0, 0)], available: 0, shipped: 0 })).toBe('No vials yet.');
  });
});
