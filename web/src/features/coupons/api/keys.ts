export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  products: () => [...couponKeys.all, 'product-options'] as const,
  centers: (search: string) => [...couponKeys.all, 'center-options', search] as const,
};
