import { randomUUID } from 'node:crypto';
import type { DomainCtx } from '../context';
import { nextId } from '../db/counters';
import * as Products from '../products/products';
import { transact, type TxEntities, type TxWrite } from '../db/transact';
import { reportWrites } from './report-lists';
import { transactionWords } from './report-search';
import { partyNames } from './report-rows';
import { invoiceIdOf, TRANSACTION_SEQUENCE, type TransactionRecord } from './transactions';

/**
 * The reports show payments made: a transaction joins its report lists (and their counters) in
 * the write that makes it `paid`, never before; pending, declined and released checkouts are in
 * no report. `names` are what it is searched by (see partyNames), read before the write.
 */
export async function reportNames(ctx: DomainCtx, t: TransactionRecord): Promise<string[]> {
  return partyNames(ctx, t);
}

/** The report writes of a transaction made paid now, to add to that write's transaction. */
export const paidWrites = (e: TxEntities, t: TransactionRecord, names: readonly string[]): TxWrite[] => reportWrites(e, { ...t, status: 'paid' }, transactionWords(t, names));

/**
 * Records a transaction that is paid already (demo data, imports): the record, its entries and
 * counters in one TransactWriteItems, on condition the id is new. The same writes as a checkout's.
 */
export async function recordPaid(ctx: DomainCtx, t: TransactionRecord): Promise<void> {
  const names = await reportNames(ctx, t);
  const outcome = await transact(ctx.db, (e) => [e.transaction.create({ ...t, status: 'paid' }), ...paidWrites(e, t, names)]);
  if (!outcome.ok) throw new Error(`transaction ${t.transactionId} of domain ${t.domainId} could not be recorded: ${outcome.reasons.map((r) => r.code).join(',')}`);
}

/** A sale recorded without a checkout (demo data, tests): who it names, what, when. */
export interface Sale {
  date: string;
  productId: number;
  quantity?: number;
  buyerId?: number;
  patientId?: number;
  harvestCenterId?: number;
  referralHarvestCenterId?: number;
  hcStaffId?: number;
  salesRepId?: number;
  salesManagerId?: number;
  salesDistributorId?: number;
  couponCode?: string;
  discountCents?: number;
}

/** The paid transaction record of a sale at the product's price today, with a new id of the domain's sequence. */
export async function saleRecord(ctx: DomainCtx, sale: Sale): Promise<TransactionRecord> {
  const product = await Products.fromId(ctx, sale.productId);
  if (!product) throw new Error(`no product ${sale.productId} in domain ${ctx.domain.domainId}`);
  const transactionId = await nextId(ctx.db, ctx.domain.domainId, TRANSACTION_SEQUENCE);
  const quantity = sale.quantity ?? 1;
  const discountCents = sale.discountCents ?? 0;
  const totalCents = Math.max(0, product.priceCents * quantity - discountCents);
  const { date, productId: _product, quantity: _quantity, discountCents: _discount, ...parties } = sale;
  return {
    ...parties,
    domainId: ctx.domain.domainId,
    transactionId,
    invoiceId: invoiceIdOf(ctx.domain.domainId, transactionId),
    status: 'paid',
    idempotencyKey: randomUUID(),
    date,
    updatedAt: date,
    paidAt: date,
    productId: product.productId,
    productName: product.name,
    quantity,
    priceCents: product.priceCents,
    shippingCents: 0,
    harvestFeeCents: 0,
    discountCents,
    totalCents,
    buyerId: sale.buyerId ?? sale.harvestCenterId ?? sale.patientId ?? 0,
    email: 'sales@portal.test',
    commissionPaid: false,
    transactionNote: '',
    history: [],
  };
}

/** Records a paid sale as a checkout would have (see recordPaid); answers its record. */
export async function recordSale(ctx: DomainCtx, sale: Sale): Promise<TransactionRecord> {
  const record = await saleRecord(ctx, sale);
  await recordPaid(ctx, record);
  return record;
}
