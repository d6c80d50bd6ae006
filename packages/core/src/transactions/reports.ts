/** The transaction reports: pages, one transaction, the admin's edit, exports, and the writes that fill them. */
export { detail, page, reportScopes, scopeOf, TRANSACTION_HISTORY_KEPT, update, type ReportRequest } from './report-pages';
export { exportHeaders, safeCell } from './exports';
export { recordPaid, recordSale, saleRecord, type Sale } from './report-write';
export { reportEntriesOf, counterAddsOf, ReportList, positionOf } from './report-lists';
export { searchNames, transactionText } from './report-search';
export { partyNames } from './report-rows';
export { countAll } from './report-counts';
export { lastMonths } from '../db/counters';
export { salesByMonth } from './sales-by-month';
