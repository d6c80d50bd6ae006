import type { DomainCtx } from '../context';
import { decodeTextCursor, encodeTextCursor, type Page } from '../db/paging';
import type { ReportPlan } from './report-plan';
import { axes } from './report-lists';

/** What a position looks like: an ISO date, '#', a zero-padded id (see positionOf). */
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z#\d{10}$/;
/** Entries read per request when a page checks filters on them. */
const FILTERED_BATCH = 200;

/** The key bounds of a plan's day range (inclusive), closed at `upTo` when a page continues from a cursor. */
function bounds(plan: ReportPlan, upTo?: string): [string, string] | undefined {
  const lo = plan.range.after ? `${plan.range.after}T00:00:00.000Z` : '0';
  let hi = plan.range.before ? `${plan.range.before}T23:59:59.999Z#9999999999` : '~';
  if (upTo !== undefined && upTo < hi) hi = upTo;
  return lo <= hi ? [lo, hi] : undefined;
}

/** The position just before `position` in the list's order: the same date with the previous id, inclusive. */
function before(position: string): string {
  const [date, id] = position.split('#') as [string, string];
  return `${date}#${String(Math.max(0, Number(id) - 1)).padStart(10, '0')}`;
}

const filtered = (plan: ReportPlan) => Boolean(Object.keys(plan.check).length || plan.terms.length);

/** The Query of a plan's list within [lo, hi], with its checks as a filter on the entries. */
function query(ctx: DomainCtx, plan: ReportPlan, [lo, hi]: [string, string]) {
  const q = ctx.db.entities.reportEntry.query.byList({ domainId: ctx.domain.domainId, list: plan.list }).between({ position: lo }, { position: hi });
  if (!filtered(plan)) return q;
  return q.where((attr, op) =>
    [
      ...axes.filter((a) => plan.check[a] !== undefined).map((a) => op.eq(attr[a], plan.check[a]!)),
      ...plan.terms.map((t) => op.contains(attr.text, t)),
    ].join(' AND '),
  );
}

/**
 * One page of a report's transaction ids, newest first: a Query from the cursor's position (the
 * cursor is bound to the query) with the day range as the key condition; with checks, read in
 * batches until the page is full.
 */
export async function idPage(ctx: DomainCtx, plan: ReportPlan, cursor: string | null | undefined, size: number): Promise<Omit<Page<number>, 'count'>> {
  const after = decodeTextCursor(plan.signature, cursor, POSITION);
  const range = plan.empty ? undefined : bounds(plan, after === undefined ? undefined : before(after));
  if (!range) return { items: [], cursor: null };
  const { data, cursor: more } = await query(ctx, plan, range).go({ order: 'desc', count: size, limit: filtered(plan) ? Math.max(FILTERED_BATCH, size) : size });
  const last = data[data.length - 1];
  return { items: data.map((e) => e.transactionId), cursor: data.length === size && more !== null && last ? encodeTextCursor(plan.signature, last.position) : null };
}

/**
 * How many transactions match: the counters' total when the plan has it, else the matches of the
 * chosen list in the range, read once (ids only). The plan chose the smallest list there is.
 */
export async function countOf(ctx: DomainCtx, plan: ReportPlan): Promise<number> {
  if (plan.count !== undefined) return plan.count;
  const range = bounds(plan);
  if (!range) return 0;
  const { data } = await query(ctx, plan, range).go({ pages: 'all', attributes: ['transactionId'] });
  return data.length;
}

/** A batch of a report's ids, and the cursor after it (null after the last). */
export interface IdBatch {
  ids: number[];
  next: string | null;
}

/**
 * Every transaction id of a report, newest first, `batch` at a time, from the position `from` names
 * (a cursor an earlier batch answered; the start when null): exports stream them page by page and
 * a long one goes on where its last run stopped.
 */
export async function* idBatches(ctx: DomainCtx, plan: ReportPlan, batch: number, from: string | null = null): AsyncGenerator<IdBatch> {
  let cursor = from;
  do {
    const page: Omit<Page<number>, 'count'> = await idPage(ctx, plan, cursor, batch);
    if (page.items.length) yield { ids: page.items, next: page.cursor };
    cursor = page.cursor;
  } while (cursor);
}
