import type { SalesByMonth, TransactionReportKind } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './keys';

/** A report's paid sales by month over the last 12 months (the admin's also this month's by product), from the report's counters. */
export const useSalesByMonth = (report: TransactionReportKind | undefined) =>
  useQuery({
    queryKey: transactionKeys.byMonth(report ?? 'all'),
    queryFn: ({ signal }) => api.get<SalesByMonth>(withQuery('transactions/by-month/', { report }), { signal }),
    enabled: report !== undefined,
  });
