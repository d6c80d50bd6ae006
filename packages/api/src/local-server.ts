import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Core } from '@portal/core';
import { Hono, type Context } from 'hono';
import { createApp } from './app';
import { compressLikeCloudFront } from './middleware/compress';
import { HEADER_LIMITS, headersTooLargeBody } from './middleware/header-limits';
import { esignFrameOrigin, mediaOrigin, paymentsOrigins, securityHeaders, spaContentSecurityPolicy } from './middleware/security-headers';

export interface LocalServerOptions {
  core: Core;
  port: number;
  /** The built SPA (web/dist). */
  webDist: string;
  /** The domain served on plain localhost or 127.0.0.1. */
  defaultDomain: string;
  log?: boolean;
}

/** acme.localhost:3000 -> acme; anything else -> the default domain. */
export function domainOfHost(host: string | undefined, fallback: string): string {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const match = /^([a-z0-9-]+)\.localhost$/.exec(name);
  return match?.[1] ?? fallback;
}

/**
 * The local stack's one origin: the same API app as on Lambda under /api and /media, and the
 * built SPA with its domain written into index.html, as CloudFront serves one site per domain, with
 * the headers and compression CloudFront adds (stacks/web.ts).
 */
export async function startLocalServer(options: LocalServerOptions): Promise<ServerType> {
  const hostDomain = (c: Context) => domainOfHost(c.req.header('host'), options.defaultDomain);
  const api = createApp({
    core: options.core,
    hostDomain,
    // No CloudFront in front: a client (the tests, a script) may name its domain itself.
    domainHeader: true,
    clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
    log: options.log === false ? () => {} : undefined,
  });
  const indexHtml = await readFile(join(options.webDist, 'index.html'), 'utf8');
  const page = (c: Context) =>
    c.html(indexHtml.replace('<meta name="portal-domain" content="" />', `<meta name="portal-domain" content="${hostDomain(c)}" />`), 200, {
      'Cache-Control': 'no-cache',
    });

  const { config } = options.core;
  const contentSecurityPolicy = spaContentSecurityPolicy({
    esign: esignFrameOrigin(config.esignBaseUrl),
    media: mediaOrigin(config),
    ...(config.payments ? { payments: paymentsOrigins(config.payments) } : {}),
  });

  const root = new Hono();
  // The API's answers carry the API's own headers; these fill in the SPA's.
  root.use('*', securityHeaders({ contentSecurityPolicy, frameOptions: 'SAMEORIGIN' }));
  const toApi = (c: Context) => api.fetch(c.req.raw, c.env);
  root.all('/api/*', toApi);
  root.all('/media/*', toApi);
  // CloudFront compresses the site, not the API's answers (their cache policy disables it).
  root.use('*', compressLikeCloudFront());
  root.get('/', page);
  root.get('/index.html', page);
  root.use('/assets/*', serveStatic({ root: options.webDist, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  root.use('*', serveStatic({ root: options.webDist }));
  root.get('*', page);
  const server = serve({ fetch: root.fetch, port: options.port, hostname: '127.0.0.1', serverOptions: { maxHeaderSize: HEADER_LIMITS.totalBytes } });
  server.on('clientError', answerClientError);
  return server;
}

/** What Node refuses before the app sees the request, answered as the API answers: a status and a JSON message. */
const clientErrors: Record<string, [status: number, reason: string, body: { message: string; code: string }]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', headersTooLargeBody()],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', { message: 'The request took too long to arrive.', code: 'timeout' }],
};
const BAD_REQUEST: (typeof clientErrors)[string] = [400, 'Bad Request', { message: 'The request could not be read.', code: 'bad_request' }];

/**
 * Node's parser refused a request (a header past maxHeaderSize, a malformed request line): answer
 * it with JSON rather than Node's bare status line, then read what the client is still sending until
 * it closes, since closing with unread input resets the connection before the client reads the answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, body] = clientErrors[error.code ?? ''] ?? BAD_REQUEST;
  const json = JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${json}`);
  socket.on('end', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), 5000).unref();
}
