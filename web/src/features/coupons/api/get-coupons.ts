import type { CouponListQuery, CouponPage } from '@portal/contracts';
import { useCursorList, withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

export const getCoupons = (query: CouponListQuery, signal?: AbortSignal) => api.get<CouponPage>(withQuery('coupon-codes/', query), { signal });

/** The domain's coupons, newest first, paged by the server (no filter: the spec's list has none). */
export const useCoupons = () =>
  useCursorList(couponKeys.lists(), {
    initial: { search: '' },
    toQuery: (_filters, cursor): CouponListQuery => (cursor ? { cursor } : {}),
    fetchPage: getCoupons,
  });
