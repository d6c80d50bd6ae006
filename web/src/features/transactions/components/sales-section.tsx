import { Membership, type SalesByMonth, type TransactionReportKind } from '@portal/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DisclosedTable } from '../../../components/ui/disclosed-table';
import { useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../utils/format-money';
import { useSalesByMonth } from '../api/get-sales-by-month';
import { monthLabel } from '../../../utils/format-date';
import { salesSummary, yearOf } from '../utils/sales-summary';

/** Whose sales each dashboard charts: the member's own report (the admin's: every sale). */
const reportOfPlan: Partial<Record<number, TransactionReportKind>> = {
  [Membership.SalesRep]: 'sales_rep',
  [Membership.HarvestCenter]: 'harvest_center',
  [Membership.SalesManager]: 'sales_manager',
  [Membership.SalesDistributor]: 'sales_distributor',
  [Membership.Admin]: 'all',
};

/** The chart's size: fixed, so the cards below do not move when it draws. */
const CHART_HEIGHT = 160;
const CHART_WIDTH = 640;

/** Dollars on the axis, without cents: $12k. */
const axisDollars = (cents: number) => {
  const dollars = cents / 100;
  return dollars >= 1000 ? `$${Math.round(dollars / 100) / 10}k` : `$${Math.round(dollars)}`;
};

/**
 * A bar a month of the amount sold. Drawn for the eye only (the summary and the table say the same
 * to everyone), so it is hidden from assistive technology and takes no focus.
 */
function MonthChart({ data }: { data: SalesByMonth }) {
  const points = data.months.map((m) => ({ label: monthLabel(m.month), amount: m.amount_cents, sales: m.sales }));
  return (
    <div className="sales-chart" aria-hidden="true" style={{ height: CHART_HEIGHT, maxWidth: CHART_WIDTH }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis tickFormatter={axisDollars} tick={{ fontSize: 12 }} width={56} />
          <Tooltip formatter={(value) => formatCents(Number(value))} labelStyle={{ fontWeight: 600 }} />
          <Bar dataKey="amount" name="Amount" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The same numbers as the chart, as a table anyone can open. */
function MonthTable({ data }: { data: SalesByMonth }) {
  const year = yearOf(data.months);
  return (
    <DisclosedTable
      summary="Sales by month as a table"
      caption="Sales by month"
      columns={['Month', 'Sales', 'Amount']}
      rows={data.months.map((m) => ({ key: m.month, cells: [monthLabel(m.month, 'long'), m.sales, formatCents(m.amount_cents)] }))}
      footer={['Total', year.sales, formatCents(year.amount_cents)]}
    />
  );
}

/** The admin's sales of this month by product, largest amount first. */
function ProductTable({ products }: { products: NonNullable<SalesByMonth['by_product']> }) {
  const sold = products.filter((p) => p.sales > 0).sort((a, b) => b.amount_cents - a.amount_cents);
  return (
    <DisclosedTable
      summary="This month by product"
      caption="This month by product"
      columns={['Product', 'Sales', 'Amount']}
      rows={sold.map((p) => ({ key: String(p.product_id), cells: [p.product_name, p.sales, formatCents(p.amount_cents)] }))}
      empty="No sales this month yet."
    />
  );
}

/**
 * The dashboard's Sales card (reps, managers, distributors, harvest centers, admins): the member's
 * paid sales over the last 12 months as a chart, in words (this month, the change from last month,
 * the year) and as a table; the admin's also this month by product. From the report's counters.
 */
export function SalesSection() {
  const report = reportOfPlan[planOf(useUser()) ?? -1];
  const sales = useSalesByMonth(report);
  if (!report) return null;
  // The card has its final size from the start (words, chart, tables' lines): nothing below it moves when the numbers come.
  const data = sales.data ?? { months: [], ...(report === 'all' ? { by_product: [] } : {}) };
  return (
    <div className="chart-card" aria-busy={sales.isPending || undefined}>
      {sales.isError ? (
        <p role="alert">{errorMessage(sales.error)}</p>
      ) : (
        <p className="sales-summary">{sales.data ? salesSummary(sales.data) : 'Loading sales...'}</p>
      )}
      <MonthChart data={data} />
      <MonthTable data={data} />
      {data.by_product && <ProductTable products={data.by_product} />}
    </div>
  );
}
