import { TRANSACTION_SEARCH_DEBOUNCE_MS, type TransactionPage } from '@portal/contracts';
import { useCursorList, withQuery, type CursorQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { memberReportQuery } from '../utils/list-query';
import { reportPaths, type MemberReportKind } from '../utils/reports';
import { transactionKeys } from './keys';

export const getReportPage = (kind: MemberReportKind, memberId: number, query: CursorQuery, signal?: AbortSignal) =>
  api.get<TransactionPage>(withQuery(reportPaths[kind](memberId), query), { signal });

/**
 * A member's own report (the rep's sales, the manager's team's, the distributor's teams', a
 * center's), newest first, 10 a page from the server, with its text filter, sent as the admin's
 * (longer than 3 characters, 700 ms after the last keystroke; spec §9). Waits without a member.
 */
export const useMemberReport = (kind: MemberReportKind, memberId: number | undefined) =>
  useCursorList(transactionKeys.report(kind, memberId ?? 0), {
    initial: { search: '' },
    toQuery: memberReportQuery,
    debounceMs: TRANSACTION_SEARCH_DEBOUNCE_MS,
    fetchPage: (query, signal) => getReportPage(kind, memberId!, query, signal),
    enabled: memberId !== undefined,
  });
