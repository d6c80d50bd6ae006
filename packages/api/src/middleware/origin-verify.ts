import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** The header CloudFront adds to every request it sends to the API (stacks/web.ts); it overwrites a viewer's own. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The white-label domain a distribution serves, which CloudFront adds to what it sends to the API (stacks/web.ts). */
export const DOMAIN_HEADER = 'x-portal-domain';
/** The viewer's address, set by the CloudFront Function on /api/* and /media/* (stacks/edge-functions.ts) over any value a viewer sent: trusted first. */
export const VIEWER_IP_HEADER = 'x-portal-viewer-ip';
/** CloudFront's own `ip:port` of the viewer, where an origin request policy forwards it. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

export interface OriginVerifyOptions {
  /**
   * The accepted values: the stage's origin secret and, while it is rotated, the previous one.
   * Unset or empty values are skipped; with none left every request is refused.
   */
  secrets: readonly (string | undefined)[];
  /** Where CloudFront puts the secret (x-origin-verify). */
  header?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A test of whether a request came through CloudFront: its header holds one of the secrets.
 * Digests of equal length are compared in constant time, every accepted value each time.
 */
export function originMatcher({ secrets, header = ORIGIN_VERIFY_HEADER }: OriginVerifyOptions): (c: Context) => boolean {
  const accepted = secrets.filter((secret): secret is string => Boolean(secret)).map(digest);
  return (c) => {
    const given = c.req.header(header);
    if (!given) return false;
    const presented = digest(given);
    return accepted.reduce((matched, secret) => timingSafeEqual(presented, secret) || matched, false);
  };
}

/**
 * The first segment of every path CloudFront sends to the API (its origin path), derived from an
 * origin secret: API Gateway routes only paths under it (stacks/api.ts), so a call to the
 * execute-api URL without it is answered 404 by the gateway and never reaches the function. Not
 * the secret itself, which stays out of the paths API Gateway logs.
 */
export const originPathSegment = (secret: string) => createHmac('sha256', secret).update('portal-origin-path').digest('hex').slice(0, 32);

/** Refuses, 403 `{message}`, every request that did not come through CloudFront with the origin secret. */
export const originVerify = (options: OriginVerifyOptions) => {
  const fromOrigin = originMatcher(options);
  return createMiddleware(async (c, next) => {
    if (!fromOrigin(c)) return c.json({ message: 'Forbidden: requests reach this API through the portal only.' }, 403);
    await next();
  });
};

/**
 * The viewer's address as CloudFront saw it: the function's header, else CloudFront-Viewer-Address
 * (`ip:port`, split at the last colon; an IPv6 address may come with or without brackets).
 * Only meaningful on a request whose origin secret matched; undefined when neither is a valid address.
 */
export function viewerAddress(c: Context): string | undefined {
  const ip = c.req.header(VIEWER_IP_HEADER)?.trim();
  if (ip && isIP(ip)) return ip;
  const address = c.req.header(VIEWER_ADDRESS_HEADER)?.trim();
  const colon = address?.lastIndexOf(':') ?? -1;
  if (!address || colon < 0 || !/^\d+$/.test(address.slice(colon + 1))) return undefined;
  const host = address.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}
