import type { DomainCtx } from '../context';

/** Object key of a media path (as the spec writes it, after `media/`) within a domain's prefix. */
export const keyOf = (domainId: number, path: string) => `d${domainId}/media/${path}`;

const SAFE_PATH = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A short-lived URL of a domain's branding file (logo, favicon), public like the login page. */
export async function brandingUrl(ctx: DomainCtx, file: string): Promise<string | undefined> {
  if (!SAFE_PATH.test(file)) return undefined;
  const key = keyOf(ctx.domain.domainId, `domain/${file}`);
  if (!(await ctx.providers.media.exists(key))) return undefined;
  return ctx.providers.media.signedGetUrl(key, 300);
}

/** Stores a branding file of the domain and returns its public media path. */
export async function putBranding(ctx: DomainCtx, file: string, body: Uint8Array, contentType: string): Promise<string> {
  await ctx.providers.media.put(keyOf(ctx.domain.domainId, `domain/${file}`), body, contentType);
  return `/media/domain/${file}`;
}
