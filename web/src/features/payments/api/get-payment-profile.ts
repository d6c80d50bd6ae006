import type { PaymentProfileView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export const getPaymentProfile = (memberId: number, signal?: AbortSignal) =>
  api.post<PaymentProfileView>('billing-profiles/get-profile/', { user_id: memberId }, { signal });

export const paymentProfileQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: paymentKeys.profile(memberId ?? 0),
    queryFn: memberId === undefined ? skipToken : ({ signal }) => getPaymentProfile(memberId, signal),
  });

/** A member's saved cards, the default first, with its customer profile id at the gateway. */
export const usePaymentProfile = (memberId: number | undefined) => useQuery(paymentProfileQueryOptions(memberId));
