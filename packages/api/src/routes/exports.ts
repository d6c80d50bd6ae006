import { createRoute } from '@hono/zod-openapi';
import { ExportJob, ExportJobIdParam } from '@portal/contracts';
import { ExportJobs } from '@portal/core';
import { signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

/**
 * An export the member started (a transaction report, the Audit Log): its state and file, and the
 * e-mail once it is ready. Only its starter reads it; core checks the action of its list.
 */
export const exportRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/exports/{id}/',
      tags: ['exports'],
      description: 'An export the signed-in member started: running (rows written so far of its total), failed, or done with a short-lived link to its file.',
      middleware: [signedIn()] as const,
      request: { params: ExportJobIdParam },
      responses: { ...ok(ExportJob), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await ExportJobs.read(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/exports/{id}/notify/',
      tags: ['exports'],
      description: 'The member who started an export asks to be e-mailed a link to it once the file is ready (at once when it is). Answers its state.',
      middleware: [signedIn()] as const,
      request: { params: ExportJobIdParam },
      responses: { ...ok(ExportJob), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await ExportJobs.notify(c.get('memberCtx'), c.req.valid('param').id), 200),
  );
