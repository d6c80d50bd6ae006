import { createMiddleware } from 'hono/factory';

/** Origins outside the portal that the SPA uses. */
export interface ThirdPartyOrigins {
  /** The e-signature provider's pages, shown in the signing and template-editing frames. */
  esign: string;
  /** Where /media redirects (short-lived S3 links): logos are shown as images from there. */
  media: string;
  /** The payment gateway's card tokenizer: its script (Accept.js on AWS) and where the browser posts the card. */
  payments?: { script?: string; connect: string };
}

type Directive =
  'default-src' | 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'frame-ancestors' | 'form-action' | 'base-uri' | 'object-src';

/** Each third party and the directives that let it in: adding one (the payment tokenizer) is one line. */
const thirdParties = (origins: ThirdPartyOrigins): [origin: string, directives: Directive[]][] => [
  [origins.esign, ['frame-src']],
  [origins.media, ['img-src']],
  ...(origins.payments ? ([[origins.payments.connect, ['connect-src']]] as [string, Directive[]][]) : []),
  ...(origins.payments?.script ? ([[origins.payments.script, ['script-src']]] as [string, Directive[]][]) : []),
];

/**
 * The SPA's Content-Security-Policy: its own origin and the third parties above, nothing else. Styles
 * allow 'unsafe-inline' because Radix Dialog's scroll lock injects a <style> element at run time; no
 * inline script runs (Vite emits none). The SPA may be framed by itself only: the provider's frame
 * ends on a portal page (the thank-you page) inside the portal.
 */
export function spaContentSecurityPolicy(origins: ThirdPartyOrigins): string {
  const policy: Record<Directive, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: is the page's empty favicon (web/index.html).
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  for (const [origin, directives] of thirdParties(origins)) {
    for (const directive of directives) if (!policy[directive].includes(origin)) policy[directive].push(origin);
  }
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Accept.js posts cards to this host for the gateway's production and sandbox script hosts. */
const acceptApiHosts: Record<string, string> = {
  'https://js.authorize.net': 'https://api2.authorize.net',
  'https://jstest.authorize.net': 'https://apitest.authorize.net',
};

/**
 * The tokenizer's origins for a gateway: Accept.js's script host and the host it posts cards to on
 * AWS; the simulator's own origin locally, where the browser posts to it directly.
 */
export function paymentsOrigins(gateway: { requestUrl: string; acceptJsUrl?: string }): NonNullable<ThirdPartyOrigins['payments']> {
  if (!gateway.acceptJsUrl) return { connect: new URL(gateway.requestUrl).origin };
  const script = new URL(gateway.acceptJsUrl).origin;
  return { script, connect: acceptApiHosts[script] ?? new URL(gateway.requestUrl).origin };
}

/** API answers are data, never a page: nothing loads from them and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Browser features the portal never uses, switched off for it and every frame in it. */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** HSTS, sent by CloudFront only: the local stack is plain http. Two years, as browsers' preload lists ask. */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 63_072_000, includeSubdomains: true };

/**
 * BoldSign serves its embedded pages from the app host beside its API host (api.boldsign.com ->
 * app.boldsign.com, api-eu.boldsign.com -> app-eu.boldsign.com); the simulator serves both from one
 * origin. Unset, the core uses BoldSign's US API.
 */
export function esignFrameOrigin(esignBaseUrl: string | undefined): string {
  const url = new URL(esignBaseUrl ?? 'https://api.boldsign.com');
  url.hostname = url.hostname.replace(/^api(-[a-z]+)?\.boldsign\.com$/, 'app$1.boldsign.com');
  return url.origin;
}

/** The origin of the S3 links /media redirects to: the emulator's, or the bucket's regional host. */
export function mediaOrigin(options: { s3Endpoint?: string; bucketName: string; region: string }): string {
  return options.s3Endpoint ? new URL(options.s3Endpoint).origin : `https://${options.bucketName}.s3.${options.region}.amazonaws.com`;
}

export interface SecurityHeaderOptions {
  contentSecurityPolicy: string;
  frameOptions: 'DENY' | 'SAMEORIGIN';
  /** Set when the handler chose no Cache-Control. */
  defaultCacheControl?: string;
}

/** The headers every response of the portal carries (the same ones CloudFront adds, stacks/web.ts). */
export function securityHeaderValues({ contentSecurityPolicy, frameOptions }: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': frameOptions,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * Adds the security headers to each response that does not set them itself, errors included (they
 * are answered before this middleware sees the response).
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const values = Object.entries(securityHeaderValues(options));
  return createMiddleware(async (c, next) => {
    await next();
    for (const [name, value] of values) if (!c.res.headers.has(name)) c.header(name, value);
    if (options.defaultCacheControl && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', options.defaultCacheControl);
  });
}

/** The API's answers: personal data, so no cache keeps them unless a route says otherwise (/media logos). */
export const apiSecurityHeaders = () =>
  securityHeaders({ contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, frameOptions: 'DENY', defaultCacheControl: 'no-store' });
