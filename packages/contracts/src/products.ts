import { z } from 'zod';
import { moneyAmount } from './money';
import { Id, IdText } from './primitives';

/** The catalog's product ids as the spec numbers them (portal-core §9, portal-commerce-admin §9). */
export const ProductId = {
  ProcessingFee: 1,
  PatientVials: 2,
  HarvestingKit: 3,
  Cannula: 8,
  FiveKits: 9,
  FiveCannulas: 10,
  ShippingSupplies: 11,
  PopUpBanner: 12,
  ReferralProcessingFee: 13,
  PreOrderVials: 14,
} as const;

export type ProductId = (typeof ProductId)[keyof typeof ProductId];

export const productIds = Object.values(ProductId) as ProductId[];

export const isProductId = (id: number): id is ProductId => (productIds as number[]).includes(id);

/** The Product Manager's table shows 10 products a page (spec §9). */
export const PRODUCT_PAGE_SIZE = 10;

/** A domain's price of a product: when there is one, it overrides the product's price and shipping fee. */
export const ProductPriceView = z.object({
  price: z.number(),
  shipping_fee: z.number(),
  product_id: z.number().int(),
  domain_id: z.number().int(),
  updated_at: z.string(),
});
export type ProductPriceView = z.infer<typeof ProductPriceView>;

/**
 * A product as the spec's record has it (§3): `price` and `shipping_fee` are what a buyer pays,
 * the first entry of `prices` already applied. Amounts in dollars.
 */
export const ProductView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  shipping_fee: z.number(),
  prices: z.array(ProductPriceView),
});
export type ProductView = z.infer<typeof ProductView>;

export const ProductList = z.array(ProductView);

/** The `{id}` of a product's path. */
export const ProductIdParam = z.object({ id: IdText });

/** The Edit Product Price form: both amounts required (spec §5). */
export const ProductPriceFields = z.strictObject({
  price: moneyAmount(),
  shipping_fee: moneyAmount(),
});
export type ProductPriceFields = z.infer<typeof ProductPriceFields>;

/** The product price payload (spec §3): the price of a product in the request's own domain. */
export const ProductPriceUpdate = ProductPriceFields.extend({
  product_id: Id,
  domain_id: Id,
});
export type ProductPriceUpdate = z.infer<typeof ProductPriceUpdate>;

export const PRODUCT_PRICE_UPDATED = 'Product price has been updated!';

export const ProductPriceSaved = z.object({ success: z.boolean(), message: z.string(), product: ProductView });
export type ProductPriceSaved = z.infer<typeof ProductPriceSaved>;
