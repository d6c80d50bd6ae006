import { notSignable, REGISTRATION_TEMPLATE_TYPES, SignTemplateType, type DocumentStatusAnswer } from '@portal/contracts';
import * as SignUpLinks from '../registration/sign-up-links';
import type { DomainCtx, MemberCtx } from '../context';
import * as Audit from '../audit/audit';
import * as RateLimits from '../auth/rate-limits';
import { invalid, notFound } from '../errors';
import { keyOf } from '../media/media';
import * as Members from '../members/members';
import * as Templates from '../templates/templates';
import * as GuestLinks from './guest-links';
import * as HcAttestation from './hc-attestation';
import * as PatientDocuments from './patient-documents';
import * as Signing from './signing';
import type { SigningDocument } from './signing';

/** Refreshes a document from the provider, with what follows a completion of its kind. */
export const refresh = (ctx: DomainCtx, doc: SigningDocument) => Signing.refresh(ctx, doc, HcAttestation.makeTemplate);

const statusAnswer = (doc: SigningDocument): DocumentStatusAnswer => ({
  success: true,
  status: doc.status,
  message:
    doc.status === 'Completed'
      ? 'The document has been signed.'
      : doc.status === 'Pending'
        ? 'The document is waiting to be signed.'
        : `The document is ${doc.status.toLowerCase()}.`,
});

/** documents/patient-signed-document/: the signed-in member's document's status, learned now. */
export async function signedDocument(ctx: MemberCtx, documentId: string): Promise<DocumentStatusAnswer> {
  const doc = await Signing.foundByDocumentId(ctx, documentId);
  const patient = doc.patientId ? await Members.fromId(ctx, doc.patientId) : undefined;
  if (!PatientDocuments.mayRead(ctx, doc, patient)) throw notFound('Document');
  return statusAnswer(await refresh(ctx, doc));
}

/**
 * The guest signing page (GET auth/boldsign/?token): whoever holds the e-mailed link of a patient's
 * Pending document gets its signing page. The link's token is the only secret accepted here.
 */
export async function guestSignLink(ctx: DomainCtx, token: string) {
  const doc = await refresh(ctx, await GuestLinks.resolve(ctx, token));
  if (doc.status !== 'Pending') throw invalid(notSignable(doc.status));
  const redirect = `${PatientDocuments.SIGNED_FROM_EMAIL}?token=${encodeURIComponent(token)}`;
  return { signLink: await Signing.signLink(ctx, doc, redirect), documentId: doc.documentId };
}

/** POST auth/boldsign/ {token}: after guest signing, the portal learns the status (it only ever copies the provider's). */
export async function guestSigned(ctx: DomainCtx, token: string): Promise<DocumentStatusAnswer> {
  return statusAnswer(await refresh(ctx, await GuestLinks.resolve(ctx, token)));
}

/** Registration signing is public and each link sends a document at the provider: a few an hour per address. */
export const REGISTRATION_SIGN_LIMIT = 20;
export const TOO_MANY_SIGN_LINKS = 'Too many documents were requested. Please wait an hour and try again.';

/**
 * A registration page signs one of the domain's active registration templates before the account
 * exists: only the page of a sign-up link whose invitation token is current (a stranger makes no
 * documents at the provider), a limited number an hour per address.
 */
export async function registrationSignLink(
  ctx: DomainCtx,
  input: { name: string; email: string; templateId: string; address: string; link: SignUpLinks.LinkNames },
) {
  await RateLimits.consume(ctx, `registration-sign#${input.address}`, REGISTRATION_SIGN_LIMIT, 3600, TOO_MANY_SIGN_LINKS);
  const templates = (await Promise.all(REGISTRATION_TEMPLATE_TYPES.map((type) => Templates.forRegistration(ctx, type)))).flat();
  const template = templates.find((t) => t.templateId === input.templateId);
  if (!template) throw notFound('Template');
  await SignUpLinks.partiesOf(ctx, template.type === SignTemplateType.ReferralHarvestCenter ? 'referral-center' : 'harvest-center', input.link);
  const doc = await Signing.start(ctx, {
    audience: 'registration',
    kind: 'registration',
    title: template.title,
    templateId: template.templateId,
    message: template.documentMessage,
    signerName: input.name,
    signerEmail: input.email,
  });
  return { sign_link: await Signing.signLink(ctx, doc, PatientDocuments.SIGNED_ELSEWHERE), document_id: doc.documentId };
}

/** The registration page's 5-second poll: whether its document is signed. */
export async function registrationSignStatus(ctx: DomainCtx, documentId: string) {
  const doc = await Signing.foundByDocumentId(ctx, documentId);
  if (doc.audience !== 'registration') throw notFound('Document');
  const latest = await refresh(ctx, doc);
  return { success: true, completed: latest.status === 'Completed', status: latest.status };
}

/**
 * GET /media/{document_id}.pdf: a short-lived link to a signed PDF, for a member who may read
 * the document (a registration document is for admins and its signer's account).
 */
export async function pdfUrl(ctx: MemberCtx, documentId: string): Promise<string> {
  const doc = await Signing.foundByDocumentId(ctx, documentId);
  const patient = doc.patientId ? await Members.fromId(ctx, doc.patientId) : undefined;
  if (!PatientDocuments.mayRead(ctx, doc, patient) || doc.status !== 'Completed' || !doc.file) throw notFound('File');
  if (patient) await Audit.patientRead(ctx, patient, 'document', `${doc.kind} ${doc.documentId}`);
  return ctx.providers.media.signedGetUrl(keyOf(ctx.domain.domainId, doc.file), 300);
}
