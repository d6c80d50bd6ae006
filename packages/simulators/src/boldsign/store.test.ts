import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBoldSignSimulator } from './app';

const dir = mkdtempSync(join(tmpdir(), 'boldsign-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the simulator with a data file', () => {
  it('keeps templates, documents and their files across a restart', async () => {
    const dataFile = join(dir, 'boldsign.json');
    const headers = { 'X-API-KEY': 'k' };
    const first = createBoldSignSimulator({ apiKey: 'k', dataFile });
    const form = new FormData();
    form.append('Title', 'Kept');
    form.append('Files', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'kept.pdf', { type: 'application/pdf' }));
    const created = await first.app.request('/v1/template/create', { method: 'POST', headers, body: form });
    expect(created.status).toBe(201);
    const { templateId } = (await created.json()) as { templateId: string };
    const sent = await first.app.request(`/v1/template/send?templateId=${templateId}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Kept doc', roles: [{ roleIndex: 1, signerName: 'A', signerEmail: 'a@x.test' }] }),
    });
    const { documentId } = (await sent.json()) as { documentId: string };

    const second = createBoldSignSimulator({ apiKey: 'k', dataFile });
    expect((await second.app.request(`/v1/template/properties?templateId=${templateId}`, { headers })).status).toBe(200);
    const download = await second.app.request(`/v1/document/download?documentId=${documentId}`, { headers });
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });
});
