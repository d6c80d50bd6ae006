import { randomUUID } from 'node:crypto';
import {
  LABEL_FILE_MISSING,
  LABEL_NEEDED,
  LABEL_NOT_PDF,
  LABEL_TOO_LARGE,
  NOT_YOUR_PATIENTS,
  PATIENT_NEEDED,
  TRACKING_LINK_FORMAT,
  TRACKING_NUMBER_FORMAT,
} from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Media, Members } from '../../../core/src';
import { textPdf } from '../../../simulators/src/pdf';
import { harness } from '../../../../scripts/test/harness';
import { FORM_TOO_LARGE } from '../middleware/body-limit';
import { settled } from '../../../../scripts/test/projections';
import { isStaged } from '../../../../scripts/test/s3';
import { storedChanges, storedState } from '../../../../scripts/test/stored-state';

const h = harness();
const state = storedState();

const requestBody = (over: object = {}) => ({
  doctor_name: 'Dr. Nora Hale',
  doctor_email: 'nora.hale@clinic.test',
  address1: '12 Harbor Road',
  city: 'Austin',
  state_desc: 'TX',
  zip_code: '73301',
  country_desc: 'United States',
  label_date: '2026-12-01',
  ...over,
});

const pdfFile = (text: string) => new File([textPdf([text])], 'label.pdf', { type: 'application/pdf' });

/** What the SES emulator keeps of a mail's attachment. */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

let admin: string;
let betaAdmin: string;
beforeAll(async () => {
  admin = await h.demoToken('admin');
  betaAdmin = await h.demoToken('admin', 'beta');
});

/** A center of its own with one patient, signed in. */
async function centerWithPatient(membership: 4 | 5) {
  const center = await h.newMember([membership]);
  await settled();
  const ctx = await h.domainCtx();
  await Members.patch(ctx, center.memberId, { company: `Clinic ${randomUUID().slice(0, 6)}` });
  await settled();
  const patient = await h.newMember([2]);
  await settled();
  await Members.patch(ctx, patient.memberId, membership === 4 ? { harvestCenterId: center.memberId } : { referralHarvestCenterId: center.memberId });
  await settled();
  return { center, patient, token: await h.login(center.email) };
}

const list = (token: string, query = '', options: { domain?: string; actingAs?: number } = {}) =>
  h.call('GET', `fedex-requests/${query}`, { domain: options.domain ?? 'acme', token, actingAs: options.actingAs });
const media = (path: string, token: string, options: { domain?: string; actingAs?: number } = {}) =>
  h.app.request(`/${path}`, {
    headers: {
      Domain: options.domain ?? 'acme',
      Authorization: `token ${token}`,
      Accept: 'application/json',
      ...(options.actingAs ? { 'X-Acting-As': String(options.actingAs) } : {}),
    },
  });

