import {
  notSignable,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  Membership,
  NO_TEMPLATE_FOR,
  TOO_MANY_DOCUMENTS,
  SignTemplateType,
  type DocumentKind,
  type PatientDocumentLists,
  type PatientDocumentView,
} from '@portal/contracts';
import { patientRead, record } from '../audit/audit';
import { toWire } from '../db/paging';
import * as RateLimits from '../auth/rate-limits';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { forbidden, invalid, notFound } from '../errors';
import * as Members from '../members/members';
import { may } from '../members/scope';
import * as Templates from '../templates/templates';
import * as HcAttestation from './hc-attestation';
import * as Signing from './signing';
import type { SigningDocument } from './signing';

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);

/** Where the signing frame goes when the patient has signed: inside the portal, or from the e-mailed link. */
export const SIGNED_IN_PORTAL = '/patient-signed-completed-message';
export const SIGNED_FROM_EMAIL = '/patient-signed-completed-message-from-email';
export const SIGNED_ELSEWHERE = '/signed-completed-message';

export function view(doc: SigningDocument, patient?: MemberRecord): PatientDocumentView {
  const kind = (DOCUMENT_KINDS as readonly string[]).includes(doc.kind) ? (doc.kind as DocumentKind) : 'attestation';
  return {
    id: doc.recordId,
    name: kind,
    title: DOCUMENT_KIND_LABELS[kind],
    status: doc.status,
    document_id: doc.documentId,
    patient: doc.patientId || null,
    patient_desc: patient ? { id: patient.memberId, first_name: patient.firstName, last_name: patient.lastName, email: patient.email } : null,
    patient_name: doc.signerName,
    patient_email: doc.signerEmail,
    hc_desc: doc.hcId ? { id: doc.hcId, company: doc.hcCompany ?? '', email: doc.hcEmail ?? '' } : null,
    file: doc.status === 'Completed' && doc.file ? `media/${doc.file}` : null,
    source: doc.source,
    created_at: doc.createdAt,
    completed_at: doc.completedAt ?? null,
  };
}

/** Views of a page of documents, with their patients read in one batch. */
export async function views(ctx: DomainCtx, docs: SigningDocument[]): Promise<PatientDocumentView[]> {
  const patients = new Map((await Members.many(ctx, [...new Set(docs.map((d) => d.patientId ?? 0).filter(Boolean))])).map((m) => [m.memberId, m]));
  return docs.map((d) => view(d, patients.get(d.patientId ?? 0)));
}

/** Whose documents the acting member may read: its own, its patients' (center, referral center), or anyone's (admin). */
function mayReadPatient(ctx: MemberCtx, patient: MemberRecord): boolean {
  const me = ctx.member;
  return (
    patient.memberId === me.memberId ||
    may(ctx, 'documents:manage') ||
    patient.harvestCenterId === me.memberId ||
    patient.referralHarvestCenterId === me.memberId
  );
}

/**
 * Whether the acting member may read a document: admins any; a harvest center (or its staff acting
 * as it) the documents it requested and its own attestation; otherwise as for the document's
 * patient. A registration document is for admins and the member who signed it on its page.
 */
export function mayRead(ctx: MemberCtx, doc: SigningDocument, patient?: MemberRecord): boolean {
  if (may(ctx, 'documents:manage')) return true;
  if (doc.audience === 'registration') return Boolean(ctx.member.registrationDocuments?.some((d) => d.documentId === doc.documentId));
  if (doc.hcId && doc.hcId === ctx.member.memberId) return true;
  return doc.audience === 'patient' && patient !== undefined && patient.memberId === doc.patientId && mayReadPatient(ctx, patient);
}

async function patientOf(ctx: DomainCtx, patientId: number): Promise<MemberRecord> {
  const patient = await Members.fromId(ctx, patientId);
  if (!patient || !has(patient, Membership.Patient)) throw notFound('Patient');
  return patient;
}

