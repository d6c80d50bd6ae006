import { createRoute } from '@hono/zod-openapi';
import { AuditLogPage, AuditLogQuery } from '@portal/contracts';
import { AuditLog } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

/** The Audit Log: the domain's trail of changes and of access to patient data, for admins. */
export const auditRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/audit-log/',
    tags: ['audit'],
    description: 'The audit trail, newest first, filtered by the member who acted, the patient whose data it was, a group of actions and a day range (UTC).',
    middleware: [signedIn(), allow('audit:read')] as const,
    request: { query: AuditLogQuery },
    responses: { ...ok(AuditLogPage), ...errors(400, 403) },
  }),
  async (c) => c.json(await AuditLog.page(c.get('memberCtx'), c.req.valid('query')), 200),
);
