import {
  FILTERS_ALL_REPORT_ONLY,
  Membership,
  TRANSACTION_CHANGED,
  TRANSACTION_UPDATED,
  type Action,
  type MembershipId,
  type TransactionDetail,
  type TransactionListQuery,
  type TransactionPage,
  type TransactionReportKind,
  type TransactionUpdate,
  type TransactionUpdated,
} from '@portal/contracts';
import type { z } from 'zod';
import * as Audit from '../audit/audit';
import type { MemberCtx } from '../context';
import { toWire } from '../db/paging';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { listOwner, may } from '../members/scope';
import { countOf, idPage } from './report-read';
import { planReport, type ReportPlan, type ReportQuery } from './report-plan';
import type { Axis } from './report-lists';
import { detailOf, partiesOf, rowsOf } from './report-rows';
import type { RowView } from './row-view';
import { fromId, type TransactionRecord } from './transactions';
import { DOMAIN_LISTS, pendingFor } from '../projections/follow-ups';

/** The admin's filters as the query names them, and the axis each reads. */
const filterAxes = {
  sales_rep_id: 'salesRepId',
  sales_manager_id: 'salesManagerId',
  sales_distributor_id: 'salesDistributorId',
  harvest_center_id: 'harvestCenterId',
  referral_harvest_center_id: 'referralHarvestCenterId',
  product_id: 'productId',
  patient_id: 'patientId',
} as const satisfies Record<string, Axis>;

/** A parsed report query: the list query with its defaults applied. */
export type ReportRequest = Partial<Record<keyof typeof filterAxes, number>> & {
  page_size?: number;
  cursor?: string;
  search?: string;
  date_after?: string;
  date_before?: string;
};
export type ParsedListQuery = z.output<z.ZodType<TransactionListQuery>>;

/**
 * Whose transactions each member report shows: the rep's sales, the manager's team's, the
 * distributor's teams', the center's; each as recorded at the time of sale, so a rep who moves to
 * another team leaves its past sales with the team it sold for (the commission rule).
 */
export const reportScopes = {
  sales_rep: { axis: 'salesRepId', membership: Membership.SalesRep, own: 'transactions:read-own-sales' },
  sales_manager: { axis: 'salesManagerId', membership: Membership.SalesManager, own: 'transactions:read-team' },
  sales_distributor: { axis: 'salesDistributorId', membership: Membership.SalesDistributor, own: 'transactions:read-teams' },
  harvest_center: { axis: 'harvestCenterId', membership: Membership.HarvestCenter, own: 'transactions:read-center' },
} as const satisfies Record<Exclude<TransactionReportKind, 'all'>, { axis: Axis; membership: MembershipId; own: Action }>;

/**
 * The scope of a report: the whole domain for admins ('all'); else the owner's axis, where the owner
 * is the acting member itself (staff act as their center) or, for admins, any member of that
 * membership. Another member's report, or a member of another domain, is a 404.
 */
export async function scopeOf(
  ctx: MemberCtx,
  kind: TransactionReportKind,
  ownerId?: number,
): Promise<{ scope: Partial<Record<Axis, number>>; ownerId: number }> {
  if (kind === 'all') {
    if (!may(ctx, 'transactions:read-all')) throw forbidden();
    return { scope: {}, ownerId: ctx.member.memberId };
  }
  const s = reportScopes[kind];
  const owner = await listOwner(ctx, ownerId ?? ctx.member.memberId, s.membership, s.own, 'transactions:read-all');
  return { scope: { [s.axis]: owner.memberId }, ownerId: owner.memberId };
}

/**
 * The report query of a request: its scope, the admin's filters, the day range and the search. The
 * filters are the all-transactions report's: on a member's own report they would sort its rows by
 * members its reader may not see (a center's sales by the sales team above the rep), so they are refused.
 */
export function reportQuery(kind: TransactionReportKind, scope: Partial<Record<Axis, number>>, q: ReportRequest): ReportQuery {
  if (kind !== 'all' && Object.keys(filterAxes).some((name) => q[name as keyof typeof filterAxes] !== undefined)) throw invalid(FILTERS_ALL_REPORT_ONLY);
  const filters = Object.fromEntries(
    Object.entries(filterAxes).flatMap(([name, axis]) =>
      q[name as keyof typeof filterAxes] === undefined ? [] : [[axis, q[name as keyof typeof filterAxes]]],
    ),
  ) as Partial<Record<Axis, number>>;
  return { scope, filters, range: { after: q.date_after, before: q.date_before }, search: q.search };
}

/**
 * How the acting member sees the rows of a report (report-rows.ts): admins whole, a center's report
 * (its own, or its staff's) without the commission and the sales team above the rep, the sales
 * team's without the admin's notes.
 */
export const rowViewOf = (ctx: MemberCtx, kind: TransactionReportKind): RowView =>
  may(ctx, 'transactions:read-all') ? 'admin' : kind === 'harvest_center' ? 'center' : 'sales';

