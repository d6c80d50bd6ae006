import { afterEach, describe, expect, inject, it } from 'vitest';
import { configFromEnv } from '../../config';
import { buildProviders } from '../index';
import { boldSignEsign } from './boldsign';
import { EsignError, type EsignProvider } from './port';

// The run's BoldSign simulator (scripts/test/emulators.setup.ts), reached as production reaches BoldSign.
const env = inject('apiEnv');
const baseUrl = env.BOLDSIGN_BASE_URL!;
const apiKey = env.BOLDSIGN_API_KEY!;
const esign = boldSignEsign({ baseUrl, apiKey, settleDelaysMs: [50, 100] });

const control = (what: 'fail' | 'delay' | 'processing' | 'reset', body: object = {}) =>
  fetch(`${baseUrl}/_sim/${what}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterEach(async () => {
  await control('reset');
});

/** A real one-page PDF, as an admin would upload. */
const pdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const newTemplate = (provider: EsignProvider = esign) =>
  provider.createTemplate({
    title: 'HC Attestation',
    description: 'Signed once by each harvest center',
    documentMessage: 'Please read and sign the attestation.',
    file: { name: 'attestation.pdf', contentType: 'application/pdf', bytes: pdf },
  });

/** Loads an embedded page and submits its one form, as a person pressing its button would. */
async function pressButton(link: string, label: string) {
  const page = await (await fetch(link)).text();
  expect(page).toContain(`>${label}</button>`);
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const res = await fetch(new URL(action!, link), { method: 'POST', body: new URLSearchParams(fields) });
  expect(res.status).toBe(200);
  return { page, after: await res.text() };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(EsignError);
      return e as EsignError;
    },
  );

describe('BoldSign adapter against the simulator', () => {
  it('sends from a template, signs in the embedded page and downloads the signed PDF', async () => {
    const templateId = await newTemplate();
    await pressButton(await esign.templateEditLink({ templateId }), 'Save');

    const documentId = await esign.sendFromTemplate({
      templateId,
      title: 'Attestation for Acme HC',
      signers: [{ name: 'Acme HC', email: 'hc@acme.test' }],
      metadata: { memberId: '42' },
    });
    expect(await esign.getDocument(documentId)).toMatchObject({
      documentId,
      title: 'Attestation for Acme HC',
      status: 'Pending',
      signers: [{ name: 'Acme HC', status: 'Pending' }],
    });
    const unsigned = await esign.downloadDocument(documentId);
    expect(Buffer.from(unsigned).toString('latin1')).toBe(Buffer.from(pdf).toString('latin1'));

    const redirectUrl = `http://acme.localhost:3000/api/v1/auth/boldsign/?documentId=${documentId}&name=Acme`;
    const signLink = await esign.signLink({ documentId, signerEmail: 'hc@acme.test', redirectUrl, validUntil: new Date(Date.now() + 3_600_000) });
    const { page, after } = await pressButton(signLink, 'Sign');
    expect(page).toContain('Attestation for Acme HC');
    expect(page).toContain('Acme HC');
    expect(after).toContain(redirectUrl.replaceAll('&', '&amp;'));
    expect(after).toContain('onDocumentSigned');

    const signed = await esign.getDocument(documentId);
    expect(signed).toMatchObject({ status: 'Completed', signers: [{ name: 'Acme HC', email: 'hc@acme.test', status: 'Signed' }] });
    expect(signed.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const bytes = await esign.downloadDocument(documentId);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toContain('Signed by Acme HC <hc@acme.test>');
    await expect(esign.signLink({ documentId, signerEmail: 'hc@acme.test' })).rejects.toMatchObject({ code: 'rejected', status: 400 });
  });

  it('creates a template from a PDF, ready at once, and opens it in the embedded editor', async () => {
    const templateId = await newTemplate();
    expect(await esign.getTemplate(templateId)).toEqual({
      templateId,
      title: 'HC Attestation',
      description: 'Signed once by each harvest center',
      documentMessage: 'Please read and sign the attestation.',
      status: 'Completed',
    });
    const editLink = await esign.templateEditLink({ templateId, redirectUrl: 'http://acme.localhost:3000/templates' });
    const { page, after } = await pressButton(editLink, 'Save');
    expect(page).toContain('HC Attestation');
    expect(after).toContain('http://acme.localhost:3000/templates');
    expect((await esign.getTemplate(templateId)).status).toBe('Completed');
  });

  it('waits out BoldSign processing a new document before asking for its sign link', async () => {
    const templateId = await newTemplate();
    await control('processing', { ms: 120 });
    const documentId = await esign.sendFromTemplate({ templateId, signers: [{ name: 'Pat', email: 'pat@acme.test' }] });
    expect((await failure(esign.getDocument(documentId))).code).toBe('not_found');
    await expect(esign.signLink({ documentId, signerEmail: 'pat@acme.test' })).resolves.toMatch(/\/document\/sign\/\?documentId=/);
  });

  it('reports unknown ids as not found', async () => {
    for (const call of [
      () => esign.getDocument('no-such-document'),
      () => esign.downloadDocument('no-such-document'),
      () => esign.signLink({ documentId: 'no-such-document', signerEmail: 'a@acme.test' }),
      () => esign.getTemplate('no-such-template'),
      () => esign.templateEditLink({ templateId: 'no-such-template' }),
      () => esign.sendFromTemplate({ templateId: 'no-such-template', signers: [{ name: 'A', email: 'a@acme.test' }] }),
    ]) {
      const e = await failure(call());
      expect(e.code).toBe('not_found');
      expect(e.message).toMatch(/^BoldSign (GET|POST) \/v1\/\S+ failed: (403|400|422) Invalid (Document|Template) ID$/i);
    }
  });

  it('says so when the API key is wrong', async () => {
    const e = await failure(boldSignEsign({ baseUrl, apiKey: 'wrong-key' }).getDocument('any'));
    expect(e).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(e.message).toContain('BoldSign GET /v1/document/properties failed: 401');
    expect(e.message).toContain('X-API-KEY');
  });

  it('raises with the status when BoldSign fails, and works again after', async () => {
    const templateId = await newTemplate();
    await control('fail', { times: 1, status: 503, message: 'Service Unavailable' });
    expect(await failure(esign.getTemplate(templateId))).toMatchObject({
      code: 'unavailable',
      status: 503,
      message: expect.stringContaining('503 Service Unavailable'),
    });
    await control('fail', { times: 1, status: 429, message: 'Too many requests' });
    expect(await failure(esign.sendFromTemplate({ templateId, signers: [{ name: 'A', email: 'a@acme.test' }] }))).toMatchObject({
      code: 'rate_limited',
      status: 429,
    });
    expect((await esign.getTemplate(templateId)).templateId).toBe(templateId);
  });

  it('gives up on a slow answer after its timeout', async () => {
    await control('delay', { ms: 600 });
    const e = await failure(boldSignEsign({ baseUrl, apiKey, timeoutMs: 100 }).getDocument('any'));
    expect(e).toMatchObject({ code: 'unavailable', message: 'BoldSign GET /v1/document/properties failed: no answer within 100 ms' });
  });

  it('is what buildProviders wires from the environment, and says what to set when unconfigured', async () => {
    const { esign: configured } = buildProviders(configFromEnv(env));
    expect(await newTemplate(configured)).toMatch(/^[\w-]{20,}$/);
    const { esign: unconfigured } = buildProviders(configFromEnv({ ...env, BOLDSIGN_API_KEY: '' }));
    expect(await failure(newTemplate(unconfigured))).toMatchObject({ code: 'not_configured', message: expect.stringContaining('BOLDSIGN_API_KEY') });
  });
});
