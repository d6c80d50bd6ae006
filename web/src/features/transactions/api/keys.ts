import type { TransactionReportKind } from '@portal/contracts';
import type { MemberReportKind } from '../utils/reports';

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  report: (kind: MemberReportKind, memberId: number) => [...transactionKeys.lists(), kind, memberId] as const,
  allTransactions: () => [...transactionKeys.lists(), 'all'] as const,
  detail: (id: number) => [...transactionKeys.all, 'detail', id] as const,
  products: () => [...transactionKeys.all, 'products'] as const,
  byMonth: (report: TransactionReportKind) => [...transactionKeys.lists(), 'by-month', report] as const,
};
