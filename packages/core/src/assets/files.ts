import { ASSET_FILE, ASSET_FILE_NOT_ALLOWED, ASSET_FILE_TOO_LARGE, ASSET_MAX_BYTES } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { DomainCtx, MemberCtx } from '../context';
import { invalid, notFound } from '../errors';
import { checkImage, PICTURE_FORMATS } from '../media/images';
import { keyOf } from '../media/media';
import { may } from '../members/scope';
import { fromId } from './lists';

/** Object key of an asset file in the domain's media. */
const assetKey = (ctx: DomainCtx, file: string) => keyOf(ctx.domain.domainId, `assets/${file}`);

/** What an uploaded file really is, from its bytes: a PDF or an image that decodes (the declared type and name are not trusted). */
function checkFile(body: Uint8Array): { type: string; ext: string } {
  if (Buffer.from(body.subarray(0, 5)).toString('latin1') === '%PDF-') return { type: 'application/pdf', ext: 'pdf' };
  return checkImage(body, PICTURE_FORMATS, ASSET_FILE_NOT_ALLOWED);
}

/**
 * Stores an uploaded asset file (assets/process-file/) under a new unguessable name and answers the
 * name, for an item's path. Only PDFs and images up to ASSET_MAX_BYTES are taken; anything else is
 * refused before it is stored. The file is nobody's until a group names it, and staged until then:
 * one never named is deleted by the bucket's lifecycle rule.
 */
export async function putFile(ctx: DomainCtx, body: Uint8Array): Promise<string> {
  if (body.byteLength > ASSET_MAX_BYTES) throw invalid(ASSET_FILE_TOO_LARGE);
  const kind = checkFile(body);
  const file = `${randomUUID()}.${kind.ext}`;
  await ctx.providers.media.put(assetKey(ctx, file), body, kind.type, { staged: true });
  return file;
}

export const fileExists = (ctx: DomainCtx, file: string) => ctx.providers.media.exists(assetKey(ctx, file));
/** A group named the files: they are kept. */
export const keepFiles = (ctx: DomainCtx, files: readonly string[]) => Promise.all(files.map((file) => ctx.providers.media.keep(assetKey(ctx, file))));
export const removeFiles = (ctx: DomainCtx, files: readonly string[]) => Promise.all(files.map((file) => ctx.providers.media.delete(assetKey(ctx, file))));

/**
 * GET /media/assets/{file}: a short-lived link to an asset file, for members of an account type the
 * file's group is offered to, and the domain's admins. A file of no group, of a group not offered to
 * the member, or of another domain is a 404, as a missing one: guessing a name reveals nothing.
 */
export async function fileUrl(ctx: MemberCtx, file: string): Promise<string> {
  if (!ASSET_FILE.test(file)) throw notFound('File');
  const { data: claim } = await ctx.db.entities.assetFile.get({ domainId: ctx.domain.domainId, file }).go();
  const group = claim ? await fromId(ctx, claim.assetId) : undefined;
  const holds = group && (group.items ?? []).some((i) => i.path === file);
  const mayRead = group && (may(ctx, 'assets:manage') || (group.membershipIds ?? []).some((m) => ctx.member.memberships.includes(m)));
  if (!holds || !mayRead) throw notFound('File');
  return ctx.providers.media.signedGetUrl(assetKey(ctx, file), 300);
}
