import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { configFromEnv, createCore, StatusJob } from '../../../core/src';
import * as Signing from '../../../core/src/documents/signing';
import { boldSignSignature } from '../../../core/src/providers/esign/boldsign-webhook';
import { startBoldSignSimulator } from '../../../simulators/src';
import { textPdf } from '../../../simulators/src/pdf';
import { harness } from '../../../../scripts/test/harness';
import { meteredCore } from '../../../../scripts/bench/meter';

// A BoldSign simulator of this file's own whose webhook posts into this file's API (in-process),
// signed with the secret the API is configured with.
const secret = `whsec-${randomUUID()}`;
let deliver: (request: Request) => Promise<Response> = () => Promise.reject(new Error('not ready'));
const sim = await startBoldSignSimulator({
  port: 0,
  apiKey: 'webhook-test-key',
  webhook: { url: 'http://127.0.0.1/api/v1/webhooks/boldsign/', secret },
  fetch: (input, init) => deliver(new Request(input, init)),
});
const env = { ...inject('apiEnv'), BOLDSIGN_BASE_URL: sim.url, BOLDSIGN_API_KEY: 'webhook-test-key', BOLDSIGN_WEBHOOK_SECRET: secret };
const core = createCore(configFromEnv(env));
const h = harness({ core });
deliver = async (request) => h.app.request(request);
afterAll(() => sim.close());

const MINUTE = 60_000;

/** Presses the simulator signing page's button (Sign, or Decline on the decline page), as the signer does. */
async function press(link: string, path = '/document/sign') {
  const url = new URL(link);
  url.pathname = path;
  const page = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  expect((await fetch(new URL(action, link), { method: 'POST', body: new URLSearchParams(fields) })).status).toBe(200);
}

/** A pending document of the acme domain sent through this file's simulator, and its signing link. */
async function pendingDocument() {
  const ctx = await h.domainCtx();
  const templateId = await ctx.providers.esign.createTemplate({
    title: 'Webhook consent',
    description: 'Webhook consent',
    documentMessage: 'Sign',
    file: { name: 'consent.pdf', contentType: 'application/pdf', bytes: textPdf(['Consent']) },
  });
  const tag = randomUUID().slice(0, 8);
  const doc = await Signing.start(ctx, {
    templateId,
    title: 'Webhook consent',
    kind: 'processing',
    audience: 'patient',
    signerName: 'Wendy Hook',
    signerEmail: `wendy-${tag}@acme.test`,
  });
  return { ctx, doc, link: await Signing.signLink(ctx, doc, '/done') };
}

const marker = (doc: Signing.SigningDocument) =>
  core.db.entities.pendingSigning.get({ shard: 0, subject: 'document', domainId: doc.domainId, recordId: doc.recordId }).go();

/** A delivery as BoldSign signs it, or with the signature given. */
const post = (body: unknown, signature?: string) => {
  const raw = JSON.stringify(body);
  const t = Math.floor(Date.now() / 1000);
  return h.app.request('/api/v1/webhooks/boldsign/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-boldsign-signature': signature ?? `t=${t}, s0=${boldSignSignature(secret, t, raw)}` },
    body: raw,
  });
};

