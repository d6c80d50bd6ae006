import { randomUUID } from 'node:crypto';
import { LINK_NO_LONGER_VALID } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Members, StatusJob, Templates, type MemberRecord } from '../../../core/src';
import { textPdf } from '../../../simulators/src/pdf';
import { declineSigning } from '../../../../scripts/test/esign-pages';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

/** Presses the simulator signing page's Sign button, as the signer does in the frame. */
async function sign(link: string) {
  const page = await (await fetch(link)).text();
  expect(page).toContain('>Sign</button>');
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  expect((await fetch(new URL(action, link), { method: 'POST', body: new URLSearchParams(fields) })).status).toBe(200);
}

const pdfForm = (bytes: Uint8Array | string, name = 'signed.pdf') => ({ file: new File([bytes], name, { type: 'application/pdf' }) });
const isPdf = async (url: string) =>
  Buffer.from(await (await fetch(url)).arrayBuffer())
    .subarray(0, 4)
    .toString() === '%PDF';

describe('patient documents', () => {
  let admin: string;
  let center: MemberRecord;
  let centerToken: string;
  let patient: MemberRecord;
  let patientToken: string;

  beforeAll(async () => {
    const ctx = await h.domainCtx();
    const adminMember = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
    const file = { name: 'doc.pdf', bytes: textPdf(['Agreement']) };
    for (const [type, kind] of [
      [2, 'attestation'],
      [2, 'processing'],
      [2, 'storage'],
      [4, undefined],
    ] as const)
      await Templates.create(
        { ...ctx, caller: adminMember, member: adminMember },
        { title: `Docs ${kind ?? 'center'}`, description: 'Docs', documentMessage: 'Sign', type, kind, isActive: true, file },
      );
    admin = await h.demoToken('admin');
    center = await h.newMember([4]);
    await Members.patch(ctx, center.memberId, { company: 'Docs Clinic' });
    await settled();
    centerToken = await h.login(center.email);
    patient = await h.newMember([2]);
    await Members.patch(ctx, patient.memberId, { harvestCenterId: center.memberId });
    await settled();
    patientToken = await h.login(patient.email);
  });

  it('a patient signs a document in the frame: Pending, then Completed with the signed PDF behind the media route', async () => {
    const lists = await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: patientToken });
    expect(lists.status).toBe(200);
    expect(lists.body).toEqual({ attestation: [], processing: [], storage: [] });

    const started = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'processing' },
    });
    await settled();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ success: true, signLink: expect.stringMatching(/^http/) });
    // Asking again gives the same pending document, not another one.
    const again = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'processing' },
    });
    await settled();
    expect(again.body.documentId).toBe(started.body.documentId);
    const pending = (await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: patientToken })).body.processing;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      status: 'Pending',
      title: 'Processing Agreement',
      file: null,
      patient: patient.memberId,
      hc_desc: { id: center.memberId, company: 'Docs Clinic' },
    });

    await sign(started.body.signLink);
    const done = await h.call('POST', 'documents/patient-signed-document/', {
      domain: 'acme',
      token: patientToken,
      body: { documentId: started.body.documentId },
    });
    await settled();
    expect(done.body).toMatchObject({ success: true, status: 'Completed' });
    const [completed] = (await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: patientToken })).body.processing;
    expect(completed).toMatchObject({ status: 'Completed', file: `media/${started.body.documentId}.pdf` });

    const media = await h.app.request(`/${completed.file}`, {
      headers: { Domain: 'acme', Authorization: `token ${patientToken}`, Accept: 'application/json' },
    });
    expect(media.status).toBe(200);
    expect(await isPdf(((await media.json()) as { url: string }).url)).toBe(true);
    // Its center and admins may open it; another patient and anonymous callers may not.
    const stranger = await h.login((await h.newMember([2])).email);
    await settled();
    for (const [token, status] of [
      [centerToken, 200],
      [admin, 200],
      [stranger, 404],
    ] as const) {
      const res = await h.app.request(`/${completed.file}`, { headers: { Domain: 'acme', Authorization: `token ${token}` } });
      expect(res.status).toBe(status === 200 ? 302 : 404);
    }
    expect((await h.app.request(`/${completed.file}`, { headers: { Domain: 'acme' } })).status).toBe(403);
    // A signed document is not offered for signing again.
    const resign = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'processing', doc_id: completed.id },
    });
    await settled();
    expect(resign).toMatchObject({ status: 400, body: { message: 'This document has already been signed.' } });
  });

  it('a declined document is Declined, no longer pending, and the patient can ask for a new one', async () => {
    const started = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'storage' },
    });
    await settled();
    await declineSigning(started.body.signLink);
    const told = await h.call('POST', 'documents/patient-signed-document/', {
      domain: 'acme',
      token: patientToken,
      body: { documentId: started.body.documentId },
    });
    await settled();
    expect(told.body).toMatchObject({ status: 'Declined', message: 'The document is declined.' });
    const { data: markers } = await h.core.db.entities.pendingSigning.query.bySubject({ shard: 0, subject: 'document' }).go({ pages: 'all' });
    await settled();
    const [declined] = (await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: patientToken })).body.storage;
    expect(declined).toMatchObject({ status: 'Declined', file: null });
    const { domainId } = (await h.domainCtx()).domain;
    expect(markers.some((m) => m.recordId === declined.id && m.domainId === domainId)).toBe(false);
    // Declined is final: naming it answers the same, asking anew starts a new document.
    const named = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'storage', doc_id: declined.id },
    });
    await settled();
    expect(named).toMatchObject({ status: 400, body: { message: 'This document is declined and can no longer be signed.' } });
    const fresh = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'storage' },
    });
    await settled();
    expect(fresh.body.documentId).not.toBe(started.body.documentId);
    const storage = (await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: patientToken })).body.storage;
    expect(storage.map((d: { status: string }) => d.status)).toEqual(['Pending', 'Declined']);
  });

  it('only the patient signs its documents; other members cannot list them', async () => {
    const other = await h.login((await h.newMember([2])).email);
    await settled();
    expect(
      (await h.call('POST', 'documents/sign-link-patient/', { domain: 'acme', token: other, body: { patient_id: patient.memberId, doc_type: 'storage' } }))
        .status,
    ).toBe(403);
    await settled();
    expect((await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: other })).status).toBe(404);
    expect((await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: centerToken })).status).toBe(200);
    const bad = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: patientToken,
      body: { patient_id: patient.memberId, doc_type: 'consent' },
    });
    await settled();
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('doc_type');
  });

  it('a center requests signatures: three Pending documents, the e-mail with guest links, the guest signs and the status job completes it', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@acme.test`;
    const missing = await h.call('POST', 'documents/send/', { domain: 'acme', token: centerToken, body: { name: '', email: 'not-an-email' } });
    await settled();
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Patient name is required.*Enter a valid email/);

    const sent = await h.call('POST', 'documents/send/', { domain: 'acme', token: centerToken, body: { name: 'Guest Patient', email } });
    await settled();
    expect(sent.body).toEqual({ code: 'success', message: 'Documents has been Sent!' });
    const [mail] = await h.mailTo(email);
    const links = [...mail!.body.text!.matchAll(/\/sign-your-document\?token=([\w.-]+)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(3);

    const list = await h.call('GET', `harvest-centers/${center.memberId}/documentList/?search=guest patient`, { domain: 'acme', token: centerToken });
    expect(list.body.count).toBe(3);
    expect(list.body.results.map((d: { status: string }) => d.status)).toEqual(['Pending', 'Pending', 'Pending']);
    expect(
      (await h.call('GET', `harvest-centers/${center.memberId}/documentList/?search=nobody-like-this`, { domain: 'acme', token: centerToken })).body.count,
    ).toBe(0);
    // The center's filter is on the patient; its own company would match every row.
    expect(
      (await h.call('GET', `harvest-centers/${center.memberId}/documentList/?search=docs clinic`, { domain: 'acme', token: centerToken })).body.count,
    ).toBe(0);
    expect((await h.call('GET', `documents/?search=docs clinic`, { domain: 'acme', token: admin })).body.count).toBeGreaterThanOrEqual(3);
    // Another center cannot read this center's list.
    expect((await h.call('GET', `harvest-centers/${center.memberId}/documentList/`, { domain: 'acme', token: await h.demoToken('hc') })).status).toBe(404);

    const guest = await h.call('GET', `auth/boldsign/?token=${links[0]}&name=Guest`, { domain: 'acme' });
    expect(guest.status).toBe(200);
    const signedId = guest.body.documentId as string;
    await sign(guest.body.signLink);
    // Two runs at once, when the document is first due (5 minutes after it was sent): it completes once, its PDF is stored.
    const due = { subjects: ['documents' as const], now: () => Date.now() + 5 * 60_000 + 1000 };
    const runs = await Promise.all([StatusJob.run(h.core, due), StatusJob.run(h.core, due)]);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    const after = (await h.call('GET', `harvest-centers/${center.memberId}/documentList/?search=${email}`, { domain: 'acme', token: centerToken })).body
      .results;
    const signed = after.find((d: { document_id: string }) => d.document_id === signedId);
    expect(signed).toMatchObject({ status: 'Completed', file: `media/${signedId}.pdf` });
    expect((await h.call('GET', `auth/boldsign/?token=${links[0]}`, { domain: 'acme' })).body.message).toBe('This document has already been signed.');
    expect((await h.call('POST', 'auth/boldsign/', { domain: 'acme', body: { token: links[0] } })).body.status).toBe('Completed');
    await settled();
    // Another domain does not know the document.
    expect((await h.call('GET', `auth/boldsign/?token=${links[1]}`, { domain: 'beta' })).status).toBe(404);

    // The center mails a pending one again.
    const pendingOne = after.find((d: { status: string }) => d.status === 'Pending');
    const resent = await h.call('POST', 'utilities/send-patient-sign-email/', {
      domain: 'acme',
      token: centerToken,
      body: { doc_id: pendingOne.id, user_email: email, user_name: 'Guest Patient' },
    });
    await settled();
    expect(resent.body).toMatchObject({ success: true });
    expect(await h.mailTo(email)).toHaveLength(2);
  });

  it('a center uploads three signed PDFs: checked by content and size, kept as Completed documents', async () => {
    const notPdf = await h.call('POST', 'documents/process-file/', { domain: 'acme', token: centerToken, form: pdfForm('hello, not a pdf', 'fake.pdf') });
    await settled();
    expect(notPdf).toMatchObject({ status: 400, body: { message: 'The file must be a PDF.' } });
    const huge = new Uint8Array(4 * 1024 * 1024 + 1);
    huge.set(Buffer.from('%PDF'));
    expect(await h.call('POST', 'documents/process-file/', { domain: 'acme', token: centerToken, form: pdfForm(huge) })).toMatchObject({
      status: 400,
      body: { message: 'The file must be 4 MB or smaller.' },
    });
    await settled();

    const names = await Promise.all(
      ['attestation', 'processing', 'storage'].map(async (kind) => {
        const res = await h.call('POST', 'documents/process-file/', { domain: 'acme', token: centerToken, form: pdfForm(textPdf([kind])) });
        await settled();
        expect(res.status).toBe(200);
        return res.body.filename as string;
      }),
    );
    // Another center cannot use these files.
    const other = await h.login((await h.newMember([4])).email);
    await settled();
    const stolen = await h.call('POST', 'documents/upload/', {
      domain: 'acme',
      token: other,
      body: { name: 'X', email: 'x@acme.test', attestation: names[0], processing: names[1], storage: names[2] },
    });
    await settled();
    expect(stolen.status).toBe(400);

    const uploaded = await h.call('POST', 'documents/upload/', {
      domain: 'acme',
      token: centerToken,
      body: { name: `${patient.firstName} ${patient.lastName}`, email: patient.email, attestation: names[0], processing: names[1], storage: names[2] },
    });
    expect(uploaded.body).toEqual({ code: 'success', message: 'Documents has been Uploaded!' });
    const mine = (await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: patientToken })).body;
    expect(mine.storage[0]).toMatchObject({ status: 'Completed', source: 'upload' });
    const media = await h.app.request(`/${mine.storage[0].file}`, {
      headers: { Domain: 'acme', Authorization: `token ${patientToken}`, Accept: 'application/json' },
    });
    expect(await isPdf(((await media.json()) as { url: string }).url)).toBe(true);
    // The staged files are used up.
    expect(
      (
        await h.call('POST', 'documents/upload/', {
          domain: 'acme',
          token: centerToken,
          body: { name: 'Again', email: patient.email, attestation: names[0], processing: names[1], storage: names[2] },
        })
      ).status,
    ).toBe(400);
    await settled();

    const all = await h.call('GET', `documents/?search=${encodeURIComponent(patient.email)}`, { domain: 'acme', token: admin });
    expect(all.body.results.filter((d: { source: string }) => d.source === 'upload')).toHaveLength(3);
  });

  it('an admin links a document to a patient and deletes one', async () => {
    const email = `link-${randomUUID().slice(0, 8)}@acme.test`;
    await h.call('POST', 'documents/send/', { domain: 'acme', token: centerToken, body: { name: 'Later Member', email } });
    await settled();
    const [doc] = (await h.call('GET', `documents/?search=${email}`, { domain: 'acme', token: admin })).body.results;
    expect(doc.patient).toBeNull();
    const linked = await h.call('PATCH', `documents/${doc.id}/`, { domain: 'acme', token: admin, body: { patient: patient.memberId } });
    await settled();
    expect(linked.body).toMatchObject({ patient: patient.memberId, patient_desc: { id: patient.memberId } });
    expect((await h.call('PATCH', `documents/${doc.id}/`, { domain: 'acme', token: centerToken, body: { patient: patient.memberId } })).status).toBe(403);
    await settled();
    expect((await h.call('DELETE', `documents/${doc.id}/`, { domain: 'acme', token: admin })).body.success).toBe(true);
    await settled();
    expect((await h.call('GET', `documents/?search=${email}`, { domain: 'acme', token: admin })).body.count).toBe(2);
    expect((await h.call('GET', `auth/boldsign/?token=${doc.id}.${'a'.repeat(43)}`, { domain: 'acme' })).status).toBe(404);
  });
});

describe('a harvest center attestation', () => {
  it('is signed from the profile, becomes the template its patients sign, and its PDF opens for admins', async () => {
    const center = await h.newMember([4]);
    await settled();
    const token = await h.login(center.email);
    const started = await h.call('POST', 'documents/harvest-center/attestation/', { domain: 'acme', token });
    await settled();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await h.call('GET', `documents/harvest-center/${center.memberId}/attestation/`, { domain: 'acme', token })).body).toMatchObject({
      status: 'Pending',
      template_id: '',
    });
    // Not signed yet: no template.
    const early = await h.call('POST', 'documents/harvest-center/create-template/', {
      domain: 'acme',
      token,
      body: { documentId: started.body.documentId, signedBy: center.memberId },
    });
    await settled();
    expect(early.status).toBe(400);

    await sign(started.body.signLink);
    const [made, made2] = await Promise.all([
      h.call('POST', 'documents/harvest-center/create-template/', {
        domain: 'acme',
        token,
        body: { documentId: started.body.documentId, signedBy: center.memberId },
      }),
      h.call('POST', 'documents/harvest-center/create-template/', {
        domain: 'acme',
        token,
        body: { documentId: started.body.documentId, signedBy: center.memberId },
      }),
    ]);
    expect(made.body).toMatchObject({ templateId: expect.any(String), docId: started.body.documentId });
    const updated = await h.call('POST', 'documents/harvest-center/download-and-update/', {
      domain: 'acme',
      token,
      body: { documentId: started.body.documentId },
    });
    await settled();
    expect(updated.body).toMatchObject({ success: true, document_id: started.body.documentId });
    expect([made.body.templateId, made2.body.templateId]).toContain(updated.body.template_id);
    const profile = await h.call('GET', `users/${center.memberId}/`, { domain: 'acme', token });
    expect(profile.body.template_id).toBe(updated.body.template_id);
    expect((await h.call('POST', 'documents/harvest-center/attestation/', { domain: 'acme', token })).body.message).toBe('Your attestation is already signed.');
    await settled();

    // Its patients' attestation is made from that template.
    const patient = await h.newMember([2]);
    await settled();
    await Members.patch(await h.domainCtx(), patient.memberId, { harvestCenterId: center.memberId });
    await settled();
    const link = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: await h.login(patient.email),
      body: { patient_id: patient.memberId, doc_type: 'attestation' },
    });
    await settled();
    const doc = await h.core.providers.esign.getDocument(link.body.documentId);
    expect(doc.status).toBe('Pending');

    const admin = await h.demoToken('admin');
    const file = await h.call('GET', `documents/harvest-center/attestation-file/${center.memberId}/`, { domain: 'acme', token: admin });
    expect(file.body).toMatchObject({ success: true, file: `media/${started.body.documentId}.pdf` });
    const unsigned = await h.newMember([4]);
    await settled();
    expect((await h.call('GET', `documents/harvest-center/attestation-file/${unsigned.memberId}/`, { domain: 'acme', token: admin })).body).toMatchObject({
      success: false,
      file: null,
    });
  });
});

describe('registration signing', () => {
  it('signs an active registration template before the account exists and reports completion', async () => {
    const ctx = await h.domainCtx();
    const adminMember = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
    const template = await Templates.create(
      { ...ctx, caller: adminMember, member: adminMember },
      { title: 'RHC Terms', description: 'x', documentMessage: 'Sign', type: 5, isActive: true, file: { name: 'a.pdf', bytes: textPdf(['RHC']) } },
    );
    const started = await h.call('POST', 'domain/file-signs/registration-sign-link/', {
      domain: 'acme',
      body: { name: 'New Clinic', email: 'new.clinic@acme.test', template_id: template.templateId, ...(await h.demoLink(5)) },
    });
    await settled();
    expect(started.body).toMatchObject({ success: true, sign_link: expect.any(String), document_id: expect.any(String) });
    const poll = () => h.call('GET', `domain/file-signs/registration-sign-status/${started.body.document_id}/`, { domain: 'acme' });
    expect((await poll()).body).toMatchObject({ completed: false, status: 'Pending' });
    await sign(started.body.sign_link);
    expect((await poll()).body).toMatchObject({ completed: true, status: 'Completed' });
    // Only the domain's registration templates can be signed this way.
    const unknown = await h.call('POST', 'domain/file-signs/registration-sign-link/', {
      domain: 'acme',
      body: { name: 'X', email: 'x@acme.test', template_id: 'not-a-template', ...(await h.demoLink(5)) },
    });
    await settled();
    expect(unknown.status).toBe(404);
  });

  it("makes no document without the page's current sign-up link", async () => {
    const template = (await Templates.forRegistration(await h.domainCtx(), 4))[0]!;
    const link = await h.demoLink(4);
    const ask = (extra: Record<string, unknown>) =>
      h.call('POST', 'domain/file-signs/registration-sign-link/', {
        domain: 'acme',
        address: '10.99.1.7',
        body: { name: 'Stranger', email: 'stranger@acme.test', template_id: template.templateId, ...extra },
      });
    for (const extra of [{}, { saless_rep_id: 3 }, { saless_rep_id: 6, invite: link.invite }, { ...link, invite: (await h.demoLink(5)).invite }])
      expect(await ask(extra)).toMatchObject({ status: 400, body: { message: LINK_NO_LONGER_VALID } });
    expect((await ask(link)).status).toBe(200);
  });

  it('gives one address a limited number of signing documents an hour', async () => {
    await awayFromWindowEdge();
    const ctx = await h.domainCtx();
    const template = (await Templates.forRegistration(ctx, 4))[0]!;
    const link = await h.demoLink(4);
    const ask = () =>
      h.call('POST', 'domain/file-signs/registration-sign-link/', {
        domain: 'acme',
        address: '10.99.0.7',
        body: { name: 'Busy', email: 'busy@acme.test', template_id: template.templateId, ...link },
      });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await ask()).status);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another address is not held up.
    const other = await h.call('POST', 'domain/file-signs/registration-sign-link/', {
      domain: 'acme',
      address: '10.99.0.8',
      body: { name: 'Calm', email: 'calm@acme.test', template_id: template.templateId, ...link },
    });
    await settled();
    expect(other.status).toBe(200);
  });
});
