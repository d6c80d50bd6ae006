import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  Membership,
  notSignable,
  NOT_YOUR_PATIENT,
  ONE_FILE_PER_DOCUMENT,
  SIGN_EMAIL_SENT,
  SIGNED_FILE_NOT_PDF,
  SIGNED_FILE_TOO_LARGE,
  SIGNED_PDF_MAX_BYTES,
  type DocumentKind,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { forbidden, invalid, notFound } from '../errors';
import { keyOf } from '../media/media';
import * as Members from '../members/members';
import * as GuestLinks from './guest-links';
import { centerFields, mayRead, templateFor } from './patient-documents';
import * as Signing from './signing';
import type { SigningDocument } from './signing';

// A harvest center's requests to its patients: the three documents sent for signing with the
// e-mailed guest links, or their signed paper copies uploaded. Only for the center's own patients.

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);
const isPdf = (bytes: Uint8Array) => bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF

/** Whether `patient` is the acting center's own: its harvest center's, or its referral center's. */
export const isOwnPatient = (me: MemberRecord, patient: MemberRecord) =>
  has(patient, Membership.Patient) && (patient.harvestCenterId === me.memberId || patient.referralHarvestCenterId === me.memberId);

/**
 * Who a center's documents (documents/send/, documents/upload/) are for: its own patient with that
 * e-mail, or nobody yet (a future patient, linked by an admin later). Any other member of the
 * domain is refused before anything is sent or kept, so a center never writes into the record of
 * another center's patient (or of a non-patient).
 */
async function recipientOf(ctx: MemberCtx, email: string): Promise<MemberRecord | undefined> {
  const member = await Members.fromEmail(ctx, email);
  if (member && !isOwnPatient(ctx.member, member)) throw forbidden(NOT_YOUR_PATIENT);
  return member;
}

async function signEmail(ctx: DomainCtx, to: { name: string; email: string }, center: { company: string } | undefined, docs: SigningDocument[]) {
  const tokens = await Promise.all(docs.map((d) => GuestLinks.issue(ctx, d)));
  const link = (i: number) => `${ctx.domain.url}/sign-your-document?token=${encodeURIComponent(tokens[i]!)}&name=${encodeURIComponent(to.name)}`;
  return ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [to.email],
    subject: `${ctx.domain.name}: documents to sign`,
    text: [
      `Hello ${to.name},`,
      '',
      `${center?.company ? `${center.company} asks` : 'We ask'} you to sign ${docs.length === 1 ? 'this document' : 'these documents'}:`,
      '',
      ...docs.map((d, i) => `- ${d.title}: ${link(i)}`),
      '',
      'Each link opens the document in your browser; sign it there.',
    ].join('\n'),
  });
}

/**
 * documents/send/ (Request Patients Signatures): the signed-in harvest center sends its patient
 * the three documents and mails the signing links. Every template is checked before anything is sent.
 */
export async function requestSignatures(ctx: MemberCtx, input: { name: string; email: string }) {
  const center = ctx.member;
  const patient = await recipientOf(ctx, input.email);
  const templates = await Promise.all(DOCUMENT_KINDS.map((kind) => templateFor(ctx, kind, center)));
  const docs: SigningDocument[] = [];
  for (const [i, kind] of DOCUMENT_KINDS.entries()) {
    docs.push(
      await Signing.start(ctx, {
        audience: 'patient',
        kind,
        title: DOCUMENT_KIND_LABELS[kind],
        templateId: templates[i]!.templateId,
        message: templates[i]!.message,
        patientId: patient?.memberId ?? 0,
        signerName: input.name,
        signerEmail: input.email,
        ...centerFields(center),
        createdBy: ctx.caller.memberId,
      }),
    );
  }
  await signEmail(ctx, input, { company: center.company ?? '' }, docs);
  await record(ctx, {
    action: 'documents.requested',
    target: patient ? `member:${patient.memberId}` : `email:${input.email}`,
    detail: docs.map((d) => d.recordId).join(','),
  });
  return docs;
}

/** utilities/send-patient-sign-email/: mails the signer of a Pending document its signing link again. */
export async function resendSignEmail(ctx: MemberCtx, recordId: number) {
  const doc = await Signing.found(ctx, recordId);
  if (doc.audience !== 'patient' || !mayRead(ctx, doc)) throw notFound('Document');
  if (doc.status !== 'Pending' || doc.source !== 'esign') throw invalid(notSignable(doc.status === 'Pending' ? 'Completed' : doc.status));
  await signEmail(ctx, { name: doc.signerName, email: doc.signerEmail }, doc.hcId ? { company: doc.hcCompany ?? '' } : undefined, [doc]);
  return SIGN_EMAIL_SENT;
}

/** Where an uploaded file waits, staged under the uploader's own prefix, until documents/upload/ names it (and deletes it). */
const stagedKey = (ctx: MemberCtx, filename: string) => keyOf(ctx.domain.domainId, `uploads/${ctx.member.memberId}/${filename}`);
const STAGED_NAME = /^[0-9a-f-]{36}\.pdf$/;

/** documents/process-file/: checks a signed PDF (by content and size) and keeps it for the upload. */
export async function stageSignedFile(ctx: MemberCtx, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > SIGNED_PDF_MAX_BYTES) throw invalid(SIGNED_FILE_TOO_LARGE);
  if (!isPdf(bytes)) throw invalid(SIGNED_FILE_NOT_PDF);
  const filename = `${randomUUID()}.pdf`;
  await ctx.providers.media.put(stagedKey(ctx, filename), bytes, 'application/pdf', { staged: true });
  return filename;
}

/**
 * documents/upload/ (Upload Patient Documents Signed): the three signed paper copies become the
 * patient's Completed documents, each PDF at its media path. The files must be the uploader's
 * own staged files, one per document; the recipient and all three files are checked before
 * anything is kept.
 */
export async function uploadSigned(ctx: MemberCtx, input: { name: string; email: string; files: Record<DocumentKind, string> }) {
  const center = ctx.member;
  const patient = await recipientOf(ctx, input.email);
  if (new Set(DOCUMENT_KINDS.map((kind) => input.files[kind])).size !== DOCUMENT_KINDS.length) throw invalid(ONE_FILE_PER_DOCUMENT);
  const staged = await Promise.all(
    DOCUMENT_KINDS.map(async (kind) => {
      const filename = input.files[kind];
      const bytes = STAGED_NAME.test(filename) ? await ctx.providers.media.get(stagedKey(ctx, filename)) : undefined;
      if (!bytes) throw invalid(`${DOCUMENT_KIND_LABELS[kind]}: upload the file again.`);
      return { kind, filename, bytes };
    }),
  );
  const docs: SigningDocument[] = [];
  for (const { kind, filename, bytes } of staged) {
    const documentId = randomUUID();
    await ctx.providers.media.put(keyOf(ctx.domain.domainId, Signing.pdfPath(documentId)), bytes, 'application/pdf');
    docs.push(
      await Signing.keepSigned(ctx, {
        audience: 'patient',
        kind,
        title: DOCUMENT_KIND_LABELS[kind],
        documentId,
        patientId: patient?.memberId ?? 0,
        signerName: input.name,
        signerEmail: input.email,
        ...centerFields(center),
        createdBy: ctx.caller.memberId,
      }),
    );
    await ctx.providers.media.delete(stagedKey(ctx, filename));
  }
  await record(ctx, {
    action: 'documents.uploaded',
    target: patient ? `member:${patient.memberId}` : `email:${input.email}`,
    detail: docs.map((d) => d.recordId).join(','),
  });
  return docs;
}
