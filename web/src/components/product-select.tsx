import type { ProductView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { api } from '../lib/api-client';
import { Select } from './ui/select';

/** The catalog's products as filter options: their ids and names. */
const useProductNames = () =>
  useQuery({
    queryKey: ['products', 'names'],
    queryFn: ({ signal }) => api.get<ProductView[]>('products/', { signal }),
    select: (products) => products.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });

interface ProductSelectProps {
  /** The product id chosen, or '' for any. */
  value: string;
  onChange: (value: string) => void;
}

/** "Bought product": a patients list filtered on a product its patients bought (any by default). */
export function ProductSelect({ value, onChange }: ProductSelectProps) {
  const { data: products } = useProductNames();
  return (
    <Select label="Bought product" value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
      <option value="">Any</option>
      {products?.map((product) => (
        <option key={product.id} value={product.id}>
          {product.name}
        </option>
      ))}
    </Select>
  );
}