/** One page of a report, newest first, with how many match in all. */
export async function page(ctx: MemberCtx, kind: TransactionReportKind, ownerId: number | undefined, q: ReportRequest, size: number): Promise<TransactionPage> {
  const { scope } = await scopeOf(ctx, kind, ownerId);
  const query = reportQuery(kind, scope, q);
  const plan: ReportPlan = await planReport(ctx, query);
  // Being updated while a rename is carried to the sales of a member the report is of or filtered by (every sale's: the domain's).
  const named = [...Object.values(query.scope), ...Object.values(query.filters)].filter((id): id is number => id !== undefined);
  const [ids, count, updating] = await Promise.all([
    idPage(ctx, plan, q.cursor, size),
    countOf(ctx, plan),
    pendingFor(ctx, kind === 'all' ? [DOMAIN_LISTS, ...named] : named),
  ]);
  const view = rowViewOf(ctx, kind);
  const rows = await rowsOf(ctx, ids.items, view);
  // A center's rows do not show the commission: nor do its totals. A row whose commission changed
  // since its entries were written (an admin's edit a moment ago) says the totals are being updated.
  const commission =
    view === 'center' ? {} : { total_commission_paid_cents: count.paidCents, total_commission_unpaid_cents: count.amountCents - count.paidCents };
  const lagging = view !== 'center' && rows.some((r) => ids.paid.has(r.id) && ids.paid.get(r.id) !== r.commission_paid);
  return {
    ...toWire({ items: ids.items, cursor: ids.cursor, ...count }, size, rows, updating || lagging),
    total_amount_cents: count.amountCents,
    ...commission,
  };
}

/**
 * Which of the acting member's reports include the transaction: 'all' for admins; else the first of
 * its own reports that names it (the sales team's before a center's), or none.
 */
function reportOf(ctx: MemberCtx, t: TransactionRecord): TransactionReportKind | undefined {
  if (may(ctx, 'transactions:read-all')) return 'all';
  const me = ctx.member.memberId;
  const kinds = Object.keys(reportScopes) as (keyof typeof reportScopes)[];
  return kinds.find((kind) => {
    const s = reportScopes[kind];
    return t[s.axis] === me && ctx.member.memberships.includes(s.membership) && may(ctx, s.own);
  });
}

/** A paid transaction of the domain the acting member's reports show, and the report it is in; anything else is a 404. */
async function visible(ctx: MemberCtx, transactionId: number): Promise<{ t: TransactionRecord; kind: TransactionReportKind }> {
  const t = await fromId(ctx, transactionId);
  const kind = t?.status === 'paid' ? reportOf(ctx, t) : undefined;
  if (!t || !kind) throw notFound('Transaction');
  return { t, kind };
}

/** GET transactions/{id}/: one transaction of the member's reports, as that report shows it (admins: with its notes). */
export async function detail(ctx: MemberCtx, transactionId: number): Promise<TransactionDetail> {
  const { t, kind } = await visible(ctx, transactionId);
  const view = rowViewOf(ctx, kind);
  return detailOf(t, await partiesOf(ctx, [t], view), view);
}

const editable = (t: TransactionRecord) => ({ commission_paid: t.commissionPaid ?? false, transaction_note: t.transactionNote ?? '' });

/** The notes a transaction's history keeps: the last ones (an edit's every detail is in the audit log). */
export const TRANSACTION_HISTORY_KEPT = 50;

/**
 * PATCH transactions/{id}/ (admins): sets commission paid and the note, and adds the note with its
 * date to the history (its last TRANSACTION_HISTORY_KEPT notes), on condition the transaction is still the version the form read (`updated_at`;
 * else a 409: reload), so an edit never undoes another admin's newer one. Amounts are not editable.
 * The audit log records who, when, and the fields before and after.
 */
export async function update(ctx: MemberCtx, transactionId: number, change: TransactionUpdate): Promise<TransactionUpdated> {
  if (!may(ctx, 'transactions:edit')) throw forbidden();
  const { t } = await visible(ctx, transactionId);
  if (t.updatedAt !== change.updated_at) throw conflict(TRANSACTION_CHANGED);
  const now = new Date().toISOString();
  const note = { note: change.transaction_note, date: now };
  // The record keeps the last notes (the audit log keeps every edit): a sale edited again and again stays one small item.
  const history = [...(t.history ?? []).slice(-(TRANSACTION_HISTORY_KEPT - 1)), note];
  try {
    await ctx.db.entities.transaction
      .patch({ domainId: t.domainId, transactionId })
      .set({ commissionPaid: change.commission_paid, transactionNote: change.transaction_note, updatedAt: now, history })
      // The version the form read, and the notes this read holds: a note the payment's follow-up adds (after-payment.ts) moves no version.
      .where(
        (attr, op) =>
          `${op.eq(attr.status, 'paid')} AND ${op.eq(attr.updatedAt, t.updatedAt)} AND ${
            t.history === undefined ? op.notExists(attr.history) : `${op.size(attr.history)} = ${op.escape(t.history.length)}`
          }`,
      )
      .go();
  } catch (e) {
    if (e instanceof Error && /conditional/i.test(e.message)) throw conflict(TRANSACTION_CHANGED);
    throw e;
  }
  const after = {
    ...t,
    commissionPaid: change.commission_paid,
    transactionNote: change.transaction_note,
    updatedAt: now,
    history,
  };
  await Audit.record(ctx, {
    action: 'transaction:update',
    target: `transaction/${transactionId}`,
    detail: JSON.stringify({ at: now, before: editable(t), after: editable(after) }),
  });
  return { message: TRANSACTION_UPDATED, transaction: detailOf(after, await partiesOf(ctx, [after], 'admin'), 'admin') };
}
