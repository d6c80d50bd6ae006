import { CARD_DATA_REFUSED } from '@portal/contracts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { refuseCardData } from './card-data';
import { onError } from './errors';

/** An app whose one route says what it read, so a test sees whether the request reached it. */
function appWith(options?: Parameters<typeof refuseCardData>[0]) {
  const reached: unknown[] = [];
  const app = new Hono<AppEnv>();
  app.use('*', refuseCardData(options));
  app.post('/json', async (c) => {
    reached.push(await c.req.json().catch(() => 'no JSON'));
    return c.json({ ok: true });
  });
  app.post('/webhooks/provider/', async (c) => {
    reached.push(await c.req.json());
    return c.json({ ok: true });
  });
  app.post('/form', async (c) => {
    const form = await c.req.formData();
    reached.push(Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : `file of ${v.size} bytes`])));
    return c.json({ ok: true });
  });
  app.onError(onError(() => {}));
  return { app, reached };
}

const postJson = (app: Hono<AppEnv>, body: unknown, contentType = 'application/json') =>
  app.request('/json', { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('refuseCardData', () => {
  it('refuses a JSON body holding a card number in any field, naming the field, before the route reads it', async () => {
    const { app, reached } = appWith();
    const res = await postJson(app, { product_id: 8, order_description: 'card 4111111111111111 exp 12/30 cvv 123' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: `order_description: ${CARD_DATA_REFUSED}`,
      code: 'invalid',
      issues: [{ path: 'order_description', message: CARD_DATA_REFUSED }],
    });
    for (const body of [
      { name: 'Clinic 4111.1111.1111.1111' },
      { a: { b: ['4111/1111/1111/1111'] } },
      { credit_card: { cvv: '123' } },
      '"4111 1111 1111 1111"',
    ])
      expect((await postJson(app, body)).status, JSON.stringify(body)).toBe(400);
    expect((await postJson(app, { note: '5424-0000-0000-0015' }, 'application/merge-patch+json')).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('names every field that holds one', async () => {
    const { app } = appWith();
    const res = await postJson(app, { name: '4111111111111111', items: [{ note: 'ok' }, { note: '5424 0000 0000 0015' }] });
    expect(((await res.json()) as { message: string }).message).toBe(`name: ${CARD_DATA_REFUSED} items.1.note: ${CARD_DATA_REFUSED}`);
  });

  it('lets ordinary bodies through, and the route reads them as sent', async () => {
    const { app, reached } = appWith();
    const body = {
      phone: '+1 (555) 123-4567',
      day: '2026-11-26',
      id: '41111111111111111107',
      key: '3f2a1b4c-9d8e-4f7a-b6c5-d4e3f2a1b0c9',
      amount: '1234567.89',
    };
    expect((await postJson(app, body)).status).toBe(200);
    expect(reached).toEqual([body]);
  });

  it('lets through what members type in tracking, address, message and e-mail fields, and refuses a card number in any of them', async () => {
    const { app, reached } = appWith();
    const body = {
      tracking_number: '7946 1234 5678',
      tracking_id: '6129 9988 2000 0014 2345',
      tracking_link: 'https://www.fedex.com/fedextrack/?trknbr=612904123456785',
      address1: '1200 Congress Ave, received 20261128033002',
      message: 'Shipped today, tracking 612904123456785, 2 boxes',
      email: 'shipping+20261128033002@clinic.test',
      order_description: 'Invoice INV-4012888818888',
      phone_number: '+1-512-555-0199 x1234',
    };
    expect((await postJson(app, body)).status).toBe(200);
    expect(reached).toEqual([body]);
    for (const field of Object.keys(body)) {
      const res = await postJson(app, { ...body, [field]: '4111 1111 1111 1111 12/30 123' });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(`${field}: ${CARD_DATA_REFUSED}`);
    }
    expect(reached).toHaveLength(1);
  });

  it('leaves the paths it is told to (signed provider webhooks) to their route', async () => {
    const { app, reached } = appWith({ unfiltered: ['/webhooks/'] });
    const event = { event: { id: '4111111111111111', eventType: 'Completed' } };
    const res = await app.request('/webhooks/provider/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(res.status).toBe(200);
    expect(reached).toEqual([event]);
    expect((await postJson(app, { note: '4111111111111111' })).status).toBe(400);
  });

  it('reads JSON sent as another type too (some routes read it whatever its type), and leaves broken JSON to the route', async () => {
    const { app, reached } = appWith();
    expect((await postJson(app, '{"note": "4111111111111111"}', 'text/plain')).status).toBe(400);
    expect((await app.request('/json', { method: 'POST', body: '{"note": "4111111111111111"}' })).status).toBe(400);
    expect((await postJson(app, '{"note": "4111111111111111"')).status).toBe(200);
    expect(reached).toEqual(['no JSON']);
  });

  it("refuses a form's text field holding a card number; the files are not read for it", async () => {
    const { app, reached } = appWith();
    const refused = await app.request('/form', { method: 'POST', body: form({ title: 'Terms 4111 1111 1111 1111', file: new Blob(['%PDF']) }) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(`title: ${CARD_DATA_REFUSED}`);
    expect(reached).toEqual([]);
    const ok = await app.request('/form', { method: 'POST', body: form({ title: 'Terms', file: new Blob(['4111111111111111']) }) });
    expect(ok.status).toBe(200);
    expect(reached).toEqual([{ title: 'Terms', file: 'file of 16 bytes' }]);
  });

  it('leaves a form larger than any upload to the route, which refuses it by its own limit', async () => {
    const { app, reached } = appWith({ formBytes: 1024 });
    const res = await app.request('/form', { method: 'POST', body: form({ title: 'Terms 4111111111111111', file: new Blob([Buffer.alloc(4096)]) }) });
    expect(res.status).toBe(200);
    expect(reached).toHaveLength(1);
  });
});
