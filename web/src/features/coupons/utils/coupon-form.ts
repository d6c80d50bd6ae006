import { CouponFields, couponStatusNames, CouponStatus, type CouponView } from '@portal/contracts';
import { z } from 'zod';
import { amountText } from '../../../utils/format-money';
import type { CouponBody } from '../api/save-coupon';

/**
 * The coupon dialog as it holds its fields: the contract's rules for name, code, max use and
 * discount (spec §5: required), the products as the ids ticked, the harvest center and status as
 * select values.
 */
export const couponFormSchema = CouponFields.pick({ name: true, code: true, max_use_number: true, discount_amount: true }).extend({
  product_ids: z.array(z.string()),
  harvest_center: z.string(),
  status: z.enum(['1', '0']),
});
export type CouponFormValues = z.input<typeof couponFormSchema>;
export type CouponFormData = z.output<typeof couponFormSchema>;

/** Blank to add (active, every product), or the coupon's own values to edit. */
export function toCouponValues(coupon?: CouponView): CouponFormValues {
  return {
    name: coupon?.name ?? '',
    code: coupon?.code ?? '',
    max_use_number: coupon ? String(coupon.max_use_number) : '',
    discount_amount: coupon ? amountText(coupon.discount_amount) : '',
    product_ids: coupon?.product_ids ? coupon.product_ids.split(',') : [],
    harvest_center: coupon?.harvest_center ? String(coupon.harvest_center) : '',
    status: coupon?.status === CouponStatus.Inactive ? '0' : '1',
  };
}

/** The body of POST or PUT coupon-codes/: products as comma-separated ids, no center as null. */
export function toCouponBody(data: CouponFormData): CouponBody {
  return {
    name: data.name,
    code: data.code,
    max_use_number: data.max_use_number,
    discount_amount: data.discount_amount,
    product_ids: [...data.product_ids].sort((a, b) => Number(a) - Number(b)).join(','),
    harvest_center: data.harvest_center ? Number(data.harvest_center) : null,
    status: data.status === '1' ? 1 : 0,
  };
}

/** The table's words for a coupon's fields. */
export const maxUseText = (maxUse: number) => (maxUse === 0 ? 'Unlimited' : String(maxUse));
export const productsText = (coupon: Pick<CouponView, 'products'>) => (coupon.products.length ? coupon.products.map((p) => p.name).join(', ') : 'All products');
export const statusText = (status: number) => couponStatusNames[status === CouponStatus.Active ? 1 : 0];
