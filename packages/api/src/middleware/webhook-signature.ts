// Core's cold-start entry, not its index: this file loads at every cold start (scripts/bench/bundle.test.ts).
import { freshSignatureHeader, isVerificationEvent, VERIFICATION_MAX_BYTES } from '@portal/core/webhooks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const WEBHOOK_SIGNATURE_REFUSED = 'The webhook signature is missing, wrong or too old.';

/** The answer to BoldSign's Verification: a 200 is all its dashboard waits for (10 s at most). */
export const VERIFIED = { received: true as const, outcome: 'verified' as const };

/**
 * The body as text when it is at most `limit` bytes; undefined, having read at most one chunk past
 * the limit, when it is larger or says so in its Content-Length (then it is not read at all).
 */
async function boundedText(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length')) > limit) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Settles a BoldSign delivery that cannot be checked against its body before the body limit reads
 * it: without a webhook secret configured, or without an X-BoldSign-Signature of the form
 * `t=<unix>, s0=<hex>` with a time within 300 s. Such a delivery is answered 200 when it is exactly
 * BoldSign's Verification event (its dashboard's Verify posts it unsigned, and reveals the secret
 * only once it got a 200), read from at most VERIFICATION_MAX_BYTES; anything else is refused (401).
 * A signed delivery goes on to the route, which checks the signature against the body (webhooks.ts).
 */
export const boldSignSignatureFirst = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const configured = Boolean(c.get('core').config.esignWebhookSecret);
    if (configured && freshSignatureHeader(c.req.header('x-boldsign-signature'), Math.floor(Date.now() / 1000))) return next();
    const raw = await boundedText(c.req.raw, VERIFICATION_MAX_BYTES);
    if (raw !== undefined && isVerificationEvent(raw)) return c.json(VERIFIED, 200);
    return c.json({ message: WEBHOOK_SIGNATURE_REFUSED, code: 'unauthorized' }, 401);
  });
