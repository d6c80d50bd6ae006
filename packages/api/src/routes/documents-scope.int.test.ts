import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Members, Templates, type MemberRecord } from '../../../core/src';
import { textPdf } from '../../../simulators/src/pdf';
import { declineSigning } from '../../../../scripts/test/esign-pages';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

const pdfForm = (text: string) => ({ file: new File([textPdf([text])], 'signed.pdf', { type: 'application/pdf' }) });
const tokensIn = (text: string) => [...text.matchAll(/\/sign-your-document\?token=([\w.-]+)/g)].map((m) => m[1]!);

let admin: string;
let center: MemberRecord;
let centerToken: string;
let patient: MemberRecord;
let processingTemplate = '';

beforeAll(async () => {
  const ctx = await h.domainCtx();
  const adminMember = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
  const file = { name: 'doc.pdf', bytes: textPdf(['Agreement']) };
  for (const [type, kind] of [
    [2, 'attestation'],
    [2, 'processing'],
    [2, 'storage'],
    [4, undefined],
  ] as const) {
    const made = await Templates.create(
      { ...ctx, caller: adminMember, member: adminMember },
      { title: `Scope ${kind ?? 'center'}`, description: 'Scope', documentMessage: 'Sign', type, kind, isActive: true, file },
    );
    if (kind === 'processing') processingTemplate = made.templateId;
  }
  admin = await h.demoToken('admin');
  center = await h.newMember([4]);
  centerToken = await h.login(center.email);
  patient = await h.newMember([2]);
  await Members.patch(ctx, patient.memberId, { harvestCenterId: center.memberId });
});

