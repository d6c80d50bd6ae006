import {
  auditLogFileName,
  EXPORT_FAILED,
  transactionFileName,
  usersFileName,
  type Action,
  type ExportFormat,
  type ExportJob,
  type TransactionReportKind,
} from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Core, DomainCtx, MemberCtx } from '../context';
import { refusedByCondition } from '../db/transact';
import { fromId as domainFromId } from '../domains/domains';
import { forbidden, notFound } from '../errors';
import { record } from '../audit/audit';
import * as AuditLog from '../audit/audit-log';
import * as UsersExport from '../members/export';
import * as Members from '../members/members';
import { may } from '../members/scope';
import type { BackgroundTask } from '../providers/jobs/port';
import type { ExportJobEntity, ExportSource } from './export-job.entity';
import { reportSource, rowsKeyOf, writeCsv, xlsxFromCsv, type CsvProgress, type RowSource } from './exports';
import { planReport, type ReportQuery } from './report-plan';
import { countOf } from './report-read';
import { reportQuery, scopeOf, rowViewOf, type ReportRequest } from './report-pages';

type ExportJobRecord = EntityItem<ExportJobEntity>;

/** How long a done export's link works; every read of the job answers a fresh one. */
const LINK_SECONDS = 300;
/** How long an export's record is kept: as long as its file (the bucket drops exports/ after a day). */
const KEEP_SECONDS = 24 * 60 * 60;
/** How long starting an export waits for it to end, so a small one answers done at once. */
export const START_WAIT_MS = 3000;
const WAIT_STEP_MS = 150;
/**
 * A job whose latest run started (or handed on) this long ago and is still running was cut off (the
 * job function stops at 15 minutes, without a word): it reads as failed, and a late start of it
 * does not run.
 */
export const RUN_LIMIT_MS = 16 * 60 * 1000;
const cutOff = (job: ExportJobRecord) => job.status === 'running' && Date.now() - Date.parse(job.activeAt ?? job.createdAt) > RUN_LIMIT_MS;
/** A CSV run with less time than this left after a batch hands on to the next run, which goes on from the last stored part. */
export const HAND_ON_MS = 60 * 1000;
/**
 * The time an XLSX export's run keeps, besides HAND_ON_MS, for its last pass: turning the rows' CSV
 * into the workbook (xlsxFromCsv). A million rows took 66 to 87 s on the development machine (bench:transactions).
 */
export const XLSX_PASS_MS = 5 * 60 * 1000;
/** Runs one export may take (about two hours of writing); a job needing more fails. */
export const MAX_RUNS = 10;

const fetchJob = async (ctx: DomainCtx, callerId: number, jobId: string) =>
  (await ctx.db.entities.exportJob.get({ domainId: ctx.domain.domainId, callerId, jobId }).go({ consistent: true })).data ?? undefined;

/** What a member reads of a job: when done, a fresh short-lived link to the file. */
async function viewOf(ctx: DomainCtx, job: ExportJobRecord): Promise<ExportJob> {
  const base = { id: job.jobId, format: job.format, file_name: job.fileName, created_at: job.createdAt };
  if (job.status === 'running' && !cutOff(job))
    return {
      ...base,
      status: 'running',
      rows_written: job.written ?? 0,
      rows_total: job.total ?? 0,
      ...(job.totalAtLeast ? { rows_total_at_least: true } : {}),
      notify: job.notify ?? false,
    };
  if (job.status !== 'done') return { ...base, status: 'failed', message: EXPORT_FAILED };
  const url = await ctx.providers.media.signedGetUrl(job.key, LINK_SECONDS, job.fileName);
  return { ...base, status: 'done', rows: job.rows ?? 0, url, expires_at: new Date(Date.now() + LINK_SECONDS * 1000).toISOString() };
}

/** What may start, read and follow an export of each source: the action of its list. */
const actionOf: Record<ExportSource, Action> = { transactions: 'transactions:export', 'audit-log': 'audit:read', users: 'users:list-all' };

/** An export about to start: what it writes, how many rows the list counts now, and what the audit trail records of it. */
interface NewExport {
  format: ExportFormat;
  source: ExportSource;
  report?: TransactionReportKind;
  view?: ExportJobRecord['view'];
  query: unknown;
  total: { count: number; atLeast?: boolean };
  fileName: string;
  audited: { action: string; detail: Record<string, unknown> };
}

/**
 * Records an export as running and starts it in the background; waits up to START_WAIT_MS for it to
 * end, then answers its state: done (with the link) for most lists, running for large ones, which
 * the page then follows with `read`. Which list, which filters and how many rows go in the audit trail.
 */
