import type { DomainCtx } from '../context';
import type { EntityItem } from 'electrodb';
import { decodeTextCursor, encodeTextCursor, examine, type Page } from '../db/paging';
import type { EntryEntity } from '../db/entry.entity';
import type { ReportPlan } from './report-plan';
import { axes } from './report-lists';

/** What a position looks like: an ISO date, '#', a zero-padded id (see positionOf). */
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z#\d{10}$/;
/** Entries read per Query when a page checks filters on them. */
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

type ReportEntry = EntityItem<EntryEntity>;

/** Whether an entry names every axis the plan checks and holds every term. */
const passes = (plan: ReportPlan) => (e: ReportEntry) =>
  axes.every((a) => plan.check[a] === undefined || e[a] === plan.check[a]) && plan.terms.every((t) => (e.text ?? '').includes(t));

/**
 * Reads of a plan's lists, newest first, from just before a position (inclusive bound `before`)
 * within the day range. Several lists (a search's two posting lists, and the lists of the products
 * its term names: at most four for any word of the catalog's names) are read side by side and
 * merged, a sale in several once: only entries down to the highest of the reads' last positions are
 * answered (below it, a read that stopped there may hold entries not read yet), so the merge keeps
 * the lists' order and a page goes on from its last entry. Each read asks `limit` of each list.
 */
const reader =
  (ctx: DomainCtx, plan: ReportPlan) =>
  async (after: string | undefined, limit: number): Promise<{ data: ReportEntry[]; cursor: string | null }> => {
    const range = bounds(plan, after === undefined ? undefined : before(after));
    if (!range) return { data: [], cursor: null };
    const reads = await Promise.all(
      plan.lists.map((list) =>
        ctx.db.entities.entry.query
          .byList({ domainId: ctx.domain.domainId, list })
          .between({ position: range[0] }, { position: range[1] })
          .go({ order: 'desc', limit, count: limit }),
      ),
    );
    if (reads.length === 1) return reads[0]!;
    const unfinished = reads.filter((r) => r.cursor !== null && r.data.length);
    const floor = unfinished.map((r) => r.data[r.data.length - 1]!.position).reduce((a, b) => (a > b ? a : b), '');
    const merged = [...new Map(reads.flatMap((r) => r.data).map((e) => [e.position, e])).values()]
      .filter((e) => e.position >= floor)
      .sort((a, b) => (a.position < b.position ? 1 : -1));
    return { data: merged, cursor: unfinished.length ? 'more' : null };
  };

/**
 * One page of a report's transaction ids, newest first: a Query from the cursor's position (the
 * cursor is bound to the query) with the day range as the key condition. With checks, entries are
 * read in batches until the page is full or FILTER_READ were read: the page may then be short, its
 * cursor naming the last entry read, so every match is still reached.
 */
export async function idPage(ctx: DomainCtx, plan: ReportPlan, cursor: string | null | undefined, size: number): Promise<IdPage> {
  const after = decodeTextCursor(plan.signature, cursor, POSITION);
  if (plan.empty) return { items: [], cursor: null, paid: new Map() };
  if (!filtered(plan)) {
    const { data, cursor: more } = await reader(ctx, plan)(after, size);
    const last = data[data.length - 1];
    return {
      items: data.map((e) => e.itemId),
      cursor: data.length === size && more !== null && last ? encodeTextCursor(plan.signature, last.position) : null,
      paid: paidOf(data),
    };
  }
  const found = await examine(reader(ctx, plan), (e) => e.position, passes(plan), { after, want: size + 1, batch: Math.max(FILTERED_BATCH, size + 1) });
  const items = found.matched.slice(0, size);
  const next = found.matched.length > size ? items[items.length - 1]!.position : found.ended ? undefined : found.last;
  return { items: items.map((e) => e.itemId), cursor: next === undefined ? null : encodeTextCursor(plan.signature, next), paid: paidOf(items) };
}

/**
 * A page of ids, with what each entry says of its sale's commission (paid: it carries the paid
 * amount, 0 for a sale a coupon paid whole), for the entries that carry amounts: a row whose record says otherwise is one the
 * projector has not reached yet, and its report's totals are about to move.
 */
export interface IdPage extends Omit<Page<number>, 'count'> {
  paid: ReadonlyMap<number, boolean>;
}

const paidOf = (entries: readonly ReportEntry[]) =>
  new Map(entries.filter((e) => e.amountCents !== undefined).map((e) => [e.itemId, e.paidCents !== undefined]));

/** How many transactions match, a lower bound when `atLeast`; their amount, and that of those whose commission was paid (cents). */
export interface ReportTotals {
  count: number;
  atLeast?: boolean;
  amountCents: number;
  paidCents: number;
}

/**
 * The totals of a report's matches: the counters' when the plan has them, else the matches among
 * the first FILTER_READ entries of the chosen list in the range (each entry carries its sale's
 * amounts): exact when the range ends within them, a lower bound (`atLeast`) otherwise. The plan
 * chose the smallest list there is.
 */
export async function countOf(ctx: DomainCtx, plan: ReportPlan): Promise<ReportTotals> {
  if (plan.count !== undefined) return { count: plan.count, amountCents: plan.amountCents ?? 0, paidCents: plan.paidCents ?? 0 };
  if (plan.empty) return { count: 0, amountCents: 0, paidCents: 0 };
  const found = await examine(reader(ctx, plan), (e) => e.position, passes(plan), { want: Number.POSITIVE_INFINITY });
  const sum = (field: 'amountCents' | 'paidCents') => found.matched.reduce((total, e) => total + (e[field] ?? 0), 0);
  const totals = { count: found.matched.length, amountCents: sum('amountCents'), paidCents: sum('paidCents') };
  return found.ended ? totals : { ...totals, atLeast: true };
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
