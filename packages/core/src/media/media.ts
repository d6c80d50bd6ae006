import { HC_LOGO_MAX_BYTES, LOGO_NOT_IMAGE, LOGO_TOO_LARGE } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { invalid, notFound } from '../errors';
import * as Members from '../members/members';
import type { DomainCtx } from '../context';
import { checkImage, PICTURE_FORMATS } from './images';

/** Object key of a media path (as the spec writes it, after `media/`) within a domain's prefix. */
export const keyOf = (domainId: number, path: string) => `d${domainId}/media/${path}`;

const SAFE_PATH = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A short-lived URL of a stored file at `key`; a file that is not there is not found. */
async function signedUrlOf(ctx: DomainCtx, key: string): Promise<string> {
  if (!(await ctx.providers.media.exists(key))) throw notFound('File');
  return ctx.providers.media.signedGetUrl(key, 300);
}

/** A short-lived URL of a domain's branding file (logo, favicon), public like the login page; not found for a path of no such file. */
export async function brandingUrl(ctx: DomainCtx, file: string): Promise<string> {
  if (!SAFE_PATH.test(file)) throw notFound('File');
  return signedUrlOf(ctx, keyOf(ctx.domain.domainId, `domain/${file}`));
}

/** Stores a branding file of the domain and returns its public media path. */
export async function putBranding(ctx: DomainCtx, file: string, body: Uint8Array, contentType: string): Promise<string> {
  await ctx.providers.media.put(keyOf(ctx.domain.domainId, `domain/${file}`), body, contentType);
  return `/media/domain/${file}`;
}

/**
 * Stores a harvest center's logo under a new unguessable name and points the member at it. Only
 * PNG, JPEG, GIF and WebP images up to 2 MB that decode, with sides of sane size, are taken (checkImage).
 */
export async function putHcLogo(ctx: DomainCtx, memberId: number, body: Uint8Array): Promise<string> {
  if (body.byteLength > HC_LOGO_MAX_BYTES) throw invalid(LOGO_TOO_LARGE);
  const image = checkImage(body, PICTURE_FORMATS, LOGO_NOT_IMAGE);
  const file = `${memberId}-${randomUUID()}.${image.ext}`;
  await ctx.providers.media.put(keyOf(ctx.domain.domainId, `hc-logos/${file}`), body, image.type);
  await Members.patch(ctx, memberId, { hcLogo: file });
  return file;
}

/** A short-lived URL of a harvest center logo; logos show in image tags, so no token is asked. Not found for a path of no such file. */
export async function hcLogoUrl(ctx: DomainCtx, file: string): Promise<string> {
  if (!SAFE_PATH.test(file) || file.includes('/')) throw notFound('File');
  return signedUrlOf(ctx, keyOf(ctx.domain.domainId, `hc-logos/${file}`));
}
