import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { moneyAmount } from './money';
import { Id, IdText, text, tooLong, wholeNumber } from './primitives';
import { isProductId, productIds } from './products';

/** The Coupons List shows 10 coupons a page (spec §9). */
export const COUPON_PAGE_SIZE = 10;
export const COUPON_MAX_USES = 1_000_000;
export const COUPON_CODE_MAX_LENGTH = 50;

/** Coupon status as the spec numbers it (§3, §9): 1 Active, 0 Inactive. */
export const CouponStatus = { Active: 1, Inactive: 0 } as const;
export type CouponStatus = (typeof CouponStatus)[keyof typeof CouponStatus];
export const couponStatusNames: Record<CouponStatus, string> = { 1: 'Active', 0: 'Inactive' };

export const COUPON_CODE_SPACES = 'A coupon code has no spaces.';
export const NOT_CATALOG_PRODUCTS = `Name products of the catalog by id, separated by commas (${productIds.join(', ')}).`;
export const NOT_A_STATUS = 'Choose a status: 1 (Active) or 0 (Inactive).';
export const DISCOUNT_ABOVE_ZERO = 'The discount must be above 0';

/** A code as typed: one word of at most 50 characters; codes are unique per domain in any case. */
export const couponCode = () => text(COUPON_CODE_MAX_LENGTH, { required: true }).regex(/^\S*$/, COUPON_CODE_SPACES);

/**
 * The spec's product_ids: catalog product ids separated by commas ('1,2,13'), in order and without
 * repeats once read; blank means every product.
 */
export const ProductIdsText = z
  .string()
  .max(100, tooLong(100))
  .regex(/^\s*(?:[1-9]\d{0,3}\s*(?:,\s*[1-9]\d{0,3}\s*)*)?$/, NOT_CATALOG_PRODUCTS)
  .transform((value) =>
    [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
          .map(Number),
      ),
    ].sort((a, b) => a - b),
  )
  .refine((ids) => ids.every(isProductId), NOT_CATALOG_PRODUCTS);

/** 1 Active or 0 Inactive, as a number or as a select's text. */
const statusError = { error: NOT_A_STATUS };
export const CouponStatusInput = z.union(
  [z.literal(1, statusError), z.literal(0, statusError), z.enum(['1', '0'], statusError).transform((s) => (s === '1' ? 1 : 0))],
  statusError,
);

/**
 * A coupon as the admin's form sends it (spec §5): name, code, discount amount and max use are
 * required; products and harvest center are optional. Max use 0 means unlimited.
 */
export const CouponFields = z.strictObject({
  name: text(100, { required: true }),
  code: couponCode(),
  max_use_number: wholeNumber({ min: 0, max: COUPON_MAX_USES, messages: { type: 'Enter a number of uses (0 for unlimited)' } }),
  discount_amount: moneyAmount().refine((amount) => amount > 0, DISCOUNT_ABOVE_ZERO),
  product_ids: ProductIdsText.optional(),
  harvest_center: Id.nullable().optional(),
  status: CouponStatusInput.optional(),
});
export type CouponFields = z.infer<typeof CouponFields>;

/** The `{id}` of a coupon's path. */
export const CouponIdParam = z.object({ id: IdText });

export const CouponListQuery = z.object({
  cursor: PageCursor.optional(),
  page_size: wholeNumber({ min: 1, max: 50 }).default(COUPON_PAGE_SIZE),
});
export type CouponListQuery = z.input<typeof CouponListQuery>;

/** The coupon record of the spec (§3); amounts in dollars, products also by name. */
export const CouponView = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  max_use_number: z.number().int(),
  discount_amount: z.number(),
  product_ids: z.string(),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  harvest_center: z.number().int().nullable(),
  hc_desc: z.object({ id: z.number().int(), company: z.string() }).nullable(),
  used_number: z.number().int(),
  status: z.union([z.literal(1), z.literal(0)]),
  domain_id: z.number().int(),
});
export type CouponView = z.infer<typeof CouponView>;

/** A page of coupons, newest first: `count` is the domain's number of coupons. */
export const CouponPage = pageOf(CouponView);
export type CouponPage = z.infer<typeof CouponPage>;

export const CouponSaved = z.object({ success: z.boolean(), message: z.string(), coupon: CouponView });
export type CouponSaved = z.infer<typeof CouponSaved>;

/**
 * The checkout's coupon check (spec §7): does this code give a discount on this product at this
 * center? The center must be one the caller buys for; none means the caller's own.
 */
export const ValidateCouponRequest = z.strictObject({
  code: text(COUPON_CODE_MAX_LENGTH, { required: true }),
  product_id: Id,
  harvest_center_id: Id.nullable().optional(),
});
export type ValidateCouponRequest = z.infer<typeof ValidateCouponRequest>;

/**
 * `success` false means no discount (spec §8: discount 0, the coupon cleared). Every code that gives
 * none (unknown, inactive, used up, of another product or center) gets the same answer, with
 * COUPON_INVALID as its message, so the check tells no code that exists from one that does not.
 */
export const ValidateCouponResult = z.object({
  success: z.boolean(),
  discount: z.number(),
  coupon_id: z.number().int().nullable(),
  code: z.string(),
  message: z.string(),
});
export type ValidateCouponResult = z.infer<typeof ValidateCouponResult>;

export const COUPON_ADDED = 'Coupon code has been added!';
/** An edit: the spec's record update message (portal-core §8). */
export const COUPON_UPDATED = 'Record has been updated!';
export const COUPON_REMOVED = 'Coupon code has been removed!';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists.';
export const COUPON_APPLIED = 'Coupon code applied.';
export const COUPON_INVALID = 'Invalid coupon code.';
/** Past the limit of failed coupon checks (per member and per address, in 15 minutes). */
export const TOO_MANY_COUPON_CHECKS = 'Too many coupon code attempts. Please wait 15 minutes and try again.';
export const COUPON_INACTIVE = 'This coupon code is not active.';
export const COUPON_OTHER_PRODUCT = 'This coupon code does not apply to this product.';
export const COUPON_OTHER_CENTER = 'This coupon code does not apply to this harvest center.';
export const COUPON_USED_UP = 'This coupon code has reached its maximum number of uses.';
export const NOT_A_HARVEST_CENTER = 'Choose a harvest center of this domain.';
