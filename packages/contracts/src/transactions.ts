import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { CalendarDate, IdText, text, wholeNumber } from './primitives';

/**
 * The transaction reports (portal-commerce-admin §2, §3, §4, §5, §7, §9): the paid transactions a
 * member may see, paged on the server, filtered, exported and (admins) edited. Money is integer
 * cents, dates ISO (UTC); the web formats both (MM/dd/yyyy).
 */

/** Page size of every transaction table (spec §9). */
export const TRANSACTIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_MAX_PAGE_SIZE = 100;
/** The all-transactions search is sent only when longer than 3 characters, debounced 700 ms (spec §5, §9). */
export const TRANSACTION_SEARCH_MIN_LENGTH = 4;
export const TRANSACTION_SEARCH_DEBOUNCE_MS = 700;
/** 'Transaction has been updated' shows for 2.5 s, then the dialog closes and the list reloads (spec §4, §9). */
export const TRANSACTION_UPDATED = 'Transaction has been updated';
export const TRANSACTION_UPDATED_MS = 2500;
export const TRANSACTION_NOTE_REQUIRED = 'A transaction update note is required.';
export const TRANSACTION_NOTE_MAX = 1000;
/** An edit that does not say which version of the transaction it changes. */
export const TRANSACTION_VERSION_MISSING = 'Reload the transaction and edit it again.';
/** An edit of a transaction another admin changed after the form read it. */
export const TRANSACTION_CHANGED = 'This transaction was changed meanwhile. Please reload it and try again.';
/** A filter of the admin's (a member or product) given with a member's own report. */
export const FILTERS_ALL_REPORT_ONLY = 'Filters apply to the all-transactions report only.';
export const DATE_RANGE_ORDER = 'The "after" date must be on or before the "before" date.';

const optionalId = IdText.optional();

/** What every report reads: the page, the text filter and the day range (both days included). */
const reportQueryShape = {
  page_size: wholeNumber({ min: 1, max: TRANSACTIONS_MAX_PAGE_SIZE }).default(TRANSACTIONS_PAGE_SIZE),
  cursor: PageCursor.optional(),
  /** Words each starting a word of the transaction: its id, product, patient, centers, rep, manager or distributor. */
  search: text(100).optional(),
  /** Transactions of this day (UTC) or later. */
  date_after: CalendarDate.optional(),
  /** Transactions of this day (UTC) or earlier. */
  date_before: CalendarDate.optional(),
};

const datesInOrder = (q: { date_after?: string; date_before?: string }) => !q.date_after || !q.date_before || q.date_after <= q.date_before;

/** The admin's filters (spec §7): the member or product a transaction names, at the time of sale. */
const filterShape = {
  sales_rep_id: optionalId,
  sales_manager_id: optionalId,
  sales_distributor_id: optionalId,
  harvest_center_id: optionalId,
  referral_harvest_center_id: optionalId,
  product_id: optionalId,
  patient_id: optionalId,
};

/**
 * GET sales-rep/{id}/my-transactions/, sales-managers/{id}/team-transactions/,
 * sales-distributors/{id}/team-transactions/, harvest-centers/{id}/transactions-history/: one
 * member's report, with its text filter and day range.
 */
export const TransactionReportQuery = z.object(reportQueryShape).refine(datesInOrder, { message: DATE_RANGE_ORDER, path: ['date_before'] });
export type TransactionReportQuery = z.input<typeof TransactionReportQuery>;

/** GET transactions/: the admin's report of the whole domain, with every filter of spec §7. */
export const TransactionListQuery = z
  .object({ ...reportQueryShape, ...filterShape })
  .refine(datesInOrder, { message: DATE_RANGE_ORDER, path: ['date_before'] });
export type TransactionListQuery = z.input<typeof TransactionListQuery>;

/** Whose report an export is: the file is named after it (spec §9). */
export const TransactionReportKind = z.enum(['all', 'sales_rep', 'sales_manager', 'sales_distributor', 'harvest_center']);
export type TransactionReportKind = z.infer<typeof TransactionReportKind>;

/**
 * GET transactions/export-csv/ and export-xlsx/: every row of a report, as its list reads them.
 * `report` 'all' is the admin's (with the filters); the others are the caller's own report (the
 * signed-in member, or the center its staff acts as), where `id` names the member when an admin
 * exports one member's report.
 */
export const TransactionExportQuery = z
  .object({
    report: TransactionReportKind.default('all'),
    id: optionalId,
    search: reportQueryShape.search,
    date_after: reportQueryShape.date_after,
    date_before: reportQueryShape.date_before,
    ...filterShape,
  })
  .refine(datesInOrder, { message: DATE_RANGE_ORDER, path: ['date_before'] });
export type TransactionExportQuery = z.input<typeof TransactionExportQuery>;

/** How many months a dashboard's sales chart shows: this month and the eleven before it. */
export const SALES_CHART_MONTHS = 12;

/** Whose sales a dashboard's chart shows: a report and its owner (the member itself when absent; admins name anyone). */
export const SalesByMonthQuery = z.strictObject({ report: TransactionReportKind, id: optionalId });
export type SalesByMonthQuery = z.input<typeof SalesByMonthQuery>;

/** The paid sales of one month (YYYY-MM, UTC): how many, and their amount in cents. */
export const MonthSales = z.object({ month: z.string(), sales: z.number().int(), amount_cents: z.number().int() });
export type MonthSales = z.infer<typeof MonthSales>;