describe('shipping label requests', () => {
  it("go from a center's request to the label, the notification mail and a PDF only the right members read", { timeout: 60_000 }, async () => {
    const { center, patient, token } = await centerWithPatient(4);

    // The request: the center's own patient and another patient's name.
    const asked = await h.call('POST', 'fedex-requests/', {
      domain: 'acme',
      token,
      body: requestBody({ patients_ids: [patient.memberId], other_patient_name: 'Walter Brook' }),
    });
    await settled();
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id: number = asked.body.id;
    expect(asked.body.fedex_request).toMatchObject({
      hc_desc: [{ id: center.memberId, email: center.email }],
      patients: [{ id: patient.memberId, first_name: 'Test', last_name: 'Member' }],
      patients_ids: String(patient.memberId),
      other_patient_name: 'Walter Brook',
      status: 'Requested',
      pdf_file: null,
      notification_sent: false,
    });
    const mine = await list(token);
    expect(mine.body).toMatchObject({ count: 1, results: [{ id, status: 'Requested' }] });
    // Another center does not see it; the admin finds it by the doctor's name and by the center's company.
    const other = await centerWithPatient(4);
    expect((await list(other.token)).body.count).toBe(0);
    expect((await list(admin, '?search=nora%20hal')).body.results.map((r: { id: number }) => r.id)).toContain(id);
    const company = asked.body.fedex_request.hc_desc[0].company as string;
    expect((await list(admin, `?search=${encodeURIComponent(company)}`)).body).toMatchObject({ count: 1, results: [{ id }] });

    // The label: a file that is no PDF, or too large, is refused and nothing is stored.
    const before = await state.take();
    const fake = await h.call('POST', 'fedex-requests/process-file/', {
      domain: 'acme',
      token: admin,
      form: { file: new File(['<html>label</html>'], 'label.pdf', { type: 'application/pdf' }) },
    });
    await settled();
    expect(fake).toMatchObject({ status: 400, body: { message: LABEL_NOT_PDF } });
    const large = new File([textPdf(['big']), Buffer.alloc(4 * 1024 * 1024)], 'label.pdf', { type: 'application/pdf' });
    expect(await h.call('POST', 'fedex-requests/process-file/', { domain: 'acme', token: admin, form: { file: large } })).toMatchObject({
      status: 400,
      body: { message: LABEL_TOO_LARGE },
    });
    await settled();
    const huge = new File([textPdf(['huge']), Buffer.alloc(6 * 1024 * 1024)], 'label.pdf', { type: 'application/pdf' });
    expect(await h.call('POST', 'fedex-requests/process-file/', { domain: 'acme', token: admin, form: { file: huge } })).toMatchObject({
      status: 413,
      body: { message: FORM_TOO_LARGE },
    });
    await settled();
    // A center cannot upload labels, nor add one.
    expect((await h.call('POST', 'fedex-requests/process-file/', { domain: 'acme', token, form: { file: pdfFile('mine') } })).status).toBe(403);
    await settled();
    // Tracking number and link are required; a file must be one process-file stored.
    const patch = (body: object, t = admin) => h.call('PATCH', `fedex-requests/${id}/`, { domain: 'acme', token: t, body });
    expect((await patch({ tracking_number: '', tracking_link: '' })).body.issues.map((i: { message: string }) => i.message)).toEqual(['Required', 'Required']);
    expect((await patch({ tracking_number: '12 34', tracking_link: 'javascript:alert(1)' })).body.message).toBe(
      `tracking_number: ${TRACKING_NUMBER_FORMAT} tracking_link: ${TRACKING_LINK_FORMAT}`,
    );
    expect(await patch({ tracking_number: '794612345678', tracking_link: 'https://www.fedex.com/fedextrack/?trknbr=794612345678' })).toMatchObject({
      status: 400,
      body: { message: LABEL_FILE_MISSING },
    });
    expect(await patch({ tracking_number: '794612345678', tracking_link: 'https://x.test/', pdf_file: `${randomUUID()}.pdf` })).toMatchObject({
      status: 400,
      body: { message: LABEL_FILE_MISSING },
    });
    expect(await h.call('POST', 'fedex-requests/send-notification/', { domain: 'acme', token: admin, body: { fedex_id: id } })).toMatchObject({
      status: 400,
      body: { message: LABEL_NEEDED },
    });
    await settled();
    expect((await patch({ tracking_number: '794612345678', tracking_link: 'https://x.test/' }, token)).status).toBe(403);
    expect(storedChanges(before, await state.take())).toEqual([]);

    const uploaded = await h.call('POST', 'fedex-requests/process-file/', { domain: 'acme', token: admin, form: { file: pdfFile(`Label ${id}`) } });
    await settled();
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const link = 'https://www.fedex.com/fedextrack/?trknbr=794612345678';
    // The upload is staged (the bucket deletes it after a day) until the label form names it.
    const labelKey = Media.keyOf((await h.domainCtx()).domain.domainId, `fedex-label/${uploaded.body.pdf_file}`);
    expect(await isStaged(labelKey)).toBe(true);
    const labelled = await patch({ tracking_number: '794612345678', tracking_link: link, pdf_file: uploaded.body.pdf_file });
    expect(await isStaged(labelKey)).toBe(false);
    expect(labelled.body.fedex_request).toMatchObject({
      status: 'Label Ready',
      tracking_number: '794612345678',
      tracking_link: link,
      pdf_file: `media/fedex-label/${uploaded.body.pdf_file}`,
    });

    // The notification mails the center its label and tracking link, and marks the request.
    const sent = await h.call('POST', 'fedex-requests/send-notification/', { domain: 'acme', token: admin, body: { fedex_id: id } });
    await settled();
    expect(sent.body).toMatchObject({ code: 'Success', fedex_request: { notification_sent: true, status: 'Notified' } });
    const [mail] = await h.mailTo(center.email);
    expect(mail?.subject).toBe(`Acme Biologics: your Fedex label #${id}`);
    expect(mail?.body.text).toContain(`Track the shipment: ${link}`);
    const attachments = (mail as unknown as { attachments: StoredAttachment[] }).attachments;
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([[`fedex-label-${id}.pdf`, 'application/pdf']]);
    expect(Buffer.from(attachments[0]!.content, 'base64').toString('latin1')).toContain(`Label ${id}`);
    expect((await list(token)).body.results[0]).toMatchObject({ id, status: 'Notified', tracking_link: link, notification_sent: true });

    // The PDF: the center and the domain's admins read it; another center, a patient and another domain do not.
    const path = `media/fedex-label/${uploaded.body.pdf_file}`;
    for (const reader of [token, admin]) {
      const res = await media(path, reader);
      expect(res.status).toBe(200);
      const file = await fetch(((await res.json()) as { url: string }).url);
      expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain(`Label ${id}`);
    }
    expect((await media(path, other.token)).status).toBe(404);
    expect((await media(path, await h.login(patient.email))).status).toBe(404);
    expect((await media(path, betaAdmin, { domain: 'beta' })).status).toBe(404);
    // An upload no request names is nobody's to read, not even an admin's.
    const loose = await h.call('POST', 'fedex-requests/process-file/', { domain: 'acme', token: admin, form: { file: pdfFile('loose') } });
    await settled();
    expect((await media(`media/fedex-label/${loose.body.pdf_file}`, admin)).status).toBe(404);
  });

  it('let staff request as the center they entered, and the center read the label; staff on their own see nothing', async () => {
    const staff = await h.demoToken('staff');
    const hc = await h.demoToken('hc');
    const asked = await h.call('POST', 'fedex-requests/', {
      domain: 'acme',
      token: staff,
      actingAs: 4,
      body: requestBody({ other_patient_name: 'Staff Patient' }),
    });
    await settled();
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.fedex_request.hc_desc[0].id).toBe(4);
    const id: number = asked.body.id;
    const uploaded = await h.call('POST', 'fedex-requests/process-file/', { domain: 'acme', token: admin, form: { file: pdfFile('Staff label') } });
    await settled();
    await h.call('PATCH', `fedex-requests/${id}/`, {
      domain: 'acme',
      token: admin,
      body: { tracking_number: 'ABC123456', tracking_link: 'https://x.test/t', pdf_file: uploaded.body.pdf_file },
    });
    await settled();
    const path = `media/fedex-label/${uploaded.body.pdf_file}`;
    expect((await media(path, hc)).status).toBe(200);
    expect((await media(path, staff, { actingAs: 4 })).status).toBe(200);
    expect((await media(path, staff)).status).toBe(404);
    expect((await list(staff)).status).toBe(403);
    expect((await list(staff, '', { actingAs: 4 })).body.results.some((r: { id: number }) => r.id === id)).toBe(true);
  });

  it("refuse requests without a patient, with bad fields or with another center's patients, storing nothing", async () => {
    const { token } = await centerWithPatient(5);
    const stranger = await centerWithPatient(4);
    const ask = (body: object) => h.call('POST', 'fedex-requests/', { domain: 'acme', token, body });
    const before = await state.take();
    expect(await ask(requestBody())).toMatchObject({ status: 400, body: { message: `patients_ids: ${PATIENT_NEEDED}` } });
    expect(
      (await ask(requestBody({ doctor_email: 'nope', label_date: '2026-02-31', other_patient_name: 'X' }))).body.issues.map((i: { path: string }) => i.path),
    ).toEqual(['doctor_email', 'label_date']);
    expect(await ask(requestBody({ patients_ids: [stranger.patient.memberId] }))).toMatchObject({ status: 400, body: { message: NOT_YOUR_PATIENTS } });
    expect((await ask({ ...requestBody({ other_patient_name: 'X' }), city: '' })).status).toBe(400);
    expect((await h.call('POST', 'fedex-requests/', { domain: 'acme', token: admin, body: requestBody({ other_patient_name: 'X' }) })).status).toBe(403);
    await settled();
    expect(
      (
        await h.call('PATCH', 'fedex-requests/999999/', {
          domain: 'acme',
          token: admin,
          body: { tracking_number: 'ABC123456', tracking_link: 'https://x.test/' },
        })
      ).status,
    ).toBe(404);
    await settled();
    expect((await list(token, '?cursor=bogus')).status).toBe(400);
    expect(storedChanges(before, await state.take())).toEqual([]);
  });

  it("refer a referral center's own referred patients, and page the admin's list on the server", async () => {
    const { patient, token } = await centerWithPatient(5);
    for (let i = 0; i < 3; i++)
      expect((await h.call('POST', 'fedex-requests/', { domain: 'acme', token, body: requestBody({ patients_ids: [patient.memberId] }) })).status).toBe(200);
    await settled();
    const first = await list(token, '?page_size=2');
    expect(first.body).toMatchObject({ count: 3, page_size: 2 });
    expect(first.body.results).toHaveLength(2);
    const second = await list(token, `?page_size=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(second.body.results).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    expect(second.body.results[0].id).toBeLessThan(first.body.results[1].id);
    const all = await list(admin, '?page_size=1');
    expect(all.body.count).toBeGreaterThanOrEqual(3);
    expect(all.body.results).toHaveLength(1);
  });
});
