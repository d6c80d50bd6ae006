import type { CheckoutOutcome, CheckoutRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payments';
import type { CheckoutScreen } from '../utils/screens';
import { checkoutKeys } from './keys';

export const pay = (endpoint: CheckoutScreen['endpoint'], body: CheckoutRequest) => api.post<CheckoutOutcome>(endpoint, body);

/**
 * Sends a payment. Any answer may have saved a card, used an invoice id or followed a new price, so
 * they are read again; a failure carries its CheckoutOutcome in the error's body.
 */
export function usePay(endpoint: CheckoutScreen['endpoint']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest) => pay(endpoint, body),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.all }), queryClient.invalidateQueries({ queryKey: checkoutKeys.all })]),
  });
}
