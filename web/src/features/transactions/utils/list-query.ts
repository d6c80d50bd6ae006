import { TRANSACTION_SEARCH_MIN_LENGTH, type TransactionExportQuery, type TransactionListQuery } from '@portal/contracts';
import type { CursorQuery } from '../../../hooks/use-cursor-list';
import { dayRangeErrors, hasDayRangeError } from '../../../utils/day-range';

/** The admin's filter bar as chosen and typed (spec §7): a member or product by id, a day range, a search. */
export interface TransactionFilters {
  search: string;
  sales_rep_id: number | null;
  sales_manager_id: number | null;
  sales_distributor_id: number | null;
  harvest_center_id: number | null;
  referral_harvest_center_id: number | null;
  patient_id: number | null;
  /** The product select's value; '' is every product. */
  product_id: string;
  /** Days as a date input holds them (`YYYY-MM-DD`); '' is no bound. */
  date_after: string;
  date_before: string;
}

export const NO_TRANSACTION_FILTERS: TransactionFilters = {
  search: '',
  sales_rep_id: null,
  sales_manager_id: null,
  sales_distributor_id: null,
  harvest_center_id: null,
  referral_harvest_center_id: null,
  patient_id: null,
  product_id: '',
  date_after: '',
  date_before: '',
};

/** The member filters, in the order the filter bar shows them. */
export const MEMBER_FILTERS = [
  'sales_rep_id',
  'sales_manager_id',
  'sales_distributor_id',
  'harvest_center_id',
  'referral_harvest_center_id',
  'patient_id',
] as const;

/** Longest search text the API accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** The day range's errors (utils/day-range.ts): a day the API refuses, or the 'after' day later than the 'before' day. */
export const dateErrors = (filters: Pick<TransactionFilters, 'date_after' | 'date_before'>) => dayRangeErrors(filters.date_after, filters.date_before);

/** True when the day range has an error: no row can match, so the list and its downloads ask nothing. */
export const datesInvalid = (filters: Pick<TransactionFilters, 'date_after' | 'date_before'>) => hasDayRangeError(dateErrors(filters));

/** The search as sent: only once longer than 3 characters (spec §5); shorter text searches nothing yet. */
export function searchText(search: string): string | undefined {
  const text = search.trim().slice(0, SEARCH_MAX_LENGTH);
  return text.length >= TRANSACTION_SEARCH_MIN_LENGTH ? text : undefined;
}

/** The filters as the API reads them, without a page: blank filters are left out, and so are days with an error. */
export function transactionFilterQuery(filters: TransactionFilters): Omit<TransactionListQuery, 'cursor' | 'page_size'> {
  const query: Omit<TransactionListQuery, 'cursor' | 'page_size'> = {};
  const search = searchText(filters.search);
  if (search) query.search = search;
  for (const name of MEMBER_FILTERS) if (filters[name] !== null) query[name] = String(filters[name]);
  if (/^[1-9]\d*$/.test(filters.product_id)) query.product_id = filters.product_id;
  // Days with an error are not sent (the list asks nothing then: datesInvalid).
  const errors = dateErrors(filters);
  if (filters.date_after && !errors.after) query.date_after = filters.date_after;
  if (filters.date_before && !errors.before) query.date_before = filters.date_before;
  return query;
}

/** GET transactions/'s query for the filters and a page cursor (none for page 1). */
export const transactionListQuery = (filters: TransactionFilters, cursor: string | null): TransactionListQuery => ({
  ...transactionFilterQuery(filters),
  ...(cursor ? { cursor } : {}),
});

/** A member report's query for its text filter and a page cursor: the search as searchText sends it. */
export function memberReportQuery(filters: { search: string }, cursor: string | null): CursorQuery {
  const search = searchText(filters.search);
  return { ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) };
}

/** The admin's export: every row the filters match, not only the page shown. */
export const allTransactionsExportQuery = (filters: TransactionFilters): TransactionExportQuery => ({ report: 'all', ...transactionFilterQuery(filters) });
