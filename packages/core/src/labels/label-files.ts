import { LABEL_FILE, LABEL_MAX_BYTES, LABEL_NOT_PDF, LABEL_TOO_LARGE } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { DomainCtx, MemberCtx } from '../context';
import { invalid, notFound } from '../errors';
import { keyOf } from '../media/media';
import { fromId } from './lists';
import { may } from '../members/scope';

/** Object key of a label file in the domain's media. */
const labelKey = (ctx: DomainCtx, file: string) => keyOf(ctx.domain.domainId, `fedex-label/${file}`);

/** A PDF starts with `%PDF-` (the declared type and name are not trusted). */
const isPdf = (body: Uint8Array) => Buffer.from(body.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * Stores an uploaded label (fedex-requests/process-file/) under a new unguessable name and answers
 * the name, for the label form's pdf_file. Only PDFs up to LABEL_MAX_BYTES are taken; anything else
 * is refused before it is stored. The file is nobody's until the label form names it, and staged
 * until then: one never named is deleted by the bucket's lifecycle rule.
 */
export async function putLabel(ctx: DomainCtx, body: Uint8Array): Promise<string> {
  if (body.byteLength > LABEL_MAX_BYTES) throw invalid(LABEL_TOO_LARGE);
  if (!isPdf(body)) throw invalid(LABEL_NOT_PDF);
  const file = `${randomUUID()}.pdf`;
  await ctx.providers.media.put(labelKey(ctx, file), body, 'application/pdf', { staged: true });
  return file;
}

export const labelExists = (ctx: DomainCtx, file: string) => ctx.providers.media.exists(labelKey(ctx, file));
export const labelBytes = (ctx: DomainCtx, file: string) => ctx.providers.media.get(labelKey(ctx, file));
/** The label form named the file: it is kept. */
export const keepLabelFile = (ctx: DomainCtx, file: string) => ctx.providers.media.keep(labelKey(ctx, file));
export const removeLabelFile = (ctx: DomainCtx, file: string) => ctx.providers.media.delete(labelKey(ctx, file));

/**
 * GET /media/fedex-label/{file}: a short-lived link to a label, for the center that asked for it
 * (and staff or admins acting as it) and the domain's admins. A file of no request, of another
 * center or of another domain is a 404, as a missing one.
 */
export async function labelUrl(ctx: MemberCtx, file: string): Promise<string> {
  if (!LABEL_FILE.test(file)) throw notFound('File');
  const { data: claim } = await ctx.db.entities.fedexLabelFile.get({ domainId: ctx.domain.domainId, file }).go();
  const request = claim ? await fromId(ctx, claim.requestId) : undefined;
  const mayRead = request && (may(ctx, 'labels:manage') || (request.centerId === ctx.member.memberId && may(ctx, 'labels:request')));
  if (!request || request.pdfFile !== file || !mayRead) throw notFound('File');
  return ctx.providers.media.signedGetUrl(labelKey(ctx, file), 300);
}
