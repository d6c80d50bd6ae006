import type { TransactionDetail, TransactionParty, TransactionRow } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { readEvery } from '../db/batches';
import * as Members from '../members/members';
import { searchNames } from './report-search';
import type { RowView } from './row-view';
import type { TransactionRecord } from './transactions';

/** The member fields a transaction names. */
const partyFields = ['patientId', 'harvestCenterId', 'referralHarvestCenterId', 'hcStaffId', 'salesRepId', 'salesManagerId', 'salesDistributorId'] as const;

/** A member as a row names it; a center's view leaves out whom a rep reports to (the sales team above the rep). */
const partyOf = (m: MemberRecord | undefined, view: RowView): TransactionParty | null =>
  m
    ? {
        id: m.memberId,
        first_name: m.firstName,
        last_name: m.lastName,
        company: m.company ?? '',
        username: `${m.firstName} ${m.lastName}`.trim(),
        email: m.email,
        sales_manager: view === 'center' ? null : (m.salesManagerId ?? null),
      }
    : null;

/** BatchGets of 100 sent at once: an export's batch of 500 rows reads its records in one round. */
const BATCH_CONCURRENCY = 5;

/** Transactions by id, in the order given, in BatchGets (`consistent`: a change a moment ago is read); ids of no transaction are left out. */
export async function transactionsOf(ctx: DomainCtx, ids: readonly number[], options: { consistent?: boolean } = {}): Promise<TransactionRecord[]> {
  return readEvery(
    ids.map((transactionId) => ({ domainId: ctx.domain.domainId, transactionId })),
    (keys) => ctx.db.entities.transaction.get(keys).go({ concurrent: BATCH_CONCURRENCY, consistent: options.consistent ?? false }),
    (k) => k.transactionId,
  );
}

/**
 * The members the transactions name as `view` shows them (a center's, without the team above the
 * rep), read once each in BatchGets (`consistent`: a rename a moment ago is read).
 */
export async function partiesOf(
  ctx: DomainCtx,
  records: readonly TransactionRecord[],
  view: RowView,
  options: { consistent?: boolean } = {},
): Promise<Map<number, MemberRecord>> {
  const fields = view === 'center' ? partyFields.filter((f) => f !== 'salesManagerId' && f !== 'salesDistributorId') : partyFields;
  const ids = [...new Set(records.flatMap((t) => fields.map((f) => t[f]).filter((id): id is number => typeof id === 'number')))];
  return new Map((await Members.many(ctx, ids, BATCH_CONCURRENCY, options)).map((m) => [m.memberId, m]));
}

/** A report row: the transaction as sold, and the members it names as they are now, as `view` shows it. */
export function rowOf(t: TransactionRecord, parties: Map<number, MemberRecord>, view: RowView): TransactionRow {
  const party = (id: number | undefined) => partyOf(id === undefined ? undefined : parties.get(id), view);
  return {
    id: t.transactionId,
    invoice_id: t.invoiceId,
    date: t.date,
    product_id: t.productId,
    product_name: t.productName,
    quantity: t.quantity,
    amount_cents: t.totalCents,
    price_cents: t.priceCents,
    shipping_fee_cents: t.shippingCents,
    harvest_fee_cents: t.harvestFeeCents,
    coupon_code_used: t.couponCode ?? null,
    coupon_code_amount_cents: t.discountCents,
    patient: party(t.patientId),
    harvest_center: party(t.harvestCenterId),
    referral_harvest_center: party(t.referralHarvestCenterId),
    hc_staff_desc: party(t.hcStaffId),
    sales_rep: party(t.salesRepId),
    ...(view === 'center'
      ? {}
      : { commission_paid: t.commissionPaid ?? false, sales_manager: party(t.salesManagerId), sales_distributor: party(t.salesDistributorId) }),
    ...(view === 'admin' ? { transaction_note: t.transactionNote ?? '', updated_at: t.updatedAt } : {}),
  };
}

export const detailOf = (t: TransactionRecord, parties: Map<number, MemberRecord>, view: RowView): TransactionDetail => ({
  ...rowOf(t, parties, view),
  ...(view === 'admin' ? { transaction_history: (t.history ?? []).map((n) => ({ note: n.note, date: n.date })) } : {}),
});

/** The rows of transactions by id, as `view` shows them, with their members read in one batch. */
export async function rowsOf(ctx: DomainCtx, ids: readonly number[], view: RowView): Promise<TransactionRow[]> {
  const records = await transactionsOf(ctx, ids);
  const parties = await partiesOf(ctx, records, view);
  return records.map((t) => rowOf(t, parties, view));
}

/** The names a transaction is searched by (at the time of sale), in the order of searchNames: all its members' names and companies (the admin's view), and the product. */
export async function partyNames(ctx: DomainCtx, t: TransactionRecord): Promise<string[]> {
  const parties = await partiesOf(ctx, [t], 'admin');
  return searchNames(t, (id) => parties.get(id));
}