/** GET documents/list/{id}/: a patient's documents of each kind, newest first. */
export async function listsOf(ctx: MemberCtx, patientId: number): Promise<PatientDocumentLists> {
  const patient = await patientOf(ctx, patientId);
  if (!mayReadPatient(ctx, patient)) throw notFound('Patient');
  const docs = await Signing.all(ctx, { index: 'byPatient', patientId }, 'patient');
  await patientRead(ctx, patient, 'documents');
  const mine = docs.map((d) => view(d, patient));
  return {
    attestation: mine.filter((d) => d.name === 'attestation'),
    processing: mine.filter((d) => d.name === 'processing'),
    storage: mine.filter((d) => d.name === 'storage'),
  };
}

/**
 * The provider template a patient signs for a kind of document: the attestation its harvest
 * center signed (made into a template), else the domain's active patient template of that kind.
 */
export async function templateFor(ctx: DomainCtx, kind: DocumentKind, center: MemberRecord | undefined): Promise<{ templateId: string; message?: string }> {
  if (kind === 'attestation' && center?.templateId) return { templateId: center.templateId };
  const templates = (await Templates.ofType(ctx, SignTemplateType.Patient)).filter((t) => t.kind === kind && t.isActive !== false && t.status === 'Completed');
  const newest = templates.at(-1);
  if (!newest) throw invalid(NO_TEMPLATE_FOR(kind));
  return { templateId: newest.templateId, message: newest.documentMessage };
}

export const centerFields = (center: MemberRecord | undefined) =>
  center ? { hcId: center.memberId, hcCompany: center.company ?? '', hcEmail: center.email } : { hcId: 0, hcCompany: '', hcEmail: '' };

async function startPatientDocument(
  ctx: MemberCtx,
  kind: DocumentKind,
  signer: { name: string; email: string },
  patient: MemberRecord | undefined,
  center: MemberRecord | undefined,
) {
  const template = await templateFor(ctx, kind, center);
  return Signing.start(ctx, {
    audience: 'patient',
    kind,
    title: DOCUMENT_KIND_LABELS[kind],
    templateId: template.templateId,
    message: template.message,
    patientId: patient?.memberId ?? 0,
    signerName: signer.name,
    signerEmail: signer.email,
    ...centerFields(center),
    createdBy: ctx.caller.memberId,
  });
}

async function centerOfPatient(ctx: DomainCtx, patient: MemberRecord): Promise<MemberRecord | undefined> {
  return patient.harvestCenterId === undefined ? undefined : Members.fromId(ctx, patient.harvestCenterId);
}

/**
 * documents/sign-link-patient/: the signing page of a patient's document of a kind, for the
 * frame: the named one, else the newest Pending one, else a new one from the kind's template.
 */
export async function patientSignLink(ctx: MemberCtx, input: { patientId: number; kind: DocumentKind; recordId?: number | null }) {
  const patient = await patientOf(ctx, input.patientId);
  // Only the patient signs its documents (an admin acting as the patient is the patient here).
  if (patient.memberId !== ctx.member.memberId) throw forbidden('Only the patient can sign these documents.');
  let doc: SigningDocument | undefined;
  if (input.recordId) {
    doc = await Signing.found(ctx, input.recordId);
    if (doc.audience !== 'patient' || doc.patientId !== patient.memberId || doc.kind !== input.kind) throw notFound('Document');
    doc = await Signing.refresh(ctx, doc);
    if (doc.status !== 'Pending') throw invalid(notSignable(doc.status));
  } else {
    const pending = (await Signing.all(ctx, { index: 'byPatient', patientId: patient.memberId }, 'patient')).find(
      (d) => d.kind === input.kind && d.status === 'Pending',
    );
    doc =
      pending ??
      (await startPatientDocument(
        ctx,
        input.kind,
        { name: `${patient.firstName} ${patient.lastName}`.trim(), email: patient.email },
        patient,
        await centerOfPatient(ctx, patient),
      ));
  }
  return { signLink: await Signing.signLink(ctx, doc, SIGNED_IN_PORTAL), documentId: doc.documentId };
}

