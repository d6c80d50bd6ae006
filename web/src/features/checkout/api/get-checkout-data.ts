import type { CenterPublicOptions, ProductView, SalesRepExistsAnswer } from '@portal/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The referral fee's center picker: the harvest centers the referral center is associated with now,
 * in its order; one that cannot be read is left out. Each center is cached on its own key.
 */
export function useCenterOptionsOf(centerIds: readonly number[]) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...checkoutKeys.all, 'centers', centerIds],
    queryFn: async () => {
      const read = await Promise.allSettled(centerIds.map((id) => queryClient.fetchQuery(centerOption(id))));
      return read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    },
    enabled: centerIds.length > 0,
  });
  return data ?? [];
}
