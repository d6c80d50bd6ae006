import type { ProductView } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** The products the member may buy (the API answers only those, by the rules of spec §6), for the dashboard's buttons. */
export const buyableProductsQuery = () =>
  queryOptions({ queryKey: checkoutKeys.products(), queryFn: ({ signal }) => api.get<ProductView[]>('products/', { signal }) });