async function begin(ctx: MemberCtx, spec: NewExport): Promise<ExportJob> {
  const at = new Date();
  const jobId = randomUUID();
  const { domainId } = ctx.domain;
  const { data: job } = await ctx.db.entities.exportJob
    .create({
      domainId,
      callerId: ctx.caller.memberId,
      jobId,
      memberId: ctx.member.memberId,
      format: spec.format,
      source: spec.source,
      report: spec.report,
      view: spec.view,
      query: JSON.stringify(spec.query),
      status: 'running',
      total: spec.total.count,
      ...(spec.total.atLeast ? { totalAtLeast: true } : {}),
      written: 0,
      key: `exports/d${domainId}/${jobId}/${spec.fileName}`,
      fileName: spec.fileName,
      createdAt: at.toISOString(),
      expiresAt: Math.floor(at.getTime() / 1000) + KEEP_SECONDS,
    })
    .go();
  await record(ctx, {
    action: spec.audited.action,
    target: `export:${jobId}`,
    detail: JSON.stringify({ format: spec.format, ...spec.audited.detail, rows: spec.total.count, ...(spec.total.atLeast ? { rows_at_least: true } : {}) }),
  });
  try {
    await ctx.providers.jobs.start({ kind: 'transaction-export', domainId, callerId: ctx.caller.memberId, jobId });
  } catch (e) {
    await finish(ctx, job, { status: 'failed' });
    throw e;
  }
  return viewOf(ctx, await settled(ctx, job, START_WAIT_MS));
}

/**
 * GET transactions/export-csv/ and export-xlsx/: checks the report's scope as its list does (another
 * member's report is a 404) and starts its export. Exports of transactions name patients.
 */
export async function start(ctx: MemberCtx, format: ExportFormat, q: ReportRequest & { report: TransactionReportKind; id?: number }): Promise<ExportJob> {
  const { scope, ownerId } = await scopeOf(ctx, q.report, q.id);
  const query = reportQuery(q.report, scope, q);
  // What the file will hold, for the page's progress: the report's count (from counters, or a bounded read).
  const total = await countOf(ctx, await planReport(ctx, query));
  return begin(ctx, {
    format,
    source: 'transactions',
    report: q.report,
    view: rowViewOf(ctx, q.report),
    query,
    total,
    fileName: transactionFileName(q.report, ownerId, new Date(), format),
    audited: { action: 'transactions.exported', detail: { report: q.report, ...(ownerId === undefined ? {} : { of: ownerId }), query } },
  });
}

/** GET audit-log/export-csv/ and export-xlsx/ (admins): the Audit Log's entries the filters match, newest first. */
export async function startAuditLog(ctx: MemberCtx, format: ExportFormat, q: AuditLog.AuditLogFilters): Promise<ExportJob> {
  if (!may(ctx, actionOf['audit-log'])) throw forbidden();
  // The file holds the entries up to now: not the record of this export, nor anything after it.
  const query: AuditLog.AuditExportQuery = { ...q, until: new Date().toISOString() };
  return begin(ctx, {
    format,
    source: 'audit-log',
    query,
    total: await AuditLog.countOf(ctx, query),
    fileName: auditLogFileName(new Date(), format),
    audited: { action: 'audit-log.exported', detail: { query } },
  });
}

/** GET users/export-csv/ (admins): the Users List's members the filters match, newest first, as the list shows them. */
export async function startUsers(ctx: MemberCtx, format: ExportFormat, q: UsersExport.UsersExportQuery): Promise<ExportJob> {
  if (!may(ctx, actionOf.users)) throw forbidden();
  return begin(ctx, {
    format,
    source: 'users',
    query: q,
    total: await UsersExport.countOf(ctx, q),
    fileName: usersFileName(new Date(), format),
    audited: { action: 'users.exported', detail: { query: q } },
  });
}

/** The job once it ends, or as it is when `waitMs` has passed. */
async function settled(ctx: DomainCtx, job: ExportJobRecord, waitMs: number): Promise<ExportJobRecord> {
  const until = Date.now() + waitMs;
  let now = job;
  while (now.status === 'running' && Date.now() < until) {
    await sleep(WAIT_STEP_MS);
    now = (await fetchJob(ctx, job.callerId, job.jobId)) ?? now;
  }
  return now;
}

/**
 * The export `jobId` of the member who started it, acting as the same member, while its list's
 * action is still the member's; any other id (another member's, another domain's, expired) is a 404.
 */
async function ownJob(ctx: MemberCtx, jobId: string): Promise<ExportJobRecord> {
  const job = await fetchJob(ctx, ctx.caller.memberId, jobId);
  if (!job || job.memberId !== ctx.member.memberId) throw notFound('Export');
  if (!may(ctx, actionOf[job.source ?? 'transactions'])) throw forbidden();
  return job;
}

