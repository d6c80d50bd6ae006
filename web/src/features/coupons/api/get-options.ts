import type { MemberOption, ProductView } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

/** The catalog's products, for the coupon form's Products choices. */
export const useProductOptions = () =>
  useQuery({
    queryKey: couponKeys.products(),
    queryFn: ({ signal }) => api.get<ProductView[]>('products/', { signal }),
    select: (products) => products.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });

/** The newest harvest centers matching the text typed (the picker call: a page at most, whatever the domain's size). */
export const useCenterOptions = (search: string) =>
  useQuery({
    queryKey: couponKeys.centers(search),
    queryFn: ({ signal }) => api.get<MemberOption[]>(withQuery('harvest-centers/list-all/', { search }), { signal }),
    placeholderData: keepPreviousData,
  });
