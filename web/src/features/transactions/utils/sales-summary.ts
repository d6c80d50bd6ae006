import type { MonthSales, SalesByMonth } from '@portal/contracts';
import { formatCents } from '../../../utils/format-money';

const salesText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'sale' : 'sales'}`;

/** The sales of every month together. */
export const yearOf = (months: readonly MonthSales[]) =>
  months.reduce((sum, m) => ({ sales: sum.sales + m.sales, amount_cents: sum.amount_cents + m.amount_cents }), { sales: 0, amount_cents: 0 });

/**
 * What the chart says in words, for every reader: this month's sales and amount, the change from
 * last month, and the months' total.
 */
export function salesSummary(data: Pick<SalesByMonth, 'months'>): string {
  const current = data.months[data.months.length - 1];
  const previous = data.months[data.months.length - 2];
  if (!current) return 'No sales yet.';
  const change = current.amount_cents - (previous?.amount_cents ?? 0);
  const trend = change === 0 ? 'the same as last month' : `${change > 0 ? 'up' : 'down'} ${formatCents(Math.abs(change))} from last month`;
  const year = yearOf(data.months);
  return `This month: ${salesText(current.sales)}, ${formatCents(current.amount_cents)}, ${trend}. Last ${data.months.length} months: ${salesText(year.sales)}, ${formatCents(year.amount_cents)}.`;
}
