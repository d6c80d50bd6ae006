import { SALES_CHART_MONTHS, type SalesByMonth, type TransactionReportKind } from '@portal/contracts';
import type { MemberCtx } from '../context';
import { lastMonths, NO_TOTALS, totalsOf } from '../db/counters';
import * as Products from '../products/products';
import { axes, ReportList } from './report-lists';
import { scopeOf } from './report-pages';

/**
 * A report's paid sales by month over the last SALES_CHART_MONTHS (its scope checked as its page
 * checks it: another member's report is a 404), read from its list's month counters, which count
 * the sales and sum their amounts: 12 counters of 16 shards, two BatchGets, whatever the number of
 * sales. The admin's report (every sale) also answers this month's sales of each product of the
 * catalog, from each product's list's counter for the month.
 */
export async function salesByMonth(ctx: MemberCtx, kind: TransactionReportKind, ownerId?: number, now = new Date()): Promise<SalesByMonth> {
  const { scope } = await scopeOf(ctx, kind, ownerId);
  const axis = axes.find((a) => scope[a] !== undefined);
  const list = axis === undefined ? ReportList.all() : ReportList.axis(axis, scope[axis]!);
  const months = lastMonths(now, SALES_CHART_MONTHS);
  const ofMonth = (base: string, month: string) => `${base}@${month}`;
  const catalog = kind === 'all' ? await Products.catalogOf(ctx) : [];
  const thisMonth = months[months.length - 1]!;
  const totals = await totalsOf(ctx.db, ctx.domain.domainId, [
    ...months.map((m) => ofMonth(list, m)),
    ...catalog.map((p) => ofMonth(ReportList.axis('productId', p.productId), thisMonth)),
  ]);
  const of = (name: string) => totals.get(name) ?? NO_TOTALS;
  return {
    months: months.map((month) => ({ month, sales: of(ofMonth(list, month)).count, amount_cents: of(ofMonth(list, month)).amountCents })),
    ...(kind === 'all'
      ? {
          by_product: catalog.map((p) => {
            const t = of(ofMonth(ReportList.axis('productId', p.productId), thisMonth));
            return { product_id: p.productId, product_name: p.name, sales: t.count, amount_cents: t.amountCents };
          }),
        }
      : {}),
  };
}
