import type { ProductPriceFields, ProductView } from '@portal/contracts';
import type { z } from 'zod';
import { amountText } from '../../../utils/format-money';

/** Longest text the products filter takes. */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** The products whose name or id holds the text, in any case; blank text keeps them all. */
export function filterProducts<T extends Pick<ProductView, 'id' | 'name'>>(products: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((product) => product.name.toLowerCase().includes(needle) || String(product.id) === needle);
}

/** The title of the edit dialog, as the spec writes it (§2): 'Edit Product Price(name)'. */
export const editPriceTitle = (product: Pick<ProductView, 'name'>) => `Edit Product Price(${product.name})`;

/** The Edit Product Price form as typed (text), and as checked by the contract (dollars). */
export type PriceFormValues = z.input<typeof ProductPriceFields>;

/** The form starts with the price and shipping fee the product has now. */
export const toPriceFormValues = (product: Pick<ProductView, 'price' | 'shipping_fee'>): PriceFormValues => ({
  price: amountText(product.price),
  shipping_fee: amountText(product.shipping_fee),
});