/** A product's paid sales this month (the admin's dashboard). */
export const ProductSales = z.object({ product_id: z.number().int(), product_name: z.string(), sales: z.number().int(), amount_cents: z.number().int() });
export type ProductSales = z.infer<typeof ProductSales>;

/**
 * A report's paid sales by month over SALES_CHART_MONTHS, oldest first and this month last, from
 * the report's month counters (exact, whatever the number of sales); for the admin's report also
 * this month's by product.
 */
export const SalesByMonth = z.object({ months: z.array(MonthSales), by_product: z.array(ProductSales).optional() });
export type SalesByMonth = z.infer<typeof SalesByMonth>;

/** A member a transaction names (spec §3 related objects), as it is now. */
export const TransactionParty = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  username: z.string(),
  email: z.string(),
  sales_manager: z.number().int().nullable(),
});
export type TransactionParty = z.infer<typeof TransactionParty>;

/**
 * A row of the report tables (spec §2, §3): a paid transaction and who it names at the time of sale,
 * with the fields its reader's view carries (admins all; see core's report-rows.ts).
 */
export const TransactionRow = z.object({
  id: z.number().int(),
  invoice_id: z.string(),
  /** When the sale was made: ISO 8601, UTC. */
  date: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  /** The total paid, in cents. */
  amount_cents: z.number().int(),
  price_cents: z.number().int(),
  shipping_fee_cents: z.number().int(),
  harvest_fee_cents: z.number().int(),
  coupon_code_used: z.string().nullable(),
  coupon_code_amount_cents: z.number().int(),
  patient: TransactionParty.nullable(),
  harvest_center: TransactionParty.nullable(),
  referral_harvest_center: TransactionParty.nullable(),
  hc_staff_desc: TransactionParty.nullable(),
  sales_rep: TransactionParty.nullable(),
  /** Whether the sales team's commission was paid; not in a harvest center's report. */
  commission_paid: z.boolean().optional(),
  /** The sales team above the rep; not in a harvest center's report. */
  sales_manager: TransactionParty.nullable().optional(),
  sales_distributor: TransactionParty.nullable().optional(),
  /** The admin's latest note; in admins' reports only. */
  transaction_note: z.string().optional(),
  /** When the transaction last changed (admins only): the version an edit names, so that it never undoes a newer one. */
  updated_at: z.string().optional(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

/**
 * A page of a report, newest first, with the amount (cents) of every transaction its filters match:
 * exact as its count is, and like it a lower bound when `count_at_least`. Where the rows show whether
 * the commission was paid (not a center's report), that amount split between the transactions whose
 * commission was paid and those whose commission is still to pay.
 */
export const TransactionPage = pageOf(TransactionRow).extend({
  total_amount_cents: z.number().int(),
  total_commission_paid_cents: z.number().int().optional(),
  total_commission_unpaid_cents: z.number().int().optional(),
});
export type TransactionPage = z.infer<typeof TransactionPage>;

/** A note of the transaction's history (spec §3 transaction_history): what was written and when (ISO). */
export const TransactionNote = z.object({ note: z.string(), date: z.string() });
export type TransactionNote = z.infer<typeof TransactionNote>;

/** GET transactions/{id}/: the row, with the notes' history, oldest first (admins only, as the notes). */
export const TransactionDetail = TransactionRow.extend({
  transaction_history: z.array(TransactionNote).optional(),
});
export type TransactionDetail = z.infer<typeof TransactionDetail>;

/** The `{id}` of a transaction's (or a member's report's) path. */
export const TransactionIdParam = z.object({ id: IdText });

/**
 * PATCH transactions/{id}/ (admins, spec §4, §5): whether the commission was paid, and the note,
 * required, added to the history with its date. Amounts are not editable.
 */
export const TransactionUpdate = z.strictObject({
  commission_paid: z.boolean({ error: 'Choose whether the commission was paid' }),
  transaction_note: text(TRANSACTION_NOTE_MAX, { required: TRANSACTION_NOTE_REQUIRED, multiline: true }),
  /** The row's updated_at as the form read it: a transaction changed since is a 409, never overwritten. */
  updated_at: z.iso.datetime({ error: TRANSACTION_VERSION_MISSING }),
});
export type TransactionUpdate = z.infer<typeof TransactionUpdate>;

export const TransactionUpdated = z.object({ message: z.string(), transaction: TransactionDetail });
export type TransactionUpdated = z.infer<typeof TransactionUpdated>;

const filePrefixes: Record<Exclude<TransactionReportKind, 'all'>, string> = {
  sales_rep: 'salesRep',
  sales_manager: 'salesManager',
  sales_distributor: 'salesDistributor',
  harvest_center: 'harvestCenter',
};

/**
 * The name of an export (spec §9): `transaction_report_{timestamp}` for the admin's report,
 * `salesRep-{id}-{timestamp}` (salesManager-, salesDistributor-, harvestCenter-) for a member's;
 * the timestamp is the export's time in milliseconds.
 */
export function transactionFileName(report: TransactionReportKind, memberId: number, at: Date, extension: 'csv' | 'xlsx'): string {
  const stamp = at.getTime();
  return report === 'all' ? `transaction_report_${stamp}.${extension}` : `${filePrefixes[report]}-${memberId}-${stamp}.${extension}`;
}
