import { randomUUID } from 'node:crypto';
import type { DomainCtx } from '../context';
import { nextId } from '../db/counters';
import * as Products from '../products/products';
import { transact } from '../db/transact';
import { invoiceIdOf, TRANSACTION_SEQUENCE, type TransactionRecord } from './transactions';

/**
 * Records a transaction that is paid already (demo data, imports), on condition the id is new: the
 * record alone, as a checkout's last write; the projector puts it in the reports.
 */
export async function recordPaid(ctx: DomainCtx, t: TransactionRecord): Promise<void> {
  const outcome = await transact(ctx.db, (e) => [e.transaction.create({ ...t, status: 'paid' })]);
  if (!outcome.ok)
    throw new Error(`transaction ${t.transactionId} of domain ${t.domainId} could not be recorded: ${outcome.reasons.map((r) => r.code).join(',')}`);
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
