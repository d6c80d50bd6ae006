import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Core } from '@portal/core';
import { Hono, type Context } from 'hono';
import { createApp } from './app';
import { compressLikeCloudFront } from './middleware/compress';
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
  return serve({ fetch: root.fetch, port: options.port, hostname: '127.0.0.1' });
}
