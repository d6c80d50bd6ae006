import type { GatewayAuth } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export const getGatewayAuth = () => api.post<GatewayAuth>('auth/authorizenet/', {});

export const gatewayAuthQueryOptions = () => queryOptions({ queryKey: paymentKeys.gateway(), queryFn: getGatewayAuth, staleTime: Infinity });

/** What the browser needs to send a card to the gateway (public keys only). */
export const useGatewayAuth = () => useQuery(gatewayAuthQueryOptions());
