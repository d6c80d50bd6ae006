import type { EntityItem } from 'electrodb';
import type { Core, DomainCtx, DomainRecord } from '../context';
import * as Domains from '../domains/domains';
import * as Templates from '../templates/templates';
import * as PaymentReconcile from '../transactions/reconcile';
import { refresh } from './documents';
import type { PendingSigningEntity } from './pending-signing.entity';
import { afterCheck, dueAt } from './poll-schedule';

type Marker = EntityItem<PendingSigningEntity>;

export type StatusSubject = 'documents' | 'templates' | 'payments';

export interface StatusRun {
  checked: number;
  completed: number;
  failed: number;
}

const PAGE = 25;
const PARALLEL = 5;

/** Runs `work` over `items`, `PARALLEL` at a time. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(work));
}

/**
 * Settles the payments whose gateway answer never came (../transactions/reconcile.ts), then asks
 * the provider about the signing documents still pending that are due by their back-off schedule
 * (./poll-schedule.ts: BoldSign's webhook reports signings first; this is the fallback) and every
 * pending template, in all domains: completions are marked and their signed PDFs stored. It reads
 * the documents' markers by due time up to now (a Query with that key condition, no Scan: its cost
 * is what is due, however many documents wait) and the templates' page by page. Two runs at once are safe: each change is conditional on
 * the record still being pending, and the stored files are the same bytes under the same key.
 */
export async function run(
  core: Core,
  options: {
    subjects?: StatusSubject[];
    log?: (line: { level: 'error' | 'warn'; msg: string; [key: string]: unknown }) => void;
    now?: () => number;
  } = {},
): Promise<StatusRun> {
  const now = options.now ?? Date.now;
  const subjects = options.subjects ?? ['documents', 'templates', 'payments'];
  const totals: StatusRun = { checked: 0, completed: 0, failed: 0 };
  if (subjects.includes('payments')) {
    const settled = await PaymentReconcile.run(core, { now: options.now, log: options.log });
    totals.checked += settled.checked;
    totals.completed += settled.completed;
    totals.failed += settled.failed;
  }
  const domains = new Map<number, DomainRecord | undefined>();
  const ctxOf = async (domainId: number): Promise<DomainCtx | undefined> => {
    if (!domains.has(domainId)) domains.set(domainId, await Domains.fromId(core, domainId));
    const domain = domains.get(domainId);
    return domain && { ...core, domain };
  };

  for (const subject of subjects.filter((s): s is 'documents' | 'templates' => s !== 'payments')) {
    const markerSubject = subject === 'documents' ? 'document' : 'template';
    // A document's markers are read by when each is due, up to now: what is due, never the rest.
    const byDue = subject === 'documents';
    // The sort key goes on after the time (the record's ids): the bound is the next millisecond, exclusive.
    const before = new Date(now() + 1).toISOString();
    let cursor: string | null = null;
    do {
      const page: { data: Marker[]; cursor: string | null } = byDue
        ? await core.db.entities.pendingSigning.query.byDue({ shard: 0, subject: markerSubject }).lt({ due: before }).go({ count: PAGE, cursor })
        : await core.db.entities.pendingSigning.query.bySubject({ shard: 0, subject: markerSubject }).go({ count: PAGE, cursor });
      cursor = page.cursor;
      // The index may lag a write: a marker is checked only when its own due time has come.
      const due = byDue ? page.data.filter((marker) => dueAt(marker) <= now()) : page.data;
      await inBatches(due, (marker) => check(core, ctxOf, subject, marker, totals, { log: options.log, backOffFailed: true, now: now() }));
    } while (cursor);
  }
  return totals;
}

/** How a marker's check went, added to `totals`. */
async function check(
  core: Core,
  ctxOf: (domainId: number) => Promise<DomainCtx | undefined>,
  subject: 'documents' | 'templates',
  marker: Marker,
  totals: StatusRun,
  options: { log?: (line: { level: 'error' | 'warn'; msg: string; [key: string]: unknown }) => void; backOffFailed: boolean; now: number },
) {
  totals.checked++;
  try {
    const ctx = await ctxOf(marker.domainId);
    const done = !ctx ? true : subject === 'documents' ? await refreshDocument(ctx, marker.recordId) : await Templates.refreshPending(ctx, marker.recordId);
    if (!ctx) await core.db.entities.pendingSigning.delete(marker).go();
    if (done) totals.completed++;
    else if (subject === 'documents') await backOff(core, marker, options.now);
  } catch (error) {
    totals.failed++;
    options.log?.({
      level: 'error',
      msg: 'status check failed',
      subject,
      domainId: marker.domainId,
      recordId: marker.recordId,
      error: error instanceof Error ? error.message : String(error),
    });
    // A check that failed (the provider refusing, or over its rate limit) waits its turn like the others.
    if (subject === 'documents' && options.backOffFailed) await backOff(core, marker, options.now).catch(() => undefined);
  }
}

/** The pending items an admin's check asks the provider about in one request: a few seconds of provider calls, whatever the domain holds. */
export const DOMAIN_CHECK_LIMIT = 50;

/**
 * An admin's "update document status": asks the provider now about its own domain's pending
 * documents, then templates, due or not, the longest pending first (by record id), at most `limit`
 * of them, so one request's work is bounded whatever the domain holds and never reaches another
 * domain's; the schedule's runs reach the rest by their due time. `more`: others are pending.
 */
export async function runForDomain(ctx: DomainCtx, options: { limit?: number; now?: () => number } = {}): Promise<StatusRun & { more: boolean }> {
  const { domainId } = ctx.domain;
  const { limit = DOMAIN_CHECK_LIMIT, now = Date.now } = options;
  const totals: StatusRun = { checked: 0, completed: 0, failed: 0 };
  let more = false;
  for (const subject of ['documents', 'templates'] as const) {
    const left = limit - totals.checked;
    // The domain's markers are a range of the subject's (the key's domain id, then record id); one more than
    // can be checked says whether others wait. Ids sharing the domain id's digits sort after it: kept out.
    const { data } = await ctx.db.entities.pendingSigning.query
      .bySubject({ shard: 0, subject: subject === 'documents' ? 'document' : 'template', domainId })
      .go({ count: left + 1, limit: left + 1 });
    const mine = data.filter((marker) => marker.domainId === domainId);
    if (mine.length > left) more = true;
    await inBatches(mine.slice(0, left), (marker) => check(ctx, async () => ctx, subject, marker, totals, { backOffFailed: false, now: now() }));
    if (more) break;
  }
  return { ...totals, more };
}

/** Puts the next check of a document still pending further off; a marker removed meanwhile (settled) stays removed. */
async function backOff(core: Core, marker: Marker, now: number) {
  await core.db.entities.pendingSigning
    .patch(marker)
    .set(afterCheck(marker.checks ?? 0, now))
    .go()
    .catch((e: unknown) => {
      if (!(e instanceof Error && /conditional/i.test(e.message))) throw e;
    });
}

/** Whether the document is settled now (completed, declined, gone). */
async function refreshDocument(ctx: DomainCtx, recordId: number): Promise<boolean> {
  const { data: doc } = await ctx.db.entities.signingDocument.get({ domainId: ctx.domain.domainId, recordId }).go();
  if (!doc) {
    await ctx.db.entities.pendingSigning.delete({ shard: 0, subject: 'document', domainId: ctx.domain.domainId, recordId }).go();
    return true;
  }
  return (await refresh(ctx, doc)).status !== 'Pending';
}
