import { TRANSACTION_SEARCH_DEBOUNCE_MS, type TransactionListQuery, type TransactionPage } from '@portal/contracts';
import { useCursorList, withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { datesInvalid, NO_TRANSACTION_FILTERS, transactionListQuery } from '../utils/list-query';
import { transactionKeys } from './keys';

export const getTransactions = (query: TransactionListQuery, signal?: AbortSignal) => api.get<TransactionPage>(withQuery('transactions/', query), { signal });

/**
 * Transactions (admin): every transaction of the domain, newest first, 10 a page from the server,
 * with the filters of spec §7. The search waits 700 ms after the last keystroke (spec §5).
 */
export const useAllTransactions = () =>
  useCursorList(transactionKeys.allTransactions(), {
    initial: NO_TRANSACTION_FILTERS,
    toQuery: transactionListQuery,
    fetchPage: getTransactions,
    debounceMs: TRANSACTION_SEARCH_DEBOUNCE_MS,
    // A day the API refuses, or an 'after' day later than the 'before' day: the bar says so and nothing is asked.
    enabled: (filters) => !datesInvalid(filters),
  });
