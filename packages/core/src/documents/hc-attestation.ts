import { ALREADY_ATTESTED, Membership, SignTemplateType, NO_ATTESTATION_FILE, NO_HC_TEMPLATE, NOT_SIGNED_YET, type HcAttestationView } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import { keyOf } from '../media/media';
import * as Members from '../members/members';
import * as Templates from '../templates/templates';
import * as Signing from './signing';
import type { SigningDocument } from './signing';

export const HC_SIGNED = '/hc-signed-completed-message';

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);

/**
 * The harvest center a center-scoped call names, for the center itself (or its staff acting as
 * it) or an admin; any other id, or one that is not a harvest center, is a 404.
 */
export async function visibleCenter(ctx: MemberCtx, hcId: number): Promise<MemberRecord> {
  if (hcId !== ctx.member.memberId && !has(ctx.member, Membership.Admin)) throw notFound('Harvest center');
  const center = hcId === ctx.member.memberId ? ctx.member : await Members.fromId(ctx, hcId);
  if (!center || !has(center, Membership.HarvestCenter)) throw notFound('Harvest center');
  return center;
}

/** A center's attestations, newest first. */
const attestationsOf = (ctx: DomainCtx, hcId: number) => Signing.all(ctx, { index: 'byCenter', hcId }, 'center');

/** The template a harvest center attests with: the newest active harvest center registration template. */
const attestationTemplate = async (ctx: DomainCtx) => (await Templates.forRegistration(ctx, SignTemplateType.HarvestCenter)).at(-1);

/**
 * The attestation a center signed on its registration page, once it made the center's template
 * (adoptRegistration): the registration document named by the center's document_id.
 */
async function registrationAttestation(ctx: DomainCtx, center: MemberRecord): Promise<SigningDocument | undefined> {
  const signed = center.registrationDocuments?.find((d) => d.documentId === center.documentId);
  const doc = signed && (await Signing.fromDocumentId(ctx, signed.documentId));
  return doc?.madeTemplateId && doc.madeTemplateId === center.templateId ? doc : undefined;
}

/** The center's newest attestation: signed from its profile, or else on its registration page. */
const latestAttestation = async (ctx: DomainCtx, center: MemberRecord) =>
  (await attestationsOf(ctx, center.memberId))[0] ?? (await registrationAttestation(ctx, center));

/**
 * A new harvest center's attestation signed on its registration page (commerce §3: the payload
 * carries the signed documents) is its attestation: the document signed from the attestation
 * template makes the center's template, as one signed from the profile does.
 */
export async function adoptRegistration(ctx: DomainCtx, center: MemberRecord): Promise<void> {
  const template = await attestationTemplate(ctx);
  const signed = template && center.registrationDocuments?.find((d) => d.templateId === template.templateId);
  const doc = signed && (await Signing.fromDocumentId(ctx, signed.documentId));
  if (!doc || doc.status !== 'Completed') return;
  await makeTemplate(ctx, { ...doc, kind: 'hc_attestation', hcId: center.memberId, hcCompany: center.company ?? '', hcEmail: center.email });
}

/**
 * POST documents/harvest-center/attestation/: the signed-in center signs the domain's harvest
 * center template (its attestation). A Pending one is reused rather than sending another.
 */
export async function signLink(ctx: MemberCtx) {
  const center = ctx.member;
  if (center.templateId) throw invalid(ALREADY_ATTESTED);
  const pending = (await attestationsOf(ctx, center.memberId)).find((d) => d.status === 'Pending');
  let doc = pending ? await Signing.refresh(ctx, pending, makeTemplate) : undefined;
  if (!doc || doc.status !== 'Pending') {
    const template = await attestationTemplate(ctx);
    if (!template) throw invalid(NO_HC_TEMPLATE);
    doc = await Signing.start(ctx, {
      audience: 'center',
      kind: 'hc_attestation',
      title: template.title,
      templateId: template.templateId,
      message: template.documentMessage,
      signerName: `${center.firstName} ${center.lastName}`.trim(),
      signerEmail: center.email,
      hcId: center.memberId,
      hcCompany: center.company ?? '',
      hcEmail: center.email,
      createdBy: ctx.caller.memberId,
    });
  }
  const link = await Signing.signLink(ctx, doc, `${HC_SIGNED}?signedBy=${center.memberId}`);
  return { signLink: link, documentId: doc.documentId };
}

