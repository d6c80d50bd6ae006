import type { TransactionDetail } from '@portal/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './keys';

export const getTransaction = (id: number, signal?: AbortSignal) => api.get<TransactionDetail>(`transactions/${id}/`, { signal });

/** One transaction with the history of its notes, oldest first; undefined waits. */
export const useTransaction = (id: number | undefined) =>
  useQuery({
    queryKey: transactionKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getTransaction(id, signal),
  });
