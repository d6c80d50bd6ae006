import { createRoute } from '@hono/zod-openapi';
import { BoldSignWebhookEvent, WebhookAnswer } from '@portal/contracts';
import { ProviderEvents } from '@portal/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { isVerificationEvent } from '@portal/core/webhooks';
import { VERIFIED, WEBHOOK_SIGNATURE_REFUSED } from '../middleware/webhook-signature';
import { errors, jsonBody, ok, router } from '../router';

/**
 * Refuses (401) a delivery whose X-BoldSign-Signature is not BoldSign's for these exact bytes,
 * before the body is read as JSON: the signature covers the raw body, which is read here first.
 * The Verification event is answered whatever its signature, as when it comes unsigned. A delivery
 * without a well-formed, fresh header never gets here: the app settles it having read a few KB at
 * most (middleware/webhook-signature.ts).
 */
const signedByBoldSign = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = await c.req.text();
    if (ProviderEvents.isFromBoldSign(c.get('core'), c.req.header('x-boldsign-signature'), raw)) return next();
    if (isVerificationEvent(raw)) return c.json(VERIFIED, 200);
    return c.json({ message: WEBHOOK_SIGNATURE_REFUSED, code: 'unauthorized' }, 401);
  });

/** Calls from providers, not members: no domain, no session; each is authenticated by its signature. */
export const webhookRoutes = router().openapi(
  createRoute({
    method: 'post',
    path: '/webhooks/boldsign/',
    tags: ['webhooks'],
    description:
      'BoldSign\'s document events, signed in X-BoldSign-Signature (t=<unix>, s0=<hex>[, s1=<hex>]: HMAC-SHA256 of `${t}.${body}` with the webhook secret, at most 300 s old). The document the event names is refreshed from BoldSign, as the status job would. BoldSign\'s Verification event (`{"event":{"eventType":"Verification",...}}` and nothing else, a few KB at most) is answered 200 unsigned: the dashboard sends it before it reveals the secret.',
    middleware: [signedByBoldSign()] as const,
    request: jsonBody(BoldSignWebhookEvent),
    responses: { ...ok(WebhookAnswer), ...errors(400, 401) },
  }),
  async (c) => {
    const { event, data } = c.req.valid('json');
    if (event.eventType === 'Verification') return c.json(VERIFIED, 200);
    const documentId = !data?.object || data.object === 'document' ? data?.documentId : undefined;
    return c.json({ received: true as const, ...(await ProviderEvents.onDocumentEvent(c.get('core'), { eventType: event.eventType, documentId })) }, 200);
  },
);
