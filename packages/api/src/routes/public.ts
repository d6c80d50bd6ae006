import { createRoute, z } from '@hono/zod-openapi';
import { BuildVersion, DomainConfig, DomainIdentifier } from '@portal/contracts';
import { Domains, DomainSettings } from '@portal/core';
import { errors, ok, router } from '../router';

/** Calls that need no domain: the build version and a domain's public configuration. */
export const publicRoutes = router()
  .openapi(createRoute({ method: 'get', path: '/auth/build-version/', tags: ['session'], responses: ok(BuildVersion) }), (c) =>
    c.json({ version: c.get('core').config.buildVersion }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/domain/config/{domain}/',
      tags: ['session'],
      request: { params: z.object({ domain: DomainIdentifier }) },
      responses: { ...ok(DomainConfig), ...errors(400, 404) },
    }),
    async (c) => {
      const domain = await Domains.known(c.get('core'), c.req.valid('param').domain);
      return c.json(DomainSettings.configView(domain), 200);
    },
  );
