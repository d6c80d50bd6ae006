import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../pdf';
import { createBoldSignSimulator, type BoldSignSimulatorOptions } from './app';

const key = 'test-key';
const base = 'http://sim.test';

function setup(options: Partial<BoldSignSimulatorOptions> = {}) {
  const { app, webhooks } = createBoldSignSimulator({ apiKey: key, ...options });
  const api = (method: string, path: string, init: { json?: unknown; form?: FormData; apiKey?: string | null } = {}) => {
    const headers: Record<string, string> = {};
    if (init.apiKey !== null) headers['X-API-KEY'] = init.apiKey ?? key;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return app.request(`${base}${path}`, { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.form });
  };
  const createTemplate = async (roles = [{ name: 'Patient', index: 1 }]) => {
    const form = new FormData();
    form.append('Title', 'Consent');
    form.append('DocumentMessage', 'Please sign');
    form.append('Files', new Blob([textPdf(['Consent'])], { type: 'application/pdf' }), 'consent.pdf');
    for (const role of roles) form.append('Roles', JSON.stringify(role));
    const res = await api('POST', '/v1/template/create', { form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { templateId: string }).templateId;
  };
  const send = async (templateId: string, roles = [{ roleIndex: 1, signerName: 'Pat Doe', signerEmail: 'pat@x.test' }]) =>
    api('POST', `/v1/template/send?templateId=${templateId}`, { json: { title: 'Consent for Pat', roles, disableEmails: true } });
  return { app, api, createTemplate, send, webhooks };
}

describe('BoldSign simulator API', () => {
  it('answers 401 without the API key or with another one', async () => {
    const { api } = setup();
    expect((await api('GET', '/v1/template/list', { apiKey: null })).status).toBe(401);
    const wrong = await api('GET', '/v1/template/list', { apiKey: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: expect.stringContaining('X-API-KEY') });
  });

  it('reports unknown ids the way BoldSign does', async () => {
    const { api, send } = setup();
    expect(await (await api('GET', '/v1/document/properties?documentId=nope')).json()).toEqual({ error: 'Invalid Document ID' });
    expect((await api('GET', '/v1/template/properties?templateId=nope')).status).toBe(403);
    expect((await send('nope')).status).toBe(422);
  });

  it('checks the roles sent against the template', async () => {
    const { createTemplate, send } = setup();
    const templateId = await createTemplate();
    expect((await send(templateId, [])).status).toBe(422);
    expect(await (await send(templateId, [{ roleIndex: 2, signerName: 'A', signerEmail: 'a@x.test' }])).json()).toEqual({
      error: 'The template has no role with index 2.',
    });
    expect((await send(templateId, [{ roleIndex: 1, signerName: 'A', signerEmail: 'not-an-email' }])).status).toBe(422);
  });

  it('completes a document only when every signer has signed', async () => {
    const { app, api, createTemplate, send } = setup();
    const templateId = await createTemplate([
      { name: 'Center', index: 1 },
      { name: 'Patient', index: 2 },
    ]);
    const res = await send(templateId, [
      { roleIndex: 1, signerName: 'HC', signerEmail: 'hc@x.test' },
      { roleIndex: 2, signerName: 'Pat', signerEmail: 'pat@x.test' },
    ]);
    const { documentId } = (await res.json()) as { documentId: string };
    const signAs = async (email: string) => {
      const link = await api('GET', `/v1/document/getEmbeddedSignLink?documentId=${documentId}&signerEmail=${email}`);
      const { signLink } = (await link.json()) as { signLink: string };
      expect(signLink.startsWith(`${base}/document/sign/?documentId=${documentId}&token=`)).toBe(true);
      return app.request(signLink, { method: 'POST', body: new URLSearchParams({ intent: 'sign' }) });
    };
    const status = async () => ((await (await api('GET', `/v1/document/properties?documentId=${documentId}`)).json()) as { status: string }).status;
    expect((await signAs('hc@x.test')).status).toBe(200);
    expect(await status()).toBe('InProgress');
    expect((await api('GET', `/v1/document/getEmbeddedSignLink?documentId=${documentId}&signerEmail=hc@x.test`)).status).toBe(400);
    await signAs('PAT@x.test');
    expect(await status()).toBe('Completed');
  });

  it('turns a sign link of another document away', async () => {
    const { app, api, createTemplate, send } = setup();
    const templateId = await createTemplate();
    const a = ((await (await send(templateId)).json()) as { documentId: string }).documentId;
    const b = ((await (await send(templateId)).json()) as { documentId: string }).documentId;
    const { signLink } = (await (await api('GET', `/v1/document/getEmbeddedSignLink?documentId=${a}&signerEmail=pat@x.test`)).json()) as { signLink: string };
    expect((await app.request(signLink.replace(a, b))).status).toBe(404);
    expect((await app.request(signLink)).status).toBe(200);
  });

  it('accepts a JSON template with data-URI files and lists it by id', async () => {
    const { api } = setup();
    const file = `data:application/pdf;base64,${Buffer.from(textPdf(['x'])).toString('base64')}`;
    const created = await api('POST', '/v1/template/create', { json: { title: 'Intake', files: [file], roles: [{ index: 1, name: 'Signer' }] } });
    const { templateId } = (await created.json()) as { templateId: string };
    const list = (await (await api('GET', `/v1/template/list?page=1&pageSize=10&searchKey=${templateId}`)).json()) as {
      result: { documentId: string; status: string }[];
    };
    expect(list.result).toEqual([expect.objectContaining({ documentId: templateId, status: 'Completed' })]);
    expect((await api('POST', '/v1/template/create', { json: { title: 'No file' } })).status).toBe(422);
  });
});

describe('BoldSign simulator webhook', () => {
  it('posts Signed and Completed, signed as BoldSign signs (HMAC-SHA256 of `${t}.${body}`), to the target', async () => {
    const received: Request[] = [];
    const { app, api, createTemplate, send, webhooks } = setup({
      webhook: { url: 'http://portal.test/hook', secret: 'shh' },
      fetch: async (input, init) => {
        received.push(new Request(input, init));
        return new Response('{}', { status: 200 });
      },
    });
    const { documentId } = (await (await send(await createTemplate())).json()) as { documentId: string };
    const { signLink } = (await (await api('GET', `/v1/document/getEmbeddedSignLink?documentId=${documentId}&signerEmail=pat@x.test`)).json()) as {
      signLink: string;
    };
    await app.request(signLink, { method: 'POST', body: new URLSearchParams({ intent: 'sign' }) });
    await webhooks.settled();
    expect(received.map((r) => [r.url, r.headers.get('x-boldsign-event')])).toEqual([
      ['http://portal.test/hook', 'Signed'],
      ['http://portal.test/hook', 'Completed'],
    ]);
    const body = await received[1]!.text();
    expect(JSON.parse(body)).toMatchObject({
      event: { eventType: 'Completed', environment: 'Test', id: expect.any(String) },
      data: { object: 'document', documentId, status: 'Completed' },
    });
    const [, t, s0] = /^t=(\d+), s0=([0-9a-f]{64})$/.exec(received[1]!.headers.get('x-boldsign-signature')!)!;
    expect(s0).toBe(createHmac('sha256', 'shh').update(`${t}.${body}`).digest('hex'));
    expect(webhooks.deliveries.map((d) => d.status)).toEqual([200, 200]);

    // Off, then on again, by the control.
    expect(await (await app.request('/_sim/webhook', { method: 'POST', body: '{}' })).json()).toEqual({ url: null });
    expect((await app.request('/_sim/webhook', { method: 'POST', body: JSON.stringify({ url: 'nope' }) })).status).toBe(400);
    expect(await (await app.request('/_sim/webhook', { method: 'POST', body: JSON.stringify({ url: 'http://other.test/h', secret: 'x' }) })).json()).toEqual({
      url: 'http://other.test/h',
      secret: 'x',
    });
    expect(await (await app.request('/_sim/webhook')).json()).toMatchObject({
      url: 'http://other.test/h',
      deliveries: [{ eventType: 'Signed' }, { eventType: 'Completed' }, { eventType: 'Verification', status: 200 }],
    });
  });

  it("registers a webhook as BoldSign's Verify does: an unsigned Verification first, saved with its secret only after a 200", async () => {
    const received: Request[] = [];
    let answer = 401;
    const { app, api, createTemplate, send, webhooks } = setup({
      fetch: async (input, init) => {
        received.push(new Request(input, init));
        return new Response('{}', { status: answer });
      },
    });
    const register = (body: object) => app.request('/_sim/webhook', { method: 'POST', body: JSON.stringify(body) });

    // A URL that refuses the unsigned Verification (as a portal that checks every signature would) is not saved.
    const refused = await register({ url: 'http://portal.test/hook' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('401') });
    expect(await (await app.request('/_sim/webhook')).json()).toMatchObject({ url: null });
    const [verification] = received;
    expect(verification!.headers.get('x-boldsign-signature')).toBeNull();
    expect(verification!.headers.get('x-boldsign-event')).toBe('Verification');
    const body = (await verification!.json()) as Record<string, unknown>;
    expect(body).toEqual({
      event: { id: expect.any(String), created: expect.any(Number), eventType: 'Verification', clientId: expect.any(String), environment: 'Test' },
    });

    // Answered 200: saved, and its secret revealed, which signs the document events from then on.
    answer = 200;
    const saved = await register({ url: 'http://portal.test/hook' });
    expect(saved.status).toBe(200);
    const { secret } = (await saved.json()) as { url: string; secret: string };
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const { documentId } = (await (await send(await createTemplate())).json()) as { documentId: string };
    const { signLink } = (await (await api('GET', `/v1/document/getEmbeddedSignLink?documentId=${documentId}&signerEmail=pat@x.test`)).json()) as {
      signLink: string;
    };
    await app.request(signLink, { method: 'POST', body: new URLSearchParams({ intent: 'sign' }) });
    await webhooks.settled();
    const completed = received.at(-1)!;
    const [, t, s0] = /^t=(\d+), s0=([0-9a-f]{64})$/.exec(completed.headers.get('x-boldsign-signature')!)!;
    expect(s0).toBe(
      createHmac('sha256', secret)
        .update(`${t}.${await completed.text()}`)
        .digest('hex'),
    );
    expect(webhooks.deliveries.map((d) => [d.eventType, d.status])).toEqual([
      ['Verification', 401],
      ['Verification', 200],
      ['Signed', 200],
      ['Completed', 200],
    ]);
  });
});

describe('BoldSign simulator controls', () => {
  it('fails the next calls with the status asked for, then recovers', async () => {
    const { app, api } = setup();
    await app.request('/_sim/fail', { method: 'POST', body: JSON.stringify({ times: 2, status: 503, message: 'Down for a bit' }) });
    expect(await (await api('GET', '/v1/template/list')).json()).toEqual({ error: 'Down for a bit' });
    expect((await api('GET', '/v1/template/list')).status).toBe(503);
    expect((await api('GET', '/v1/template/list')).status).toBe(200);
  });

  it('delays the next call', async () => {
    const { app, api } = setup();
    await app.request('/_sim/delay', { method: 'POST', body: JSON.stringify({ ms: 120 }) });
    const started = Date.now();
    expect((await api('GET', '/v1/template/list')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('hides new documents while "processing", and reset ends that', async () => {
    const { app, api, createTemplate, send } = setup();
    const templateId = await createTemplate();
    await app.request('/_sim/processing', { method: 'POST', body: JSON.stringify({ ms: 60_000 }) });
    const { documentId } = (await (await send(templateId)).json()) as { documentId: string };
    expect((await api('GET', `/v1/document/properties?documentId=${documentId}`)).status).toBe(403);
    await app.request('/_sim/reset', { method: 'POST' });
    const later = await send(templateId);
    expect((await api('GET', `/v1/document/properties?documentId=${((await later.json()) as { documentId: string }).documentId}`)).status).toBe(200);
  });
});
