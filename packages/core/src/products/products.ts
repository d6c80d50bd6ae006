import { fromCents, isProductId, type ProductView } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import { record } from '../audit/audit';
import type { Core, DomainCtx, MemberCtx } from '../context';
import { transact } from '../db/transact';
import { notFound } from '../errors';
import { may } from '../members/scope';
import { mayBuy } from './buyers';
import { catalog } from './catalog';
import type { ProductEntity } from './product.entity';
import type { ProductPriceEntity } from './product-price.entity';

export { buyersOf, buyingCenters, mayBuy, purchaseCenter, type Buyer, type CenterBuyer } from './buyers';

type ProductRecord = EntityItem<ProductEntity>;
type PriceRecord = EntityItem<ProductPriceEntity>;

/** A product of a domain at the price a buyer pays now, in integer cents. */
export interface PricedProduct {
  domainId: number;
  productId: number;
  name: string;
  description: string;
  priceCents: number;
  shippingCents: number;
  /** The domain's own price, when an admin set one: it is what priceCents and shippingCents are. */
  price?: PriceRecord;
}

/** The spec's rule: the first price tier, when there is one, overrides the list price and shipping fee. */
const priced = (product: ProductRecord, price: PriceRecord | undefined): PricedProduct => ({
  domainId: product.domainId,
  productId: product.productId,
  name: product.name,
  description: product.description ?? '',
  priceCents: price?.priceCents ?? product.priceCents,
  shippingCents: price?.shippingCents ?? product.shippingCents,
  price,
});

/** The product as the API shows it, amounts in dollars. */
export const view = (p: PricedProduct): ProductView => ({
  id: p.productId,
  name: p.name,
  description: p.description,
  price: fromCents(p.priceCents),
  shipping_fee: fromCents(p.shippingCents),
  prices: p.price
    ? [
        {
          price: fromCents(p.price.priceCents),
          shipping_fee: fromCents(p.price.shippingCents),
          product_id: p.productId,
          domain_id: p.domainId,
          updated_at: p.price.updatedAt,
        },
      ]
    : [],
});

/** The domain's whole catalog by product id, each at the price a buyer pays: two Queries of about ten items. */
export async function catalogOf(ctx: DomainCtx): Promise<PricedProduct[]> {
  const domainId = ctx.domain.domainId;
  const [products, prices] = await Promise.all([
    ctx.db.entities.product.query.byDomain({ domainId }).go({ pages: 'all' }),
    ctx.db.entities.productPrice.query.byDomain({ domainId }).go({ pages: 'all' }),
  ]);
  const priceOf = new Map(prices.data.map((p) => [p.productId, p]));
  return products.data.map((p) => priced(p, priceOf.get(p.productId)));
}

/** The product with this id at the price a buyer pays now, or undefined when the domain has none. */
export async function fromId(ctx: DomainCtx, productId: number): Promise<PricedProduct | undefined> {
  if (!isProductId(productId)) return undefined;
  const key = { domainId: ctx.domain.domainId, productId };
  const [product, price] = await Promise.all([ctx.db.entities.product.get(key).go(), ctx.db.entities.productPrice.get(key).go()]);
  return product.data ? priced(product.data, price.data ?? undefined) : undefined;
}

/** Admins see the whole catalog; a buyer sees what it may buy. */
const sees = (ctx: MemberCtx, productId: number) => may(ctx, 'products:manage') || (may(ctx, 'products:read') && mayBuy(ctx.member, productId));

/** The products the acting member sees, by id. */
export async function list(ctx: MemberCtx): Promise<PricedProduct[]> {
  return (await catalogOf(ctx)).filter((p) => sees(ctx, p.productId));
}

/** A product the acting member sees (the checkouts' product read); any other is not found. */
export async function read(ctx: MemberCtx, productId: number): Promise<PricedProduct> {
  const product = sees(ctx, productId) ? await fromId(ctx, productId) : undefined;
  if (!product) throw notFound('Product');
  return product;
}

/**
 * Sets the domain's price and shipping fee of a product, in cents, which from then on override its
 * list price (the admin's update-create). Written on condition the product is in the domain's
 * catalog, and audited.
 */
export async function setPrice(ctx: MemberCtx, productId: number, amounts: { priceCents: number; shippingCents: number }): Promise<PricedProduct> {
  const domainId = ctx.domain.domainId;
  const price = { domainId, productId, ...amounts, updatedAt: new Date().toISOString(), updatedBy: ctx.caller.memberId };
  const outcome = isProductId(productId)
    ? await transact(ctx.db, ({ product, productPrice }) => [
        product.check({ domainId, productId }).where((attr, op) => op.exists(attr.name)),
        productPrice.put(price),
      ])
    : { ok: false };
  if (!outcome.ok) throw notFound('Product');
  await record(ctx, {
    action: 'product.price-updated',
    target: `product:${productId}`,
    detail: `price ${amounts.priceCents}, shipping ${amounts.shippingCents} (cents)`,
  });
  const saved = await fromId(ctx, productId);
  if (!saved) throw notFound('Product');
  return saved;
}

/**
 * Writes the catalog's products into a domain at their list prices: a new domain's catalog, and
 * safe to repeat (the prices its admin set stay as they are).
 */
export async function seed(core: Core, domainId: number): Promise<void> {
  await core.db.entities.product.put(catalog.map((p) => ({ domainId, ...p }))).go();
}
