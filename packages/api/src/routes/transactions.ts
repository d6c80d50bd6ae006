import { createRoute } from '@hono/zod-openapi';
import { CheckoutOutcome, CheckoutPatientCheck, CheckoutPatientCheckResult, CheckoutRequest, LastTransactionId } from '@portal/contracts';
import { Checkout, CheckoutLookups, Transactions } from '@portal/core';
import type { AppContext } from '../env';
import { allow, signedIn } from '../middleware/auth';
import { jsonLogger } from '../middleware/request-log';
import { errors, jsonBody, ok, router } from '../router';

const checkoutResponses = { ...ok(CheckoutOutcome), ...errors(400, 403, 404, 409, 429) };

/** The checkout's log lines carry the request's id. */
const logFor = (c: AppContext) => (line: Parameters<typeof jsonLogger>[0]) => jsonLogger({ ...line, requestId: c.get('requestId') });

/** The checkouts (card payments recorded as transactions) and what their pages read. */
export const transactionRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/transactions/',
      tags: ['transactions'],
      middleware: [signedIn(), allow('transactions:checkout')] as const,
      request: jsonBody(CheckoutRequest),
      responses: checkoutResponses,
    }),
    async (c) => c.json(await Checkout.checkout(c.get('memberCtx'), c.req.valid('json'), 'center', c.get('clientAddress'), logFor(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/transactions/patient/',
      tags: ['transactions'],
      middleware: [signedIn(), allow('transactions:checkout-vials')] as const,
      request: jsonBody(CheckoutRequest),
      responses: checkoutResponses,
    }),
    async (c) => c.json(await Checkout.checkout(c.get('memberCtx'), c.req.valid('json'), 'patient', c.get('clientAddress'), logFor(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/transactions/get-last-id/',
      tags: ['transactions'],
      middleware: [signedIn(), allow('transactions:last-id')] as const,
      responses: { ...ok(LastTransactionId), ...errors(403) },
    }),
    async (c) => c.json(await Transactions.lastId(c.get('memberCtx')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/patient/checkout/',
      tags: ['users'],
      middleware: [signedIn(), allow('transactions:checkout')] as const,
      request: jsonBody(CheckoutPatientCheck),
      responses: { ...ok(CheckoutPatientCheckResult), ...errors(400, 403, 429) },
    }),
    async (c) => c.json(await CheckoutLookups.patientEmail(c.get('memberCtx'), c.req.valid('json').email), 200),
  );
