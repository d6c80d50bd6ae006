import type { Core } from '@portal/core';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from './env';
import { limitBodies } from './middleware/body-limit';
import { refuseCardData } from './middleware/card-data';
import { domain, type DomainOptions } from './middleware/domain';
import { limitHeaders } from './middleware/header-limits';
import { onError, onNotFound } from './middleware/errors';
import { requestLog, type LogLine } from './middleware/request-log';
import { apiSecurityHeaders } from './middleware/security-headers';
import { boldSignSignatureFirst } from './middleware/webhook-signature';
import { areas, type AreaName, type AreaRoute } from './areas';
import areaRoutes from './area-routes.json';
import { lazyArea } from './lazy-area';

export interface AppOptions extends DomainOptions {
  core: Core;
  /**
   * The caller's network address, for the per-address limits: what the platform saw (CloudFront's
   * view of the viewer, trusted only with the origin secret; API Gateway's source IP; the local
   * server's socket), never a header a client can set. Required, so no deployment falls back to a
   * forgeable one.
   */
  clientAddress: (c: AppContext) => string;
  log?: (line: LogLine) => void;
}

/** Each area's routes as stand-ins that load the area on its first request (lazy-area.ts), in mount order. */
const lazyAreas = () => {
  const routes: Record<AreaName, AreaRoute[]> = areaRoutes;
  const entries = Object.entries(areas).map(([name, load]) => [name, lazyArea(routes[name as AreaName], load)] as const);
  return Object.fromEntries(entries) as Record<AreaName, ReturnType<typeof lazyArea>>;
};

/**
 * The portal API: every route under /api/v1, the same on Lambda and on the local stack. The areas
 * load on their first request, so a cold start builds only the schemas its requests need.
 */
export function createApp(options: AppOptions) {
  const { core, clientAddress, log } = options;
  const mounted = lazyAreas();
  const v1 = new Hono<AppEnv>();
  // Generated on request from every route (loading every area), so it cannot drift from them.
  v1.get('/openapi.json', async (c) =>
    c.json(
      await (
        await import('./openapi-document')
      ).openApiDocument({
        openapi: '3.1.0',
        info: { title: 'Member portal API', version: core.config.buildVersion },
        servers: [{ url: '/api/v1' }],
      }),
    ),
  );
  const { public: publicArea, webhooks, media, ...domainAreas } = mounted;
  v1.route('/', publicArea);
  v1.route('/', webhooks);
  v1.use('*', domain(options));
  for (const area of Object.values(domainAreas)) v1.route('/', area);

  const app = new Hono<AppEnv>();
  app.use('*', apiSecurityHeaders());
  // Before anything reads a header (the request log reads x-request-id).
  app.use('*', limitHeaders());
  app.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      c.set('core', core);
      c.set('clientAddress', clientAddress(c));
      await next();
    }),
  );
  app.use('*', requestLog(log));
  // Nothing before these reads a body (the request log never does): a delivery that cannot be
  // BoldSign's is refused unread, and a body past its limit is refused having read no more than it.
  app.use('/api/v1/webhooks/boldsign/', boldSignSignatureFirst());
  app.use('*', limitBodies());
  // Every body of every route, before any handler reads it; a provider's signed webhook is
  // authenticated by its signature over the body as sent, and is not a member's typing.
  app.use('*', refuseCardData({ unfiltered: ['/api/v1/webhooks/'] }));
  app.route('/api/v1', v1);
  app.use('/media/*', domain(options));
  app.route('/media', media);
  app.onError(onError(log));
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