/** GET documents/harvest-center/{id}/attestation/: the center's newest attestation; the center itself or an admin. */
export async function current(ctx: MemberCtx, hcId: number): Promise<HcAttestationView> {
  const center = await visibleCenter(ctx, hcId);
  const doc = await latestAttestation(ctx, center);
  return {
    success: true,
    status: doc?.status ?? null,
    document_id: doc?.documentId ?? null,
    template_id: center.templateId ?? '',
    file: doc?.status === 'Completed' && doc.file ? `media/${doc.file}` : null,
  };
}

/**
 * After a center's attestation completes: the signed PDF becomes a provider template its patients
 * sign, and the center's template_id and document_id point at it. Each step is kept on the
 * records, so running this again (the completion page, then the status job) changes nothing.
 */
export async function makeTemplate(ctx: DomainCtx, doc: SigningDocument): Promise<SigningDocument> {
  if (doc.kind !== 'hc_attestation' || doc.status !== 'Completed') return doc;
  let templateId = doc.madeTemplateId;
  if (!templateId) {
    const pdf =
      (doc.file && (await ctx.providers.media.get(keyOf(ctx.domain.domainId, doc.file)))) || (await ctx.providers.esign.downloadDocument(doc.documentId));
    const title = `Attestation Agreement${doc.hcCompany ? ` - ${doc.hcCompany}` : ''}`;
    templateId = await ctx.providers.esign.createTemplate({
      title,
      description: `The attestation signed by ${doc.hcCompany || doc.signerName}, for its patients to sign.`,
      documentMessage: 'Please sign your attestation agreement.',
      file: { name: `${doc.documentId}.pdf`, contentType: 'application/pdf', bytes: pdf },
    });
    try {
      await ctx.db.entities.signingDocument
        .patch({ domainId: doc.domainId, recordId: doc.recordId })
        .set({ madeTemplateId: templateId })
        .where((attr, op) => op.notExists(attr.madeTemplateId))
        .go();
    } catch (error) {
      // Another run made one first: keep that one. Any other failure is not ours to hide.
      const first = (await Signing.found(ctx, doc.recordId)).madeTemplateId;
      if (!first) throw error;
      templateId = first;
    }
  }
  const center = await Members.fromId(ctx, doc.hcId ?? 0);
  if (center && (center.templateId !== templateId || center.documentId !== doc.documentId)) {
    await Members.patch(ctx, center.memberId, { templateId, documentId: doc.documentId });
    await record(
      { ...ctx, caller: center, member: center },
      { action: 'center.attested', target: `member:${center.memberId}`, detail: `template:${templateId}` },
    );
  }
  return { ...doc, madeTemplateId: templateId };
}

/** The center's attestation named by the completion page, for the center itself or an admin. */
async function ownAttestation(ctx: MemberCtx, documentId: string, signedBy?: number): Promise<SigningDocument> {
  const doc = await Signing.foundByDocumentId(ctx, documentId);
  const mine = doc.kind === 'hc_attestation' && (doc.hcId === ctx.member.memberId || has(ctx.member, Membership.Admin));
  if (!mine || (signedBy !== undefined && doc.hcId !== signedBy)) throw notFound('Document');
  const latest = await Signing.refresh(ctx, doc, makeTemplate);
  if (latest.status !== 'Completed') throw invalid(NOT_SIGNED_YET);
  return latest;
}

/** documents/harvest-center/create-template/ (hc-signed-completed): the template made from the signed attestation. */
export async function createTemplate(ctx: MemberCtx, documentId: string, signedBy: number) {
  const doc = await makeTemplate(ctx, await ownAttestation(ctx, documentId, signedBy));
  return { templateId: doc.madeTemplateId!, docId: doc.documentId };
}

/** documents/harvest-center/download-and-update/: the signed PDF stored and the center pointed at its template. */
export async function downloadAndUpdate(ctx: MemberCtx, documentId: string) {
  const doc = await makeTemplate(ctx, await ownAttestation(ctx, documentId));
  return { success: true, template_id: doc.madeTemplateId!, document_id: doc.documentId };
}

/** documents/harvest-center/attestation-file/{id}/: the media path of a center's signed attestation. */
export async function file(ctx: MemberCtx, hcId: number) {
  const center = await visibleCenter(ctx, hcId);
  const signed = [...(await attestationsOf(ctx, hcId)), await registrationAttestation(ctx, center)].find((d) => d?.status === 'Completed' && d.file);
  return signed ? { success: true, file: `media/${signed.file}`, message: 'Attestation found.' } : { success: false, file: null, message: NO_ATTESTATION_FILE };
}
