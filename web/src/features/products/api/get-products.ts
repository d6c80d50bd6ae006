import type { ProductView } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

export const getProducts = (signal?: AbortSignal) => api.get<ProductView[]>('products/', { signal });

export const productsQueryOptions = () => queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => getProducts(signal) });

/** The domain's catalog at its prices (an admin sees every product). */
export const useProducts = () => useQuery(productsQueryOptions());
