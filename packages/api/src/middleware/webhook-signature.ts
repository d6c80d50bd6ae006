// Core by module, not through its index: this file loads at every cold start (scripts/bench/bundle.test.ts).
import { freshSignatureHeader } from '@portal/core/providers/esign/boldsign-webhook';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const WEBHOOK_SIGNATURE_REFUSED = 'The webhook signature is missing, wrong or too old.';

/**
 * Refuses (401) a BoldSign delivery before anything reads its body when it cannot be BoldSign's: no
 * webhook secret configured, or no X-BoldSign-Signature of the form `t=<unix>, s0=<hex>` with a time
 * within 300 s. The route checks the signature itself against the body it reads (webhooks.ts).
 */
export const boldSignSignatureFirst = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const configured = Boolean(c.get('core').config.esignWebhookSecret);
    if (!configured || !freshSignatureHeader(c.req.header('x-boldsign-signature'), Math.floor(Date.now() / 1000)))
      return c.json({ message: WEBHOOK_SIGNATURE_REFUSED, code: 'unauthorized' }, 401);
    await next();
  });
