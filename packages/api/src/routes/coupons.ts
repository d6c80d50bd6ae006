import { createRoute } from '@hono/zod-openapi';
import {
  COUPON_ADDED,
  COUPON_REMOVED,
  COUPON_UPDATED,
  CouponFields,
  CouponIdParam,
  CouponListQuery,
  CouponPage,
  CouponSaved,
  CouponView,
  MessageBody,
  ValidateCouponRequest,
  ValidateCouponResult,
} from '@portal/contracts';
import { Coupons } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** Coupon codes: the admin's Coupons List, and the checkouts' code check. */
export const couponRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/coupon-codes/',
      tags: ['coupons'],
      middleware: [signedIn(), allow('coupons:manage')] as const,
      request: { query: CouponListQuery },
      responses: { ...ok(CouponPage), ...errors(400, 403) },
    }),
    async (c) => {
      const { cursor, page_size } = c.req.valid('query');
      return c.json(await Coupons.page(c.get('memberCtx'), cursor ?? null, page_size), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/coupon-codes/',
      tags: ['coupons'],
      middleware: [signedIn(), allow('coupons:manage')] as const,
      request: jsonBody(CouponFields),
      responses: { ...ok(CouponSaved), ...errors(400, 403, 409) },
    }),
    async (c) => c.json({ success: true, message: COUPON_ADDED, coupon: await Coupons.create(c.get('memberCtx'), c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/coupon-codes/validate-code/',
      tags: ['coupons'],
      middleware: [signedIn(), allow('coupons:validate')] as const,
      request: jsonBody(ValidateCouponRequest),
      responses: { ...ok(ValidateCouponResult), ...errors(400, 403, 429) },
    }),
    async (c) => {
      const { code, product_id, harvest_center_id } = c.req.valid('json');
      const input = { code, productId: product_id, harvestCenterId: harvest_center_id };
      return c.json(await Coupons.validate(c.get('memberCtx'), input, c.get('clientAddress')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/coupon-codes/{id}/',
      tags: ['coupons'],
      middleware: [signedIn(), allow('coupons:manage')] as const,
      request: { params: CouponIdParam },
      responses: { ...ok(CouponView), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await Coupons.read(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/coupon-codes/{id}/',
      tags: ['coupons'],
      middleware: [signedIn(), allow('coupons:manage')] as const,
      request: { params: CouponIdParam, ...jsonBody(CouponFields) },
      responses: { ...ok(CouponSaved), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const coupon = await Coupons.update(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ success: true, message: COUPON_UPDATED, coupon }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/coupon-codes/{id}/',
      tags: ['coupons'],
      middleware: [signedIn(), allow('coupons:manage')] as const,
      request: { params: CouponIdParam },
      responses: { ...ok(MessageBody), ...errors(400, 403, 404) },
    }),
    async (c) => {
      await Coupons.remove(c.get('memberCtx'), c.req.valid('param').id);
      return c.json({ success: true, message: COUPON_REMOVED }, 200);
    },
  );
