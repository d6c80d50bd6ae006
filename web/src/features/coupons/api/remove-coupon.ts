import type { MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

export const removeCoupon = (id: number) => api.delete<MessageBody>(`coupon-codes/${id}/`);

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}