describe('the e-mailed guest signing link', () => {
  it('works with its secret token only: never with the document id the lists show, nor a guessed or replaced token', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@acme.test`;
    expect((await h.call('POST', 'documents/send/', { domain: 'acme', token: centerToken, body: { name: 'Guest Scope', email } })).status).toBe(200);
    const tokens = tokensIn((await h.mailTo(email))[0]!.body.text!);
    expect(tokens).toHaveLength(3);

    // What the center's list shows about a document opens nothing on the public calls (the list is the projector's).
    await settled();
    const list = await h.call('GET', `harvest-centers/${center.memberId}/documentList/?search=${email}`, { domain: 'acme', token: centerToken });
    const shown = JSON.stringify(list.body);
    for (const token of tokens) expect(shown).not.toContain(token.split('.')[1]);
    const [doc] = list.body.results as { id: number; document_id: string }[];
    expect((await h.call('GET', `auth/boldsign/?documentId=${doc!.document_id}`, { domain: 'acme' })).status).toBe(400);
    expect((await h.call('POST', 'auth/boldsign/', { domain: 'acme', body: { documentId: doc!.document_id } })).status).toBe(400);
    expect((await h.call('GET', `auth/boldsign/?token=${doc!.id}.${doc!.document_id.padEnd(43, 'a').slice(0, 43)}`, { domain: 'acme' })).status).toBe(404);
    // A token is good for its own document only.
    const [first, second] = tokens;
    const swapped = `${second!.split('.')[0]}.${first!.split('.')[1]}`;
    expect((await h.call('GET', `auth/boldsign/?token=${swapped}`, { domain: 'acme' })).status).toBe(404);

    const opened = await h.call('GET', `auth/boldsign/?token=${first}`, { domain: 'acme' });
    expect(opened).toMatchObject({ status: 200, body: { success: true, signLink: expect.stringMatching(/^http/) } });
    expect((await h.call('POST', 'auth/boldsign/', { domain: 'acme', body: { token: first } })).body).toMatchObject({ status: 'Pending' });

    // Mailing the link again replaces the token: the old link stops working, the new one works.
    const recordId = Number(first!.split('.')[0]);
    expect((await h.call('POST', 'utilities/send-patient-sign-email/', { domain: 'acme', token: centerToken, body: { doc_id: recordId } })).status).toBe(200);
    const [fresh] = tokensIn((await h.mailTo(email)).at(-1)!.body.text!);
    expect(fresh).not.toBe(first);
    expect((await h.call('GET', `auth/boldsign/?token=${first}`, { domain: 'acme' })).status).toBe(404);
    expect((await h.call('GET', `auth/boldsign/?token=${fresh}`, { domain: 'acme' })).status).toBe(200);

    // An expired link says so.
    const { domainId } = (await h.domainCtx()).domain;
    await h.core.db.entities.signingDocument
      .patch({ domainId, recordId })
      .set({ guestTokenExpiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const expired = await h.call('GET', `auth/boldsign/?token=${fresh}`, { domain: 'acme' });
    expect(expired).toMatchObject({ status: 400, body: { message: 'This signing link has expired. Please ask your harvest center to send it again.' } });
  });
});

describe("a center's documents for a patient", () => {
  it("refuses another center's patient (or any other member) on send and upload, writing nothing", async () => {
    const ctx = await h.domainCtx();
    const otherCenter = await h.newMember([4]);
    const theirs = await h.newMember([2]);
    await Members.patch(ctx, theirs.memberId, { harvestCenterId: otherCenter.memberId });

    for (const email of [theirs.email, otherCenter.email, 'admin@acme.test']) {
      const sent = await h.call('POST', 'documents/send/', { domain: 'acme', token: centerToken, body: { name: 'Not Mine', email } });
      expect(sent).toMatchObject({ status: 403, body: { message: 'This e-mail belongs to a member who is not your patient: nothing was sent or kept.' } });
    }
    const names = await Promise.all(
      ['a', 'b', 'c'].map(
        async (t) => (await h.call('POST', 'documents/process-file/', { domain: 'acme', token: centerToken, form: pdfForm(t) })).body.filename as string,
      ),
    );
    const upload = await h.call('POST', 'documents/upload/', {
      domain: 'acme',
      token: centerToken,
      body: { name: 'Not Mine', email: theirs.email, attestation: names[0], processing: names[1], storage: names[2] },
    });
    expect(upload.status).toBe(403);
    expect(await h.mailTo(theirs.email)).toEqual([]);
    const lists = await h.call('GET', `documents/list/${theirs.memberId}/`, { domain: 'acme', token: admin });
    expect(lists.body).toEqual({ attestation: [], processing: [], storage: [] });

    // Its own patient, and a future patient with no account yet, are fine; the refused upload kept its files.
    const mine = await h.call('POST', 'documents/upload/', {
      domain: 'acme',
      token: centerToken,
      body: { name: 'Mine', email: patient.email, attestation: names[0], processing: names[1], storage: names[2] },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(
      (
        await h.call('POST', 'documents/send/', {
          domain: 'acme',
          token: centerToken,
          body: { name: 'Future', email: `future-${randomUUID().slice(0, 8)}@acme.test` },
        })
      ).status,
    ).toBe(200);
  });

  it('lets a staged file be one document only', async () => {
    const [one, two] = await Promise.all(
      ['x', 'y'].map(
        async (t) => (await h.call('POST', 'documents/process-file/', { domain: 'acme', token: centerToken, form: pdfForm(t) })).body.filename as string,
      ),
    );
    const twice = await h.call('POST', 'documents/upload/', {
      domain: 'acme',
      token: centerToken,
      body: { name: 'Twice', email: patient.email, attestation: one, processing: one, storage: two },
    });
    expect(twice).toMatchObject({ status: 400, body: { message: 'Each document needs its own file.' } });
  });
});

describe('deleting a document (admin)', () => {
  it("deletes patient documents only: a center's attestation and a registration document are not found", async () => {
    const attester = await h.newMember([4]);
    const started = await h.call('POST', 'documents/harvest-center/attestation/', { domain: 'acme', token: await h.login(attester.email) });
    expect(started.status).toBe(200);
    const [template] = await Templates.forRegistration(await h.domainCtx(), 4);
    const registration = await h.call('POST', 'domain/file-signs/registration-sign-link/', {
      domain: 'acme',
      address: '10.98.0.1',
      body: { name: 'Reg', email: 'reg@acme.test', template_id: template!.templateId, ...(await h.demoLink(4)) },
    });
    expect(registration.status).toBe(200);

    const ctx = await h.domainCtx();
    const { data: refs } = await h.core.db.entities.signingRef
      .get([{ documentId: started.body.documentId }, { documentId: registration.body.document_id }])
      .go();
    expect(refs).toHaveLength(2);
    for (const ref of refs) {
      expect((await h.call('DELETE', `documents/${ref.recordId}/`, { domain: 'acme', token: admin })).status).toBe(404);
      const { data } = await h.core.db.entities.signingDocument.get({ domainId: ctx.domain.domainId, recordId: ref.recordId }).go();
      expect(data).not.toBeNull();
    }
  });
});

describe('embedded signing of a patient template', () => {
  it('is for patients only, reuses the pending document, and starts a limited number of new ones an hour', async () => {
    await awayFromWindowEdge();
    const refused = await h.call('POST', 'boldsign/create-document/get-embed-link/', {
      domain: 'acme',
      token: centerToken,
      body: { userId: center.memberId, docId: processingTemplate },
    });
    expect(refused.status).toBe(403);

    const signer = await h.newMember([2]);
    const token = await h.login(signer.email);
    const ask = () =>
      h.call('POST', 'boldsign/create-document/get-embed-link/', { domain: 'acme', token, body: { userId: signer.memberId, docId: processingTemplate } });
    const first = await ask();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await ask()).body.documentId).toBe(first.body.documentId);

    // Each declined document lets a new one start, up to the hourly limit.
    let link = first.body.signLink as string;
    for (let i = 1; i < 10; i++) {
      await declineSigning(link);
      const next = await ask();
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      link = next.body.signLink;
    }
    await declineSigning(link);
    expect(await ask()).toMatchObject({ status: 429, body: { message: 'Too many documents were started. Please wait an hour and try again.' } });
  });
});

describe('center-scoped document calls with a wrong id', () => {
  it('answer 404, not an empty 200', async () => {
    const notACenter = patient.memberId;
    for (const id of [notACenter, 999_999]) {
      expect((await h.call('GET', `harvest-centers/${id}/documentList/`, { domain: 'acme', token: admin })).status).toBe(404);
      expect((await h.call('GET', `documents/harvest-center/${id}/attestation/`, { domain: 'acme', token: admin })).status).toBe(404);
      expect((await h.call('GET', `documents/harvest-center/attestation-file/${id}/`, { domain: 'acme', token: admin })).status).toBe(404);
    }
    // A real center still answers, signed or not.
    expect((await h.call('GET', `harvest-centers/${center.memberId}/documentList/`, { domain: 'acme', token: admin })).status).toBe(200);
    expect((await h.call('GET', `documents/harvest-center/attestation-file/${center.memberId}/`, { domain: 'acme', token: admin })).body).toMatchObject({
      success: false,
      file: null,
    });
  });
});