/** GET exports/{id}/: an export's state, for the member who started it only. */
export async function read(ctx: MemberCtx, jobId: string): Promise<ExportJob> {
  return viewOf(ctx, await ownJob(ctx, jobId));
}

const keyOf = (job: ExportJobRecord) => ({ domainId: job.domainId, callerId: job.callerId, jobId: job.jobId });

/**
 * POST exports/{id}/notify/: the member who started an export asks to be mailed the
 * link once the file is ready (it may leave the page); an export already done is mailed at once.
 * Answers the export's state.
 */
export async function notify(ctx: MemberCtx, jobId: string): Promise<ExportJob> {
  const job = await ownJob(ctx, jobId);
  try {
    await ctx.db.entities.exportJob
      .patch(keyOf(job))
      .set({ notify: true })
      .where((attr, op) => op.eq(attr.status, 'running'))
      .go();
  } catch (e) {
    if (!refusedByCondition(e)) throw e;
  }
  const now = (await fetchJob(ctx, job.callerId, jobId)) ?? job;
  // Ended before the flag was set: the run that finished it has mailed nothing, so the link goes now.
  if (now.status === 'done' && !job.notify) await mailReady(ctx, now);
  return viewOf(ctx, now);
}

/** Mails the member who started a done export the portal's link to it (each visit answers a fresh file link). */
async function mailReady(ctx: DomainCtx, job: ExportJobRecord) {
  const member = await Members.fromId(ctx, job.callerId);
  if (!member) return;
  await ctx.providers.mail.send({
    from: ctx.domain.emailSender,
    to: [member.email],
    subject: `${ctx.domain.name}: your export ${job.fileName} is ready`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `The export you started, ${job.fileName} (${job.rows ?? 0} rows), is ready to download until ${new Date(Date.parse(job.createdAt) + KEEP_SECONDS * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
      `${ctx.domain.url}/exports/${job.jobId}`,
      '',
      'Sign in with the account that started it to download it.',
    ].join('\n'),
  });
}

/** How often a running export keeps its rows written, for the page's progress. */
const PROGRESS_EVERY_MS = 2000;

/** Ends a running job, once: a second run of the same task (a retried event) changes nothing. */
async function finish(ctx: DomainCtx, job: ExportJobRecord, outcome: { status: 'done'; rows: number } | { status: 'failed' }) {
  try {
    await ctx.db.entities.exportJob
      .patch(keyOf(job))
      .set({ ...outcome, finishedAt: new Date().toISOString() })
      .where((attr, op) => op.eq(attr.status, 'running'))
      .go();
  } catch (e) {
    if (!refusedByCondition(e)) throw e;
  }
}

/** Where a job's rows come from: its report (as the reader sees it), the Audit Log or the Users List. */
async function sourceOf(ctx: DomainCtx, job: ExportJobRecord): Promise<RowSource> {
  if (job.source === 'audit-log') return AuditLog.exportSource(ctx, JSON.parse(job.query) as AuditLog.AuditExportQuery);
  if (job.source === 'users') return UsersExport.exportSource(ctx, JSON.parse(job.query) as UsersExport.UsersExportQuery);
  if (!job.view) throw new Error(`Export ${job.jobId} names no view of its report`);
  return reportSource(ctx, await planReport(ctx, JSON.parse(job.query) as ReportQuery), job.view);
}

/** How one run of an export job may go on. */
export interface RunOptions {
  /** Milliseconds the run has left (the job function's remaining time); without it, a run writes the whole file. */
  timeLeft?: () => number;
  /** The size of a CSV's parts and of its reads (exports.ts, PART_BYTES and EXPORT_BATCH). */
  partBytes?: number;
  batchRows?: number;
}

const log = (job: ExportJobRecord, fields: Record<string, unknown>) => JSON.stringify({ job: 'export', jobId: job.jobId, domainId: job.domainId, ...fields });

/**
 * Takes the job for run `task.run` (the first run when the task names none): counts the run, on
 * condition the job is still running and its count is the run before, so a repeated event, early
 * or late, starts nothing. Answers the run's number, or undefined when the job is not this run's.
 */
async function claim(ctx: DomainCtx, job: ExportJobRecord, task: BackgroundTask): Promise<number | undefined> {
  const runs = task.run ?? 1;
  const before = runs === 1 ? undefined : runs - 1;
  if (job.runs !== before) return undefined;
  try {
    await ctx.db.entities.exportJob
      .patch(keyOf(job))
      .set({ runs, activeAt: new Date().toISOString() })
      .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${before === undefined ? op.notExists(attr.runs) : op.eq(attr.runs, before)}`)
      .go();
    return runs;
  } catch (e) {
    if (refusedByCondition(e)) return undefined;
    throw e;
  }
}

