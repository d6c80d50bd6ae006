import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { SimDocument } from './store';
import { unixNow } from './wire';

/** Where BoldSign posts the account's events, and the secret it signs them with (set in BoldSign's dashboard). */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/** One delivery as the simulator made it: the event (a document's, or the Verification of a new target), and the answer's status (or why none came). */
export interface Delivery {
  eventType: string;
  documentId?: string;
  status?: number;
  error?: string;
}

/** How long BoldSign waits for an answer; past it, Verify does not save the webhook. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The unsigned event BoldSign's dashboard posts when Verify is pressed: no document, no signature (no secret exists yet). */
const verificationPayload = () => ({
  event: { id: randomUUID(), created: unixNow(), eventType: 'Verification', clientId: randomUUID(), environment: 'Test' },
});

/** The payload BoldSign posts for a document event (its sample event data, the fields the portal reads and a few more). */
const payload = (eventType: string, doc: SimDocument) => ({
  event: { id: randomUUID(), created: unixNow(), eventType, environment: 'Test' },
  data: {
    object: 'document',
    documentId: doc.documentId,
    messageTitle: doc.messageTitle,
    documentDescription: doc.documentDescription,
    status: doc.status,
    signerDetails: doc.signers.map((s) => ({ signerName: s.signerName, signerEmail: s.signerEmail, status: s.status, isViewed: s.isViewed, order: s.order })),
    labels: doc.labels,
    createdDate: doc.createdDate,
    activityDate: doc.activityDate,
    activityAction: doc.activityAction,
  },
});

/**
 * BoldSign's webhook: each document event is posted as JSON to the target with X-BoldSign-Event
 * and X-BoldSign-Signature (`t=<unix>, s0=<hex>`: HMAC-SHA256 of `${t}.${body}` with the secret).
 * A target is saved as BoldSign's dashboard saves one: its Verify posts an unsigned Verification
 * event first, and only a 200 within 10 s saves the target and reveals its secret (one generated,
 * unless the control names it). A target given at start counts as registered before.
 * Deliveries are not retried (BoldSign retries for days); `settled()` waits for those under way.
 * Control (beside ../faults.ts's):
 *   POST /_sim/webhook {"url": "..."[, "secret": "..."]}  verifies the URL, then sets the target and
 *                                                         answers its secret; 422 if the URL failed
 *                                                         ({} turns deliveries off)
 *   GET  /_sim/webhook                                     the target's URL and the deliveries made
 */
export function createWebhooks(options: { target?: WebhookTarget; fetch?: typeof fetch } = {}) {
  let target = options.target;
  const deliveries: Delivery[] = [];
  const underWay = new Set<Promise<void>>();

  /** Posts a body to a URL, recording the delivery's outcome; resolves once the answer (or its failure) is in. */
  const post = (url: string, delivery: Delivery, body: string, headers: Record<string, string>) => {
    deliveries.push(delivery);
    const posted = (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-boldsign-event': delivery.eventType, ...headers },
      body,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
      .then(async (res) => {
        delivery.status = res.status;
        await res.arrayBuffer();
      })
      .catch((e: unknown) => {
        delivery.error = e instanceof Error ? e.message : String(e);
      })
      .finally(() => underWay.delete(posted));
    underWay.add(posted);
    return posted;
  };

  const send = (eventType: string, doc: SimDocument) => {
    if (!target) return;
    const body = JSON.stringify(payload(eventType, doc));
    const t = unixNow();
    const signature = createHmac('sha256', target.secret).update(`${t}.${body}`).digest('hex');
    void post(target.url, { eventType, documentId: doc.documentId }, body, { 'x-boldsign-signature': `t=${t}, s0=${signature}` });
  };

  /** Verify, then save: the target and its secret only when the URL answered the unsigned Verification 200. */
  const register = async (url: string, secret: string | undefined) => {
    const delivery: Delivery = { eventType: 'Verification' };
    await post(url, delivery, JSON.stringify(verificationPayload()), {});
    if (delivery.status !== 200) return { verified: false as const, answer: delivery.error ?? `HTTP ${delivery.status}` };
    target = { url, secret: secret ?? `whsec_${randomBytes(24).toString('hex')}` };
    return { verified: true as const, target };
  };

  const control = new Hono();
  control.post('/webhook', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { url?: unknown; secret?: unknown };
    if (body.url === undefined) {
      target = undefined;
      return c.json({ url: null });
    }
    const secretValid = body.secret === undefined || (typeof body.secret === 'string' && body.secret);
    if (typeof body.url !== 'string' || !URL.canParse(body.url) || !secretValid)
      return c.json({ error: 'Send {"url"} (and "secret" to choose it) to set the target, or {} to turn deliveries off.' }, 400);
    const registered = await register(body.url, body.secret as string | undefined);
    if (!registered.verified)
      return c.json({ error: `The webhook URL did not answer the Verification event with 200 (${registered.answer}); it was not saved.` }, 422);
    return c.json(registered.target);
  });
  control.get('/webhook', (c) => c.json({ url: target?.url ?? null, deliveries }));

  return { send, deliveries, settled: () => Promise.all([...underWay]).then(() => undefined), control };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
