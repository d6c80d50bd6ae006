import { createRoute } from '@hono/zod-openapi';
import { PRODUCT_PRICE_UPDATED, ProductIdParam, ProductList, ProductPriceSaved, ProductPriceUpdate, ProductView, toCents } from '@portal/contracts';
import { Domains, Products } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** The catalog: what a member may buy at its domain's prices, and the admin's price changes. */
export const productRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/products/',
      tags: ['products'],
      middleware: [signedIn(), allow('products:read')] as const,
      responses: { ...ok(ProductList), ...errors(403) },
    }),
    async (c) => c.json((await Products.list(c.get('memberCtx'))).map(Products.view), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/products/{id}/',
      tags: ['products'],
      middleware: [signedIn(), allow('products:read')] as const,
      request: { params: ProductIdParam },
      responses: { ...ok(ProductView), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(Products.view(await Products.read(c.get('memberCtx'), c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/product-prices/update-create/',
      tags: ['products'],
      middleware: [signedIn(), allow('products:manage')] as const,
      request: jsonBody(ProductPriceUpdate),
      responses: { ...ok(ProductPriceSaved), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { product_id, domain_id, price, shipping_fee } = c.req.valid('json');
      // A price is set for the request's own domain only; another domain's products are not seen.
      Domains.own(ctx, domain_id, 'Product');
      const product = await Products.setPrice(ctx, product_id, { priceCents: toCents(price), shippingCents: toCents(shipping_fee) });
      return c.json({ success: true, message: PRODUCT_PRICE_UPDATED, product: Products.view(product) }, 200);
    },
  );