/** Keeps the rows written so far, while run `runs` owns the job (a run that lost it writes nothing). */
async function keepWritten(ctx: DomainCtx, job: ExportJobRecord, runs: number, rows: number) {
  try {
    await ctx.db.entities.exportJob
      .patch(keyOf(job))
      .set({ written: rows })
      .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.eq(attr.runs, runs)}`)
      .go();
  } catch (e) {
    if (!refusedByCondition(e)) throw e;
  }
}

/** Records a CSV's progress, only while run `runs` owns the job: answers whether it still does. */
async function saveProgress(ctx: DomainCtx, job: ExportJobRecord, runs: number, progress: CsvProgress): Promise<boolean> {
  try {
    await ctx.db.entities.exportJob
      .patch(keyOf(job))
      .set({ progress: JSON.stringify(progress) })
      .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.eq(attr.runs, runs)}`)
      .go();
    return true;
  } catch (e) {
    if (refusedByCondition(e)) return false;
    throw e;
  }
}

/**
 * The export job (the job function on AWS, this process locally): writes the report the job names
 * into storage and marks it done with its rows; if writing throws, logs why and marks it failed.
 * A CSV that does not fit in one run (`timeLeft` says when time runs short) stores its progress
 * with each part and hands on to a next run of the job, which goes on from there. An XLSX gathers
 * its rows the same way as a CSV beside it, keeping XLSX_PASS_MS for its last run to turn that file
 * into the workbook, and deletes it. A job that is no longer running, or that another run has
 * taken, is left as it is.
 */
export async function run(core: Core, task: BackgroundTask, options: RunOptions = {}): Promise<void> {
  const domain = await domainFromId(core, task.domainId);
  if (!domain) throw new Error(`Export ${task.jobId}: no domain ${task.domainId}`);
  const ctx: DomainCtx = { ...core, domain };
  const job = await fetchJob(ctx, task.callerId, task.jobId);
  if (job?.status !== 'running') return;
  if (cutOff(job) || (job.runs ?? 0) >= MAX_RUNS) {
    console.error(log(job, { failed: cutOff(job) ? 'started after its time limit' : `needed more than ${MAX_RUNS} runs` }));
    await finish(ctx, job, { status: 'failed' });
    return;
  }
  const runs = await claim(ctx, job, task);
  if (runs === undefined) return;
  const started = Date.now();
  let lastProgress = started;
  try {
    const source = await sourceOf(ctx, job);
    // An XLSX's rows are gathered as a CSV first, in as many runs as they take; its last run turns them into the workbook.
    const xlsx = job.format === 'xlsx';
    const csvKey = xlsx ? rowsKeyOf(job.key) : job.key;
    const reserve = HAND_ON_MS + (xlsx ? XLSX_PASS_MS : 0);
    const outcome = await writeCsv(ctx, source, csvKey, job.progress ? (JSON.parse(job.progress) as CsvProgress) : undefined, {
      more: () => options.timeLeft === undefined || options.timeLeft() > reserve,
      partBytes: options.partBytes,
      batchRows: options.batchRows,
      escape: !xlsx,
      save: (progress) => saveProgress(ctx, job, runs, progress),
      progressed: async (rows) => {
        if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = Date.now();
        await keepWritten(ctx, job, runs, rows);
      },
    });
    if (outcome.done) {
      const rows = xlsx ? await xlsxFromCsv(ctx, csvKey, job.key, source) : outcome.rows;
      if (xlsx) await ctx.providers.media.delete(csvKey).catch((e: unknown) => console.error(log(job, { leftRows: csvKey, error: String(e) })));
      await finish(ctx, job, { status: 'done', rows });
      // Mailed when the member asked for it while it ran (notify answers an ask that came after the end).
      const done = await fetchJob(ctx, job.callerId, job.jobId);
      if (done?.status === 'done' && done.notify) await mailReady(ctx, done);
      console.log(log(job, { format: job.format, rows, runs, ms: Date.now() - started }));
      return;
    }
    if (!outcome.handOn) {
      console.log(log(job, { format: job.format, stopped: runs, by: 'a later run of the same job' }));
      return;
    }
    // The next run counts its time limit from here.
    await ctx.db.entities.exportJob.patch(keyOf(job)).set({ activeAt: new Date().toISOString() }).go();
    await ctx.providers.jobs.start({ ...task, run: runs + 1 });
    console.log(log(job, { format: job.format, handedOn: runs, ms: Date.now() - started }));
  } catch (e) {
    console.error(log(job, { failed: e instanceof Error ? (e.stack ?? e.message) : String(e) }));
    await finish(ctx, job, { status: 'failed' });
  }
}
