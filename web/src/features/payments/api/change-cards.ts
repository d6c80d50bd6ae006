import type { NewPaymentOption, PaymentOptionRef, PaymentProfileView } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payments';

export const addCard = (body: NewPaymentOption) => api.post<PaymentProfileView>('billing-profiles/create-profile/', body);
export const deleteCard = (body: PaymentOptionRef) => api.post<PaymentProfileView>('billing-profiles/delete-profile/', body);
export const setDefaultCard = (body: PaymentOptionRef) => api.post<PaymentProfileView>('billing-profiles/set-default/', body);

/** A change of a member's saved cards; the answer is the new list, shown at once. */
function useCardsChange<T>(memberId: number, change: (body: T) => Promise<PaymentProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (profile) => {
      queryClient.setQueryData(paymentKeys.profile(memberId), profile);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.profile(memberId) });
    },
  });
}

export const useAddCard = (memberId: number) => useCardsChange(memberId, addCard);
export const useDeleteCard = (memberId: number) => useCardsChange(memberId, deleteCard);
export const useSetDefaultCard = (memberId: number) => useCardsChange(memberId, setDefaultCard);
