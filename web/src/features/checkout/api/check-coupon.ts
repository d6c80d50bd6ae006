import type { ValidateCouponRequest, ValidateCouponResult } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const validateCoupon = (body: ValidateCouponRequest) => api.post<ValidateCouponResult>('coupon-codes/validate-code/', body);

/** Apply: does the code give a discount on this product at this center? It reserves nothing; the payment does. */
export const useValidateCoupon = () => useMutation({ mutationFn: validateCoupon });
