import type { ProductView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionKeys } from './keys';

/** The catalog's products, for the Product filter. */
export const useProductOptions = () =>
  useQuery({
    queryKey: transactionKeys.products(),
    queryFn: ({ signal }) => api.get<ProductView[]>('products/', { signal }),
    select: (products) => products.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });
