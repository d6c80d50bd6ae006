import type { TransactionPage } from '@portal/contracts';
import { searchQuery, useCursorList, withQuery, type CursorQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { reportPaths, type MemberReportKind } from '../utils/reports';
import { transactionKeys } from './keys';

export const getReportPage = (kind: MemberReportKind, memberId: number, query: CursorQuery, signal?: AbortSignal) =>
  api.get<TransactionPage>(withQuery(reportPaths[kind](memberId), query), { signal });

/**
 * A member's own report (the rep's sales, the manager's team's, the distributor's teams', a
 * center's), newest first, 10 a page from the server, with its text filter. Waits without a member.
 */
export const useMemberReport = (kind: MemberReportKind, memberId: number | undefined) =>
  useCursorList(transactionKeys.report(kind, memberId ?? 0), {
    initial: { search: '' },
    toQuery: searchQuery,
    fetchPage: (query, signal) => getReportPage(kind, memberId!, query, signal),
    enabled: memberId !== undefined,
  });
