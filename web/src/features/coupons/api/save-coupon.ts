import type { CouponFields, CouponSaved } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

/** A coupon as the API reads it: product ids as comma-separated text, the status as 1 or 0. */
export type CouponBody = z.input<typeof CouponFields>;

export const createCoupon = (body: CouponBody) => api.post<CouponSaved>('coupon-codes/', body);
export const updateCoupon = ({ id, body }: { id: number; body: CouponBody }) => api.put<CouponSaved>(`coupon-codes/${id}/`, body);

/** Adds a coupon (id undefined) or changes one; the list is read again. */
export function useSaveCoupon(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBody) => (id === undefined ? createCoupon(body) : updateCoupon({ id, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}
