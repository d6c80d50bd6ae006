import { createRoute } from '@hono/zod-openapi';
import {
  ExportJob,
  SalesByMonth,
  SalesByMonthQuery,
  TransactionDetail,
  TransactionExportQuery,
  TransactionIdParam,
  TransactionListQuery,
  TransactionPage,
  TransactionReportQuery,
  TransactionUpdate,
  TransactionUpdated,
  type Action,
  type TransactionReportKind,
} from '@portal/contracts';
import { ExportJobs, Reports } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, jsonBody, ok, router } from '../router';

/** The member reports: each GET `path` with the owner's id (the member itself; admins name anyone). */
const memberReports: { path: string; tag: string; action: Action; kind: Exclude<TransactionReportKind, 'all'> }[] = [
  { path: '/sales-rep/{id}/my-transactions/', tag: 'sales-rep', action: 'transactions:read-own-sales', kind: 'sales_rep' },
  { path: '/sales-managers/{id}/team-transactions/', tag: 'sales-managers', action: 'transactions:read-team', kind: 'sales_manager' },
  { path: '/sales-distributors/{id}/team-transactions/', tag: 'sales-distributors', action: 'transactions:read-teams', kind: 'sales_distributor' },
  { path: '/harvest-centers/{id}/transactions-history/', tag: 'centers', action: 'transactions:read-center', kind: 'harvest_center' },
];

const exportRoute = (format: 'csv' | 'xlsx') =>
  createRoute({
    method: 'get',
    path: `/transactions/export-${format}/`,
    tags: ['transactions'],
    middleware: [signedIn(), allow('transactions:export')] as const,
    request: { query: TransactionExportQuery },
    responses: { ...ok(ExportJob), ...errors(400, 403, 404) },
  });

/** The transaction reports (spec §2, §7): pages, one transaction, the admin's edit and the exports (background jobs). */
export const transactionReportRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/transactions/',
      tags: ['transactions'],
      middleware: [signedIn(), allow('transactions:read-all')] as const,
      request: { query: TransactionListQuery },
      responses: { ...ok(TransactionPage), ...errors(400, 403) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await Reports.page(c.get('memberCtx'), 'all', undefined, q, q.page_size), 200);
    },
  )
  .openapi(exportRoute('csv'), async (c) => c.json(await ExportJobs.start(c.get('memberCtx'), 'csv', c.req.valid('query')), 200))
  .openapi(exportRoute('xlsx'), async (c) => c.json(await ExportJobs.start(c.get('memberCtx'), 'xlsx', c.req.valid('query')), 200))
  .openapi(
    createRoute({
      method: 'get',
      path: '/transactions/by-month/',
      tags: ['transactions'],
      description:
        "A report's paid sales by month over the last 12 months (this month last), from its month counters; the admin's report (`all`) also this month's by product. The report's owner is the member itself unless `id` names another (admins).",
      middleware: [signedIn(), allow('transactions:chart')] as const,
      request: { query: SalesByMonthQuery },
      responses: { ...ok(SalesByMonth), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await Reports.salesByMonth(c.get('memberCtx'), q.report, q.id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/transactions/{id}/',
      tags: ['transactions'],
      middleware: [signedIn(), allow('transactions:read-one')] as const,
      request: { params: TransactionIdParam },
      responses: { ...ok(TransactionDetail), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await Reports.detail(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/transactions/{id}/',
      tags: ['transactions'],
      middleware: [signedIn(), allow('transactions:edit')] as const,
      request: { params: TransactionIdParam, ...jsonBody(TransactionUpdate) },
      responses: { ...ok(TransactionUpdated), ...errors(400, 403, 404, 409) },
    }),
    async (c) => c.json(await Reports.update(c.get('memberCtx'), c.req.valid('param').id, c.req.valid('json')), 200),
  );

for (const report of memberReports)
  transactionReportRoutes.openapi(
    createRoute({
      method: 'get',
      path: report.path,
      tags: [report.tag],
      middleware: [signedIn(), allow(report.action)] as const,
      request: { params: TransactionIdParam, query: TransactionReportQuery },
      responses: { ...ok(TransactionPage), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await Reports.page(c.get('memberCtx'), report.kind, c.req.valid('param').id, q, q.page_size), 200);
    },
  );
