import type { TransactionUpdate, TransactionUpdated } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { transactionKeys } from './keys';

export const updateTransaction = (id: number, body: TransactionUpdate) => api.patch<TransactionUpdated>(`transactions/${id}/`, body);

/**
 * Sets whether the commission was paid and adds the note to the history (admins); the reports and
 * the transaction are read again, also when another admin changed it first (409).
 */
export function useUpdateTransaction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransactionUpdate) => updateTransaction(id, body),
    onSuccess: ({ transaction }) => {
      queryClient.setQueryData(transactionKeys.detail(id), transaction);
      return queryClient.invalidateQueries({ queryKey: transactionKeys.lists() });
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: transactionKeys.detail(id) }),
            queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
          ])
        : undefined,
  });
}
