// Core's cold-start entry, not its index: this file loads at every cold start (scripts/bench/bundle.test.ts).
import type { Core } from '@portal/core/runtime';
import { Hono } from 'hono';
import type { LambdaContext, LambdaEvent } from 'hono/aws-lambda';
import { createApp } from './app';
import { DOMAIN_HEADER, originMatcher, originPathSegment, originVerify, viewerAddress } from './middleware/origin-verify';
import type { LogLine } from './middleware/request-log';

interface LambdaBindings {
  event: LambdaEvent;
  lambdaContext: LambdaContext;
}

export interface LambdaAppOptions {
  core: Core;
  /** The stage's origin secret and, while it is rotated, the previous one (unset values are skipped). */
  originSecrets: readonly (string | undefined)[];
  log?: (line: LogLine) => void;
}

/** The request with the origin path's segment taken off its path when it starts with one of `segments`. */
function withoutOriginPath(request: Request, segments: readonly string[]): Request {
  const url = new URL(request.url);
  const [, first, ...rest] = url.pathname.split('/');
  if (!first || !segments.includes(first)) return request;
  url.pathname = `/${rest.join('/')}`;
  return new Request(url, { method: request.method, headers: request.headers, body: request.body, duplex: 'half' } as RequestInit);
}

/**
 * The API as it runs on Lambda behind CloudFront: only requests with an origin secret are answered
 * (403 otherwise), their domain is the one their distribution names (x-portal-domain; a viewer's
 * Domain header is not read), and the viewer's address is CloudFront's view of it.
 */
export function createLambdaApp({ core, originSecrets, log }: LambdaAppOptions) {
  const origin = { secrets: originSecrets };
  const fromCloudFront = originMatcher(origin);
  const segments = originSecrets.filter((secret): secret is string => Boolean(secret)).map(originPathSegment);
  const app = createApp({
    core,
    log,
    hostDomain: (c) => (fromCloudFront(c) ? c.req.header(DOMAIN_HEADER) : undefined),
    // The viewer's address as CloudFront saw it, trusted only with the origin secret; else the address API Gateway saw.
    clientAddress: (c) => {
      const viewer = fromCloudFront(c) ? viewerAddress(c) : undefined;
      const event = (c.env as unknown as LambdaBindings | undefined)?.event;
      const source = event && 'requestContext' in event ? (event.requestContext as { http?: { sourceIp?: string } }).http?.sourceIp : undefined;
      return viewer ?? source ?? 'unknown';
    },
  });
  return new Hono().use(originVerify(origin)).all('*', (c) => app.fetch(withoutOriginPath(c.req.raw, segments), c.env));
}
