import type { ProductPriceSaved, ProductPriceUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

export const updateProductPrice = (body: ProductPriceUpdate) => api.post<ProductPriceSaved>('product-prices/update-create/', body);

/** Sets a product's price and shipping fee in the domain; the catalog is read again. */
export function useUpdateProductPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
