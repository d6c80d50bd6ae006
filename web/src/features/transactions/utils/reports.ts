import type { TransactionReportKind } from '@portal/contracts';

/** A member's own report: the sales rep's, the manager's team's, the distributor's teams' or a harvest center's. */
export type MemberReportKind = Exclude<TransactionReportKind, 'all'>;

/** The API path of each member's report, by the member's id (spec §7; the center's from the centers area). */
export const reportPaths: Record<MemberReportKind, (memberId: number) => string> = {
  sales_rep: (id) => `sales-rep/${id}/my-transactions/`,
  sales_manager: (id) => `sales-managers/${id}/team-transactions/`,
  sales_distributor: (id) => `sales-distributors/${id}/team-transactions/`,
  harvest_center: (id) => `harvest-centers/${id}/transactions-history/`,
};

/** The table's name for assistive technology. */
export const reportCaptions: Record<MemberReportKind, string> = {
  sales_rep: 'Your associated transactions',
  sales_manager: 'Your team transactions',
  sales_distributor: 'Your teams transactions',
  harvest_center: 'Transaction history',
};
