import type { GatewayAuth, PaymentProfileView } from '@portal/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The saved cards' cache keys: Payment Methods changes them, the checkouts read them. */
export const paymentKeys = {
  all: ['payments'] as const,
  profile: (memberId: number) => [...paymentKeys.all, 'member', memberId] as const,
  gateway: () => [...paymentKeys.all, 'gateway'] as const,
};

export const getPaymentProfile = (memberId: number, signal?: AbortSignal) =>
  api.post<PaymentProfileView>('billing-profiles/get-profile/', { user_id: memberId }, { signal });

export const paymentProfileQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: paymentKeys.profile(memberId ?? 0),
    queryFn: memberId === undefined ? skipToken : ({ signal }) => getPaymentProfile(memberId, signal),
  });

/** A member's saved cards, the default first, with its customer profile id at the gateway. */
export const usePaymentProfile = (memberId: number | undefined) => useQuery(paymentProfileQueryOptions(memberId));

export const getGatewayAuth = () => api.post<GatewayAuth>('auth/authorizenet/', {});

export const gatewayAuthQueryOptions = () => queryOptions({ queryKey: paymentKeys.gateway(), queryFn: getGatewayAuth, staleTime: Infinity });

/** What the browser needs to send a card to the gateway (public keys only). */
export const useGatewayAuth = () => useQuery(gatewayAuthQueryOptions());
