import { createHmac, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { SimDocument } from './store';
import { unixNow } from './wire';

/** Where BoldSign posts the account's events, and the secret it signs them with (set in BoldSign's dashboard). */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/** One delivery as the simulator made it: the event, and the answer's status (or why none came). */
export interface Delivery {
  eventType: string;
  documentId: string;
  status?: number;
  error?: string;
}

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
 * Deliveries are not retried (BoldSign retries for days); `settled()` waits for those under way.
 * Control (beside ../faults.ts's):
 *   POST /_sim/webhook {"url": "...", "secret": "..."}   sets the target ({} turns deliveries off)
 *   GET  /_sim/webhook                                     the target's URL and the deliveries made
 */
export function createWebhooks(options: { target?: WebhookTarget; fetch?: typeof fetch } = {}) {
  let target = options.target;
  const deliveries: Delivery[] = [];
  const underWay = new Set<Promise<void>>();

  const send = (eventType: string, doc: SimDocument) => {
    if (!target) return;
    const body = JSON.stringify(payload(eventType, doc));
    const t = unixNow();
    const signature = createHmac('sha256', target.secret).update(`${t}.${body}`).digest('hex');
    const delivery: Delivery = { eventType, documentId: doc.documentId };
    deliveries.push(delivery);
    const posted = (options.fetch ?? fetch)(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-boldsign-event': eventType, 'x-boldsign-signature': `t=${t}, s0=${signature}` },
      body,
      signal: AbortSignal.timeout(10_000),
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
  };

  const control = new Hono();
  control.post('/webhook', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { url?: unknown; secret?: unknown };
    if (body.url === undefined) target = undefined;
    else if (typeof body.url === 'string' && URL.canParse(body.url) && typeof body.secret === 'string' && body.secret) target = { url: body.url, secret: body.secret };
    else return c.json({ error: 'Send {"url", "secret"} to set the target, or {} to turn deliveries off.' }, 400);
    return c.json({ url: target?.url ?? null });
  });
  control.get('/webhook', (c) => c.json({ url: target?.url ?? null, deliveries }));

  return { send, deliveries, settled: () => Promise.all([...underWay]).then(() => undefined), control };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
