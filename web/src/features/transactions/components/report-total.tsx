import type { TransactionPage } from '@portal/contracts';
import { formatCents } from '../../../utils/format-money';

/**
 * The total of every transaction a report's filters match (not only the page shown): how many and
 * their amount, and where the report shows the commission, that amount split by whether the
 * commission was paid; from the server (exact; "or more" past the bound a search reads).
 */
export function ReportTotal({
  page,
}: {
  page: Pick<TransactionPage, 'count' | 'count_at_least' | 'total_amount_cents' | 'total_commission_paid_cents' | 'total_commission_unpaid_cents'> | undefined;
}) {
  if (!page) return null;
  const more = page.count_at_least ? ' or more' : '';
  const paid = page.total_commission_paid_cents;
  const unpaid = page.total_commission_unpaid_cents;
  return (
    <p className="report-total">
      Total: {page.count.toLocaleString('en-US')}
      {more} {page.count === 1 && !more ? 'transaction' : 'transactions'}, {formatCents(page.total_amount_cents)}
      {more}
      {paid !== undefined && unpaid !== undefined && ` (commission paid on ${formatCents(paid)}${more}, unpaid on ${formatCents(unpaid)}${more})`}
    </p>
  );
}