describe('BoldSign webhook', () => {
  it("answers the dashboard's Verification with 200, signed or not", async () => {
    const res = await post({ event: { eventType: 'Verification' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'verified' });
    const unsigned = await h.app.request('/api/v1/webhooks/boldsign/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: { eventType: 'Verification' } }),
    });
    expect(await unsigned.json()).toEqual({ received: true, outcome: 'verified' });
  });

  it('is saved in BoldSign before its secret exists, as the runbook orders it: Verify passes unsigned, then the revealed secret signs the events', async () => {
    // The stage as first deployed: an API without a webhook secret.
    const first = harness({ core: createCore(configFromEnv({ ...env, BOLDSIGN_WEBHOOK_SECRET: '' })) });
    const dashboard = await startBoldSignSimulator({
      port: 0,
      apiKey: 'webhook-test-key',
      fetch: async (input, init) => first.app.request(new Request(input, init)),
    });
    try {
      const saved = await fetch(`${dashboard.url}/_sim/webhook`, {
        method: 'POST',
        body: JSON.stringify({ url: 'http://127.0.0.1/api/v1/webhooks/boldsign/' }),
      });
      expect(saved.status).toBe(200);
      const revealed = ((await saved.json()) as { secret: string }).secret;
      expect(dashboard.webhooks.deliveries).toEqual([{ eventType: 'Verification', status: 200 }]);
      // Until the secret is set, a signed event is refused; once set (the next deploy), it is taken.
      const event = JSON.stringify({ event: { eventType: 'Completed' }, data: { object: 'document', documentId: 'not-ours' } });
      const t = Math.floor(Date.now() / 1000);
      const signed = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-boldsign-signature': `t=${t}, s0=${boldSignSignature(revealed, t, event)}` },
        body: event,
      };
      expect((await first.app.request('/api/v1/webhooks/boldsign/', signed)).status).toBe(401);
      const next = harness({ core: createCore(configFromEnv({ ...env, BOLDSIGN_WEBHOOK_SECRET: revealed })) });
      const taken = await next.app.request('/api/v1/webhooks/boldsign/', signed);
      expect(await taken.json()).toEqual({ received: true, outcome: 'ignored' });
    } finally {
      await dashboard.close();
    }
  });

  it("completes a signed document from the simulator's webhook, without the status job, PDF stored and marker gone", async () => {
    const { ctx, doc, link } = await pendingDocument();
    expect((await marker(doc)).data).not.toBeNull();
    await press(link);
    await sim.webhooks.settled();
    const deliveries = sim.webhooks.deliveries.filter((d) => d.documentId === doc.documentId);
    expect(deliveries.map((d) => [d.eventType, d.status])).toEqual([
      ['Signed', 200],
      ['Completed', 200],
    ]);
    const completed = await Signing.fromId(ctx, doc.recordId);
    expect(completed).toMatchObject({ status: 'Completed', file: Signing.pdfPath(doc.documentId), completedAt: expect.any(String) });
    expect((await marker(doc)).data).toBeNull();
    // The same event again (BoldSign may deliver twice) changes nothing.
    const again = await post({ event: { id: 'again', eventType: 'Completed' }, data: { object: 'document', documentId: doc.documentId, status: 'Completed' } });
    expect(await again.json()).toEqual({ received: true, outcome: 'refreshed', status: 'Completed' });
    expect(await Signing.fromId(ctx, doc.recordId)).toEqual(completed);
  });

  it('marks a declined document from its webhook', async () => {
    const { ctx, doc, link } = await pendingDocument();
    await press(link, '/document/decline');
    await sim.webhooks.settled();
    expect((await Signing.fromId(ctx, doc.recordId))?.status).toBe('Declined');
  });

  it('asks BoldSign rather than believing the event, and ignores documents the portal does not know', async () => {
    const { ctx, doc } = await pendingDocument();
    const claimed = await post({ event: { eventType: 'Completed' }, data: { object: 'document', documentId: doc.documentId, status: 'Completed' } });
    expect(await claimed.json()).toEqual({ received: true, outcome: 'refreshed', status: 'Pending' });
    expect((await Signing.fromId(ctx, doc.recordId))?.status).toBe('Pending');
    expect(await (await post({ event: { eventType: 'Completed' }, data: { object: 'document', documentId: 'not-ours' } })).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(await (await post({ event: { eventType: 'Viewed' }, data: { object: 'document', documentId: doc.documentId } })).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });

  it('refuses (401) a delivery not signed with the secret, signed for another body, or too old, and changes nothing', async () => {
    const { ctx, doc, link } = await pendingDocument();
    sim.webhooks.deliveries.length = 0;
    await fetch(`${sim.url}/_sim/webhook`, { method: 'POST', body: JSON.stringify({}) });
    await press(link);
    await fetch(`${sim.url}/_sim/webhook`, { method: 'POST', body: JSON.stringify({ url: 'http://127.0.0.1/api/v1/webhooks/boldsign/', secret }) });
    // Registering the target again verified it (unsigned); the signing itself was posted nowhere.
    expect(sim.webhooks.deliveries).toEqual([{ eventType: 'Verification', status: 200 }]);
    const body = { event: { eventType: 'Completed' }, data: { object: 'document', documentId: doc.documentId } };
    const t = Math.floor(Date.now() / 1000);
    const forged = [
      undefined,
      '',
      `t=${t}, s0=${boldSignSignature('another-secret', t, JSON.stringify(body))}`,
      `t=${t}, s0=${boldSignSignature(secret, t, JSON.stringify({ ...body, extra: 1 }))}`,
      `t=${t - 301}, s0=${boldSignSignature(secret, t - 301, JSON.stringify(body))}`,
    ];
    // Unsigned, only the Verification event itself is answered: one beside a document event is refused.
    const unsignedLookalike = await h.app.request('/api/v1/webhooks/boldsign/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: { eventType: 'Verification' }, data: { object: 'document', documentId: doc.documentId, status: 'Completed' } }),
    });
    expect(unsignedLookalike.status).toBe(401);
    for (const signature of forged) {
      const res = await h.app.request('/api/v1/webhooks/boldsign/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-boldsign-signature': signature }) },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    }
    expect((await Signing.fromId(ctx, doc.recordId))?.status).toBe('Pending');
    // A signed but malformed event is a 400.
    expect((await post({ event: { eventType: '' } })).status).toBe(400);
  });

  it('leaves the status job a slow fallback: a pending document is checked 5 min after it was sent, then 15 min later, not before', async () => {
    const { ctx, doc, link } = await pendingDocument();
    await fetch(`${sim.url}/_sim/webhook`, { method: 'POST', body: JSON.stringify({}) });
    await press(link); // signed, but no webhook comes
    await fetch(`${sim.url}/_sim/webhook`, { method: 'POST', body: JSON.stringify({ url: 'http://127.0.0.1/api/v1/webhooks/boldsign/', secret }) });
    const sent = Date.parse(doc.createdAt);
    const at = (ms: number) => ({ subjects: ['documents' as const], now: () => sent + ms });
    await StatusJob.run(core, at(4 * MINUTE));
    expect((await Signing.fromId(ctx, doc.recordId))?.status).toBe('Pending');
    expect((await marker(doc)).data?.checks).toBeUndefined();
    await StatusJob.run(core, at(5 * MINUTE + 1000));
    expect((await Signing.fromId(ctx, doc.recordId))?.status).toBe('Completed');
  });

  it('puts the next check of a document still pending further off after each check', async () => {
    const { ctx, doc } = await pendingDocument();
    const sent = Date.parse(doc.createdAt);
    const at = (ms: number) => ({ subjects: ['documents' as const], now: () => sent + ms });
    await StatusJob.run(core, at(6 * MINUTE));
    expect((await marker(doc)).data).toMatchObject({ checks: 1, nextCheckAt: new Date(sent + 21 * MINUTE).toISOString() });
    await StatusJob.run(core, at(20 * MINUTE));
    expect((await marker(doc)).data?.checks).toBe(1);
    await StatusJob.run(core, at(21 * MINUTE));
    expect((await marker(doc)).data).toMatchObject({ checks: 2, nextCheckAt: new Date(sent + 81 * MINUTE).toISOString() });
    // An admin's run checks its domain's pending documents at once, due or not (all of them here: other tests' documents
    // wait in this domain too, and a run takes the longest pending first).
    await StatusJob.runForDomain(ctx, { limit: 10_000, now: () => sent + 22 * MINUTE });
    expect((await marker(doc)).data).toMatchObject({ checks: 3, nextCheckAt: new Date(sent + 22 * MINUTE + 6 * 60 * MINUTE).toISOString() });
    expect((await Signing.fromId(ctx, doc.recordId))?.status).toBe('Pending');
  });

  it("checks, for an admin, its own domain's pending items alone, a bounded number a request", async () => {
    const domainId = 90_000 + Math.floor(Math.random() * 9_999);
    // A domain whose id begins with the first's digits: its markers sort right after the first's.
    const other = domainId * 10 + 1;
    const since = new Date().toISOString();
    const due = new Date(Date.now() + 60 * MINUTE).toISOString();
    const markerOf = (d: number, recordId: number) => ({ shard: 0, subject: 'document' as const, domainId: d, recordId, since, due });
    await core.db.entities.pendingSigning.put([1, 2, 3].map((id) => markerOf(domainId, id))).go();
    await core.db.entities.pendingSigning.put([1, 2].map((id) => markerOf(other, id))).go();
    const { core: metered, meter } = meteredCore(env);
    // The domain's documents are gone, as a document deleted meanwhile: its marker is settled and removed.
    const ctxOf = (d: number) => ({ ...metered, domain: { domainId: d } }) as Parameters<typeof StatusJob.runForDomain>[0];
    meter.reset();
    expect(await StatusJob.runForDomain(ctxOf(domainId), { limit: 2 })).toEqual({ checked: 2, completed: 2, failed: 0, more: true });
    expect(meter.read, 'items read: its markers and documents, no more').toBeLessThanOrEqual(5);
    expect(await StatusJob.runForDomain(ctxOf(domainId), { limit: 2 })).toEqual({ checked: 1, completed: 1, failed: 0, more: false });
    const left = async (d: number) => (await core.db.entities.pendingSigning.query.bySubject({ shard: 0, subject: 'document', domainId: d }).go()).data;
    expect(await left(domainId)).toEqual([]);
    expect((await left(other)).map((m) => m.recordId)).toEqual([1, 2]);
    await core.db.entities.pendingSigning.delete([1, 2].map((id) => markerOf(other, id))).go();
  });

  it('reads the markers that are due, not every pending one: a run costs what is due however many documents wait', async () => {
    // 60 documents of a domain that is gone, each next due in a year; one that was due two days ago.
    const domainId = 900_000 + Math.floor(Math.random() * 99_999);
    const later = new Date(Date.now() + 365 * 24 * 60 * MINUTE).toISOString();
    const earlier = new Date(Date.now() - 2 * 24 * 60 * MINUTE).toISOString();
    const since = new Date(Date.now() - 3 * 24 * 60 * MINUTE).toISOString();
    await core.db.entities.pendingSigning
      .put(
        Array.from({ length: 60 }, (_, i) => ({
          shard: 0,
          subject: 'document' as const,
          domainId,
          recordId: i + 1,
          since,
          nextCheckAt: later,
          checks: 4,
          due: later,
        })),
      )
      .go();
    await core.db.entities.pendingSigning
      .put({ shard: 0, subject: 'document', domainId, recordId: 61, since, nextCheckAt: earlier, checks: 4, due: earlier })
      .go();
    const { core: metered, meter } = meteredCore(env);
    meter.reset();
    // A run a day ago: only markers due before then, which no other test writes (theirs are due minutes after now).
    const run = await StatusJob.run(metered, { subjects: ['documents'], now: () => Date.now() - 24 * 60 * MINUTE });
    expect(run.checked).toBe(1);
    expect(meter.read, 'items read by the run').toBeLessThanOrEqual(5);
    // The marker of a domain that is gone is removed; the others wait their turn.
    expect((await core.db.entities.pendingSigning.get({ shard: 0, subject: 'document', domainId, recordId: 61 }).go()).data).toBeNull();
    expect((await core.db.entities.pendingSigning.get({ shard: 0, subject: 'document', domainId, recordId: 1 }).go()).data).toMatchObject({ due: later });
    await core.db.entities.pendingSigning
      .delete(Array.from({ length: 60 }, (_, i) => ({ shard: 0, subject: 'document' as const, domainId, recordId: i + 1 })))
      .go();
  });
});
