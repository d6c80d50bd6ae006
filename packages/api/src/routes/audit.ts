import { createRoute } from '@hono/zod-openapi';
import { AuditLogExportQuery, AuditLogPage, AuditLogQuery, ExportJob, type ExportFormat } from '@portal/contracts';
import { AuditLog, ExportJobs } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

const exportRoute = (format: ExportFormat) =>
  createRoute({
    method: 'get',
    path: `/audit-log/export-${format}/`,
    tags: ['audit'],
    description: `The Audit Log's entries the filters match, newest first, as ${format.toUpperCase()}: written in the background as the transaction exports are (follow it with GET exports/{id}/).`,
    middleware: [signedIn(), allow('audit:read')] as const,
    request: { query: AuditLogExportQuery },
    responses: { ...ok(ExportJob), ...errors(400, 403) },
  });

/** The Audit Log: the domain's trail of changes and of access to patient data, for admins, and its exports. */
export const auditRoutes = router()
  .openapi(
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
  )
  .openapi(exportRoute('csv'), async (c) => c.json(await ExportJobs.startAuditLog(c.get('memberCtx'), 'csv', c.req.valid('query')), 200))
  .openapi(exportRoute('xlsx'), async (c) => c.json(await ExportJobs.startAuditLog(c.get('memberCtx'), 'xlsx', c.req.valid('query')), 200));
