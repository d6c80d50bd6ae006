import { createRoute } from '@hono/zod-openapi';
import { GatewayAuth, NewPaymentOption, PaymentMemberRequest, PaymentOptionRef, PaymentProfileView } from '@portal/contracts';
import { PaymentMethods } from '@portal/core';
import { signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** A member's saved cards at the payment gateway (Payment Methods, and the checkouts' saved cards). */
export const paymentRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/billing-profiles/get-profile/',
      tags: ['payments'],
      middleware: [signedIn()] as const,
      request: jsonBody(PaymentMemberRequest),
      responses: { ...ok(PaymentProfileView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const owner = PaymentMethods.cardOwner(ctx, c.req.valid('json').user_id);
      return c.json(await PaymentMethods.list(ctx, owner), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/billing-profiles/create-customer-profile/',
      tags: ['payments'],
      middleware: [signedIn()] as const,
      request: jsonBody(PaymentMemberRequest),
      responses: { ...ok(PaymentProfileView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const owner = PaymentMethods.cardOwner(ctx, c.req.valid('json').user_id);
      const code = await PaymentMethods.ensureCustomer(ctx, owner);
      return c.json(await PaymentMethods.list(ctx, { ...owner, paymentCustomerProfileId: code }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/billing-profiles/create-profile/',
      tags: ['payments'],
      middleware: [signedIn()] as const,
      request: jsonBody(NewPaymentOption),
      responses: { ...ok(PaymentProfileView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const input = c.req.valid('json');
      const owner = PaymentMethods.cardOwner(ctx, input.user_id);
      const view = await PaymentMethods.add(ctx, owner, {
        holder: input.card_holder,
        token: input.token,
        makeDefault: input.default,
        customerProfileId: input.customer_profile_id,
      });
      return c.json(view, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/billing-profiles/delete-profile/',
      tags: ['payments'],
      middleware: [signedIn()] as const,
      request: jsonBody(PaymentOptionRef),
      responses: { ...ok(PaymentProfileView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { profile_id, payment_id, user_id } = c.req.valid('json');
      return c.json(await PaymentMethods.remove(ctx, PaymentMethods.cardOwner(ctx, user_id), profile_id, payment_id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/billing-profiles/set-default/',
      tags: ['payments'],
      middleware: [signedIn()] as const,
      request: jsonBody(PaymentOptionRef),
      responses: { ...ok(PaymentProfileView), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { profile_id, payment_id, user_id } = c.req.valid('json');
      return c.json(await PaymentMethods.makeDefault(ctx, PaymentMethods.cardOwner(ctx, user_id), profile_id, payment_id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/authorizenet/',
      tags: ['payments'],
      middleware: [signedIn()] as const,
      responses: { ...ok(GatewayAuth), ...errors(403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      PaymentMethods.cardOwner(ctx);
      return c.json(PaymentMethods.gatewayAuth(ctx.config), 200);
    },
  );
