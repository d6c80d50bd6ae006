import type { CenterPublicOptions, ProductView, SalesRepExistsAnswer } from '@portal/contracts';
import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** The product at the price this buyer pays now (the server's catalog; an admin's new price shows at once). */
export const useCheckoutProduct = (productId: number) =>
  useQuery({
    queryKey: checkoutKeys.product(productId),
    queryFn: ({ signal }) => api.get<ProductView>(`products/${productId}/`, { signal }),
    staleTime: 0,
    retry: false,
  });

/** Whether the buyer's sales rep exists (spec §6: no valid rep, no checkout). */
export const useSalesRepExists = (repId: number | null | undefined) =>
  useQuery({
    queryKey: checkoutKeys.salesRep(repId ?? 0),
    queryFn: repId ? ({ signal }) => api.get<z.infer<typeof SalesRepExistsAnswer>>(`sales-rep/${repId}/user-exists/`, { signal }) : skipToken,
    select: (answer) => answer.exists,
  });

const centerOption = (centerId: number) => ({
  queryKey: checkoutKeys.center(centerId),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<z.infer<typeof CenterPublicOptions>>(`harvest-centers/public-options/${centerId}/`, { signal }),
});

/** The referral fee's center picker: the harvest centers the referral center is associated with now, in its order. */
export const useCenterOptionsOf = (centerIds: readonly number[]) =>
  useQueries({ queries: centerIds.map(centerOption), combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])) });
