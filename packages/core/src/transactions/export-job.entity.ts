import { Entity, type EntityConfiguration } from 'electrodb';
import { rowViews } from './row-view';

/** What an export job can write. */
export const exportSources = ['transactions', 'audit-log', 'users'] as const;
export type ExportSource = (typeof exportSources)[number];

/**
 * An export (a transaction report, the Audit Log) running in the background (or its outcome), read by the member who started
 * it with a GetItem on its id: the caller is in the key, so another member's read finds nothing.
 * Expires with its file (the bucket drops exports/ after a day).
 */
export const exportJobEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'exportJob', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        /** Who holds the token that started it. */
        callerId: { type: 'number', required: true },
        jobId: { type: 'string', required: true },
        /** Whom the request ran as (the caller, or the member it acts as): a read must run as the same one. */
        memberId: { type: 'number', required: true },
        format: { type: ['csv', 'xlsx'] as const, required: true },
        /** What the file holds: a transaction report, the Audit Log or the Users List (exportSources). */
        source: { type: exportSources, required: true, default: 'transactions' },
        /** A transaction report's kind (its file's name). */
        report: { type: ['all', 'sales_rep', 'sales_manager', 'sales_distributor', 'harvest_center'] as const },
        /** What the caller sees of a report's rows, and so the file's columns (report-rows.ts). */
        view: { type: rowViews },
        /** The source's query as JSON, scope already checked: a report's (scope, filters, day range, search), the Audit Log's filters. */
        query: { type: 'string', required: true },
        status: { type: ['running', 'done', 'failed'] as const, required: true },
        rows: { type: 'number' },
        /** The report's count when the export started (`totalAtLeast`: a bounded count, more may follow). */
        total: { type: 'number' },
        totalAtLeast: { type: 'boolean' },
        /** Rows written so far, kept every few seconds while it runs. */
        written: { type: 'number' },
        /** Whether the member asked to be mailed the link once the file is ready. */
        notify: { type: 'boolean' },
        /** Where the file is written in the media bucket. */
        key: { type: 'string', required: true },
        fileName: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        finishedAt: { type: 'string' },
        /** How many runs of the job have started (a long CSV hands on from one run to the next); the latest owns the job. */
        runs: { type: 'number' },
        /** When the latest run started or handed on: a job with no sign of a run long past its function's timeout was cut off. */
        activeAt: { type: 'string' },
        /** A CSV's progress after its last stored part (exports.ts, CsvProgress) as JSON: where the next run starts. */
        progress: { type: 'string' },
        /** Epoch seconds (the table's TTL). */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'callerId', 'jobId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type ExportJobEntity = ReturnType<typeof exportJobEntity>;