/** Each new embedded document is one at the provider and a row of the admin's list: a few an hour per patient. */
export const EMBED_SIGN_LIMIT = 10;

/**
 * boldsign/create-document/get-embed-link/: a patient signs one of the domain's patient templates
 * now. Its Pending document of that template is reused; only a new one counts against the limit.
 */
export async function embedLink(ctx: MemberCtx, input: { memberId: number; templateId: string }) {
  const me = ctx.member;
  if (input.memberId !== me.memberId) throw forbidden('Only the member can sign its own documents.');
  const template = (await Templates.ofType(ctx, SignTemplateType.Patient)).find(
    (t) => t.templateId === input.templateId && t.isActive !== false && t.status === 'Completed',
  );
  if (!template?.kind) throw notFound('Template');
  const mine = await Signing.all(ctx, { index: 'byPatient', patientId: me.memberId }, 'patient');
  let doc = mine.find((d) => d.templateId === template.templateId && d.status === 'Pending' && d.source === 'esign');
  if (doc) doc = await Signing.refresh(ctx, doc);
  if (!doc || doc.status !== 'Pending') {
    await RateLimits.consume(ctx, `embed-sign#${me.memberId}`, EMBED_SIGN_LIMIT, 3600, TOO_MANY_DOCUMENTS);
    doc = await Signing.start(ctx, {
      audience: 'patient',
      kind: template.kind,
      title: DOCUMENT_KIND_LABELS[template.kind],
      templateId: template.templateId,
      message: template.documentMessage,
      patientId: me.memberId,
      signerName: `${me.firstName} ${me.lastName}`.trim(),
      signerEmail: me.email,
      ...centerFields(await centerOfPatient(ctx, me)),
      createdBy: ctx.caller.memberId,
    });
  }
  return { signLink: await Signing.signLink(ctx, doc, SIGNED_ELSEWHERE), documentId: doc.documentId };
}

/** A center's patient documents (Patients Signatures): its own id, or any harvest center for admins. */
export async function centerPage(ctx: MemberCtx, hcId: number, search: string | undefined, cursor: string | null, size: number) {
  await HcAttestation.visibleCenter(ctx, hcId);
  const found = await Signing.page(ctx, { index: 'byCenter', hcId }, 'patient', search, cursor, size);
  return toWire(found, size, await views(ctx, found.items));
}

/** Every patient document of the domain (admin). */
export async function domainPage(ctx: DomainCtx, search: string | undefined, cursor: string | null, size: number) {
  const found = await Signing.page(ctx, { index: 'byDomain' }, 'patient', search, cursor, size);
  return toWire(found, size, await views(ctx, found.items));
}

/** PATCH documents/{id}/ {patient}: links a patient document to a patient (admin). */
export async function linkPatient(ctx: MemberCtx, recordId: number, patientId: number): Promise<PatientDocumentView> {
  const doc = await Signing.found(ctx, recordId);
  if (doc.audience !== 'patient') throw notFound('Document');
  const patient = await patientOf(ctx, patientId);
  const moved = await Signing.movePatient(ctx, doc, patientId);
  await record(ctx, { action: 'document.linked', target: `document:${recordId}`, detail: `member:${patientId}` });
  return view(moved, patient);
}

/** DELETE documents/{id}/: removes a patient document (admin); centers' attestations and registration documents are not these. */
export async function remove(ctx: MemberCtx, recordId: number): Promise<void> {
  const doc = await Signing.found(ctx, recordId);
  if (doc.audience !== 'patient') throw notFound('Document');
  await Signing.remove(ctx, doc);
  await record(ctx, { action: 'document.deleted', target: `document:${recordId}`, detail: doc.documentId });
}
