import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../../utils/format-date';
import { salesSummary } from './sales-summary';

const month = (m: string, sales: number, amount_cents: number) => ({ month: m, sales, amount_cents });

describe('the sales summary', () => {
  it("says this month's sales and amount, the change from last month and the months' total", () => {
    expect(salesSummary({ months: [month('2026-09', 0, 0), month('2026-10', 2, 300_000), month('2026-11', 3, 450_050)] })).toBe(
      'This month: 3 sales, $4,500.50, up $1,500.50 from last month. Last 3 months: 5 sales, $7,500.50.',
    );
    expect(salesSummary({ months: [month('2026-10', 2, 300_000), month('2026-11', 1, 100_000)] })).toBe(
      'This month: 1 sale, $1,000.00, down $2,000.00 from last month. Last 2 months: 3 sales, $4,000.00.',
    );
    expect(salesSummary({ months: [month('2026-10', 0, 0), month('2026-11', 0, 0)] })).toBe(
      'This month: 0 sales, $0.00, the same as last month. Last 2 months: 0 sales, $0.00.',
    );
  });

  it('names months in UTC', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2026-12', 'long')).toBe('December 2026');
  });
});
