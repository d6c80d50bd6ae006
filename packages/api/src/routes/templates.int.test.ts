import { describe, expect, it } from 'vitest';
import { textPdf } from '../../../simulators/src/pdf';
import { harness } from '../../../../scripts/test/harness';
import { FORM_TOO_LARGE } from '../middleware/body-limit';

const h = harness();

const pdf = (title: string) => new File([textPdf([title])], `${title}.pdf`, { type: 'application/pdf' });

const form = (overrides: Record<string, string | Blob> = {}) => ({
  title: 'HC Attestation',
  description: 'Signed by each harvest center when it registers',
  document_message: 'Please read and sign.',
  type: '4',
  is_active: '1',
  file: pdf('attestation'),
  ...overrides,
});

type Row = { id: number; title: string; template_id: string; status: string; is_active: boolean; type: number; file: string };

describe('signature templates', () => {
  it('are added from a PDF as provider templates, listed by type and their file served to admins', async () => {
    const admin = await h.demoToken('admin', 'beta');
    const domainId = (await h.domainCtx('beta')).domain.domainId;
    const added = await h.call('POST', 'domain/file-signs/', { domain: 'beta', token: admin, form: form({ title: 'RHC Terms', type: '5' }) });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ Message: 'Template Added Succesfully!', data: { title: 'RHC Terms', type: 5, status: 'Completed', is_active: true } });
    expect(added.body.data.template_id).toBeTruthy();
    const list = await h.call('GET', `domain/file-signs/by-domain/${domainId}/type/5/`, { domain: 'beta', token: admin });
    expect(list.body.data.map((t: Row) => t.id)).toContain(added.body.id);
    expect(
      (await h.call('GET', `domain/file-signs/by-domain/${domainId}/type/4/`, { domain: 'beta', token: admin })).body.data.map((t: Row) => t.id),
    ).not.toContain(added.body.id);
    const link = await h.call('GET', added.body.data.file, { domain: 'beta', token: admin });
    const file = await fetch(link.body.url);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('toggle active, verify their status with the provider and give the editor link', async () => {
    const admin = await h.demoToken('admin');
    const domainId = (await h.domainCtx()).domain.domainId;
    const { body } = await h.call('POST', 'domain/file-signs/', {
      domain: 'acme',
      token: admin,
      form: form({ type: '2', kind: 'storage', title: 'Storage Agreement' }),
    });
    const off = await h.call('PATCH', `domain/file-signs/${body.id}/`, { domain: 'acme', token: admin, body: { is_active: false } });
    expect(off.body.is_active).toBe(false);
    expect((await h.call('PATCH', `domain/file-signs/${body.id}/`, { domain: 'acme', token: admin, body: { is_active: 1 } })).body.is_active).toBe(true);
    const verified = await h.call('GET', `domain/file-signs/status-by-domain/${domainId}/type/2/`, { domain: 'acme', token: admin });
    expect(verified.body.data.find((t: Row) => t.id === body.id).status).toBe('Completed');
    const edit = await h.call('GET', `domain/file-signs/${body.id}/generate-edit-link/`, { domain: 'acme', token: admin });
    expect(edit.body).toMatchObject({ success: true });
    expect((await fetch(edit.body.link.editUrl)).status).toBe(200);
  });

  it('offer registration pages only the active, completed templates of their type, publicly', async () => {
    const admin = await h.demoToken('admin');
    const domainId = (await h.domainCtx()).domain.domainId;
    const on = (await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: admin, form: form({ title: 'HC On' }) })).body;
    const off = (await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: admin, form: form({ title: 'HC Off', is_active: '0' }) })).body;
    const offered = await h.call('GET', `domain/file-signs/by-domain/${domainId}/registration/4/`, { domain: 'acme' });
    const ids = offered.body.data.map((t: { template_id: string }) => t.template_id);
    expect(ids).toContain(on.data.template_id);
    expect(ids).not.toContain(off.data.template_id);
    expect(Object.keys(offered.body.data[0]).sort()).toEqual(['template_id', 'title']);
    expect((await h.call('GET', `domain/file-signs/by-domain/${domainId}/registration/2/`, { domain: 'acme' })).status).toBe(400);
  });

  it('refuse what is not a PDF, missing fields, other domains and other memberships; nothing is stored', async () => {
    const admin = await h.demoToken('admin');
    const acme = (await h.domainCtx()).domain.domainId;
    const before = (await h.call('GET', `domain/file-signs/by-domain/${acme}/type/4/`, { domain: 'acme', token: admin })).body.data.length;
    const notPdf = await h.call('POST', 'domain/file-signs/', {
      domain: 'acme',
      token: admin,
      form: form({ file: new File(['<html>'], 'x.pdf', { type: 'application/pdf' }) }),
    });
    expect(notPdf).toMatchObject({ status: 400, body: { message: 'The file must be a PDF.' } });
    // Over 4 MB (what a Lambda request holds once base64-encoded): refused by its size, or cut off unread when far larger.
    const large = await h.call('POST', 'domain/file-signs/', {
      domain: 'acme',
      token: admin,
      form: form({ file: new File([textPdf(['big']), Buffer.alloc(4 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }) }),
    });
    expect(large).toMatchObject({ status: 400, body: { message: 'The file must be 4 MB or smaller.' } });
    const huge = await h.call('POST', 'domain/file-signs/', {
      domain: 'acme',
      token: admin,
      form: form({ file: new File([Buffer.alloc(5 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }) }),
    });
    expect(huge).toMatchObject({ status: 413, body: { message: FORM_TOO_LARGE } });
    const noTitle = await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: admin, form: form({ title: ' ' }) });
    expect(noTitle).toMatchObject({ status: 400, body: { message: 'title: Title is required' } });
    expect((await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: admin, form: form({ type: '3' }) })).status).toBe(400);
    expect((await h.call('GET', `domain/file-signs/by-domain/${acme}/type/4/`, { domain: 'acme', token: admin })).body.data.length).toBe(before);
    const beta = (await h.domainCtx('beta')).domain.domainId;
    expect((await h.call('GET', `domain/file-signs/by-domain/${beta}/type/4/`, { domain: 'acme', token: admin })).status).toBe(404);
    expect((await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: await h.demoToken('hc'), form: form() })).status).toBe(403);
  });

  it('answer the provider being down with a clear error and store nothing', async () => {
    const admin = await h.demoToken('admin');
    const acme = (await h.domainCtx()).domain.domainId;
    const before = (await h.call('GET', `domain/file-signs/by-domain/${acme}/type/4/`, { domain: 'acme', token: admin })).body.data.length;
    const sim = (h.core.config.esignBaseUrl ?? '').replace(/\/$/, '');
    await fetch(`${sim}/_sim/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 1, status: 503 }) });
    const failed = await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: admin, form: form() });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('The e-signature service could not complete the request. Please try again.');
    expect((await h.call('GET', `domain/file-signs/by-domain/${acme}/type/4/`, { domain: 'acme', token: admin })).body.data.length).toBe(before);
  });
});
