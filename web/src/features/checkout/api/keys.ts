export const checkoutKeys = {
  all: ['checkout'] as const,
  products: () => [...checkoutKeys.all, 'products'] as const,
  product: (productId: number) => [...checkoutKeys.all, 'product', productId] as const,
  salesRep: (repId: number) => [...checkoutKeys.all, 'sales-rep', repId] as const,
  patients: (path: string, search: string) => [...checkoutKeys.all, 'patients', path, search] as const,
  center: (centerId: number) => [...checkoutKeys.all, 'center', centerId] as const,
};
