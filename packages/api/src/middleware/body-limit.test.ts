import type { Core } from '@portal/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppEnv } from '../env';
import { BODY_LIMITS, BODY_TOO_LARGE, FORM_TOO_LARGE, limitBodies } from './body-limit';
import { refuseCardData } from './card-data';
import { onError } from './errors';
import { VERIFICATION_MAX_BYTES } from '@portal/core/webhooks';
import { WEBHOOK_SIGNATURE_REFUSED } from './webhook-signature';

const MB = 1024 * 1024;

/** A body of `total` bytes in chunks of `chunk`, counting what was read of it (nothing is read ahead). */
function countedBody(total: number, chunk = 64 * 1024) {
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.bytes >= total) return controller.close();
        const bytes = new Uint8Array(Math.min(chunk, total - read.bytes)).fill(0x20);
        read.bytes += bytes.length;
        controller.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read };
}

/**
 * The whole API over a core that only configuration is read from: whatever reaches a route or the
 * domain middleware would fail, so an answer shows that the request was settled before them.
 */
const api = createApp({
  core: { config: { buildVersion: 'test', esignWebhookSecret: 'whsec-test' } } as unknown as Core,
  clientAddress: () => '10.0.0.1',
  log: () => {},
});

const post = (path: string, body: RequestInit['body'], headers: Record<string, string>) =>
  api.request(path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

describe('the body limit', () => {
  it('refuses a 5 MB JSON sign-in by its Content-Length with a 413, at once and without reading it', async () => {
    const { stream, read } = countedBody(5 * MB);
    const started = performance.now();
    const res = await post('/api/v1/auth/login/', stream, { Domain: 'acme', 'content-type': 'application/json', 'content-length': String(5 * MB) });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: BODY_TOO_LARGE, code: 'too_large' });
    expect(read.bytes).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a JSON body sent in chunks once what arrived passes the limit, reading little more than the limit', async () => {
    const { stream, read } = countedBody(50 * MB);
    const res = await post('/api/v1/auth/login/', stream, { Domain: 'acme', 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: BODY_TOO_LARGE, code: 'too_large' });
    expect(read.bytes).toBeLessThanOrEqual(BODY_LIMITS.otherBytes + 3 * 64 * 1024);
  });

  it('refuses a form past the largest upload, by its Content-Length or in chunks', async () => {
    const type = 'multipart/form-data; boundary=x';
    const declared = await post('/api/v1/assets/process-file/', countedBody(6 * MB).stream, {
      Domain: 'acme',
      'content-type': type,
      'content-length': String(6 * MB),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: FORM_TOO_LARGE, code: 'too_large' });
    const { stream, read } = countedBody(50 * MB);
    const chunked = await post('/api/v1/assets/process-file/', stream, { Domain: 'acme', 'content-type': type });
    expect(chunked.status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(BODY_LIMITS.formBytes + 3 * 64 * 1024);
  });

  it('lets a 4 MB upload and a JSON body up to its limit through, whole, to the route', async () => {
    const seen: unknown[] = [];
    const app = new Hono<AppEnv>();
    app.use('*', limitBodies());
    app.use('*', refuseCardData());
    app.post('/upload', async (c) => {
      const file = (await c.req.formData()).get('file') as File;
      seen.push(file.size);
      return c.json({ ok: true });
    });
    app.post('/json', async (c) => {
      seen.push(((await c.req.json()) as { note: string }).note.length);
      return c.json({ ok: true });
    });
    app.onError(onError(() => {}));
    const form = new FormData();
    form.append('title', 'Guide');
    form.append('file', new File([new Uint8Array(4 * MB)], 'guide.pdf', { type: 'application/pdf' }));
    expect((await app.request('/upload', { method: 'POST', body: form })).status).toBe(200);
    const note = 'n'.repeat(BODY_LIMITS.otherBytes - 20);
    const chunked = new Blob([JSON.stringify({ note })]).stream();
    expect(
      (await app.request('/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit)).status,
    ).toBe(200);
    expect(seen).toEqual([4 * MB, note.length]);
  });
});

describe("BoldSign's webhook", () => {
  const KB = 1024;
  const deliver = (signature: string | undefined, app = api) => {
    const { stream, read } = countedBody(50 * MB, KB);
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-boldsign-signature': signature }) };
    return { read, answer: app.request('/api/v1/webhooks/boldsign/', { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit) };
  };
  const unconfigured = createApp({ core: { config: { buildVersion: 'test' } } as unknown as Core, clientAddress: () => '10.0.0.1', log: () => {} });
  const verification = JSON.stringify({ event: { id: 'v1', created: 1617180024, eventType: 'Verification', clientId: 'c1', environment: 'Test' } });

  it('refuses a delivery without a well-formed, fresh signature header, having read a few KB of its body at most', async () => {
    const now = Math.floor(Date.now() / 1000);
    const hex = 'a'.repeat(64);
    for (const signature of [undefined, '', 'nonsense', `t=${now}`, `t=${now}, s0=xyz`, `t=soon, s0=${hex}`, `t=${now - 301}, s0=${hex}`, `s0=${hex}`]) {
      const { read, answer } = deliver(signature);
      const res = await answer;
      expect(res.status, String(signature)).toBe(401);
      expect(await res.json()).toEqual({ message: WEBHOOK_SIGNATURE_REFUSED, code: 'unauthorized' });
      expect(read.bytes, String(signature)).toBeLessThanOrEqual(VERIFICATION_MAX_BYTES + KB);
    }
  });

  it('refuses unread an unsigned delivery whose Content-Length is past the bound', async () => {
    const { stream, read } = countedBody(MB, KB);
    const res = await post('/api/v1/webhooks/boldsign/', stream, { 'content-type': 'application/json', 'content-length': String(MB) });
    expect(res.status).toBe(401);
    expect(read.bytes).toBe(0);
  });

  it("answers BoldSign's unsigned Verification 200, with or without a webhook secret configured, and nothing else unsigned", async () => {
    for (const app of [api, unconfigured]) {
      const res = await app.request('/api/v1/webhooks/boldsign/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: verification });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'verified' });
      const completed = JSON.stringify({ event: { eventType: 'Completed' }, data: { object: 'document', documentId: 'd1' } });
      expect(
        (await app.request('/api/v1/webhooks/boldsign/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: completed })).status,
      ).toBe(401);
    }
  });

  it('refuses every other delivery while no webhook secret is configured, signed or not, having read a few KB at most', async () => {
    const t = Math.floor(Date.now() / 1000);
    const { read, answer } = deliver(`t=${t}, s0=${'b'.repeat(64)}`, unconfigured);
    expect((await answer).status).toBe(401);
    expect(read.bytes).toBeLessThanOrEqual(VERIFICATION_MAX_BYTES + KB);
  });
});
