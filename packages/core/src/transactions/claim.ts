import { setTimeout as sleep } from 'node:timers/promises';
import { COUPON_USED_UP, type CheckoutOrder } from '@portal/contracts';
import type { MemberCtx } from '../context';
import * as Coupons from '../coupons/redemption';
import { failedCondition, transact, type TxEntities, type TxWrite } from '../db/transact';
import { DomainError, tooMany } from '../errors';
import type { Order } from './order';
import { invoiceIdOf, lastIdOf, TRANSACTION_SEQUENCE, type TransactionRecord } from './transactions';

/** How long a checkout key answers replays (the table's TTL removes it after). */
const KEY_DAYS = 7;
/** Claims that lose to concurrent checkouts of the same domain read the counter again, this many times. */
const CLAIM_ATTEMPTS = 120;

export type CheckoutKeyRecord = { domainId: number; memberId: number; key: string; bodyHash: string; transactionId: number };

export async function keyOf(ctx: MemberCtx, key: string): Promise<CheckoutKeyRecord | undefined> {
  const { data } = await ctx.db.entities.checkoutKey.get({ domainId: ctx.domain.domainId, memberId: ctx.member.memberId, key }).go({ consistent: true });
  return data ?? undefined;
}

const address = (a: CheckoutOrder['addressInfo'] | undefined) =>
  a && {
    company: a.company ?? '',
    address1: a.address1,
    address2: a.address2 ?? '',
    city: a.city,
    state: a.state,
    countryDesc: a.country_desc,
    countryCode: a.country_code ?? '',
    zipCode: a.zip_code ?? '',
  };

/** The transaction record a claim writes: pending, or paid at once when there is nothing to charge. */
function recordOf(ctx: MemberCtx, body: CheckoutOrder, order: Order, transactionId: number, now: string): TransactionRecord {
  const t = order.totals;
  const p = body.create_patient;
  return {
    domainId: ctx.domain.domainId,
    transactionId,
    invoiceId: invoiceIdOf(ctx.domain.domainId, transactionId),
    status: t.totalCents === 0 ? 'paid' : 'pending',
    idempotencyKey: body.idempotency_key,
    date: now,
    updatedAt: now,
    ...(t.totalCents === 0 ? { paidAt: now } : {}),
    productId: order.product.productId,
    productName: order.product.name,
    quantity: t.quantity,
    priceCents: t.priceCents,
    shippingCents: t.shippingCents,
    harvestFeeCents: t.harvestFeeCents,
    discountCents: t.discountCents,
    totalCents: t.totalCents,
    couponId: order.coupon?.couponId,
    couponCode: order.coupon?.code,
    buyerId: order.buyer.memberId,
    patientId: order.patientId,
    harvestCenterId: order.harvestCenterId,
    referralHarvestCenterId: order.referralHarvestCenterId,
    hcStaffId: order.hcStaffId,
    salesRepId: order.salesRepId,
    salesManagerId: order.salesManagerId,
    salesDistributorId: order.salesDistributorId,
    email: body.email,
    phoneNumber: body.phone_number,
    billing: address(body.addressInfo),
    shipping: address(body.shippingInfo),
    shippingDate: body.shipping_date,
    orderDescription: body.order_description ?? '',
    newPatient: p && {
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      phoneNumber: p.phone_number ?? '',
      requiredSignature: p.required_signature,
    },
    commissionPaid: false,
    transactionNote: '',
    history: [],
  };
}

export type Claim = { claimed: TransactionRecord } | { replay: CheckoutKeyRecord };

/**
 * Claims a checkout in one transaction: the idempotency key (on condition it is new), the next id
 * of the domain's transaction counter (on condition no other claim took it meanwhile), the
 * transaction record, its pending marker, and the coupon's use (on condition it has one left).
 * A key already claimed answers that claim (a replay); a coupon without uses is refused; a claim
 * that lost the id to another reads the counter again. Nothing is charged before it succeeds.
 * A checkout with nothing to charge is paid at once (the projector puts it in the reports).
 */
export async function claim(ctx: MemberCtx, body: CheckoutOrder, order: Order, bodyHash: string): Promise<Claim> {
  const { domainId } = ctx.domain;
  const memberId = ctx.member.memberId;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const last = await lastIdOf(ctx);
    const now = new Date().toISOString();
    const record = recordOf(ctx, body, order, last + 1, now);
    const writes = (e: TxEntities): TxWrite[] => [
      e.checkoutKey.create({
        domainId,
        memberId,
        key: body.idempotency_key,
        bodyHash,
        transactionId: record.transactionId,
        expiresAt: Math.floor(Date.now() / 1000) + KEY_DAYS * 86_400,
      }),
      e.counter
        .update({ domainId, name: TRANSACTION_SEQUENCE })
        .add({ value: 1 })
        .where((attr, op) => (last === 0 ? op.notExists(attr.value) : op.eq(attr.value, last))),
      e.transaction.create(record),
      ...(record.status === 'pending' ? [e.pendingPayment.create({ shard: 0, since: now, domainId, transactionId: record.transactionId })] : []),
      ...(order.coupon ? [Coupons.redemption(e, domainId, order.coupon.couponId)] : []),
    ];
    const outcome = await transact(ctx.db, writes, 0);
    if (outcome.ok) return { claimed: record };
    if (failedCondition(outcome, 0)) {
      const existing = await keyOf(ctx, body.idempotency_key);
      if (existing) return { replay: existing };
    }
    const couponAt = record.status === 'pending' ? 4 : 3;
    if (order.coupon && failedCondition(outcome, couponAt)) {
      const now = await Coupons.check(ctx, order.coupon.code, { productId: order.product.productId, harvestCenterId: order.harvestCenterId });
      throw new DomainError('conflict', 'reason' in now ? now.reason : COUPON_USED_UP, 'coupon_refused');
    }
    if (failedCondition(outcome, 2) && !failedCondition(outcome, 1))
      throw new Error(`Transaction ${record.transactionId} of domain ${domainId} exists beyond its counter.`);
    await sleep(Math.random() * Math.min(250, 5 + attempt * 5));
  }
  throw tooMany('Many checkouts are being processed right now. Nothing was charged; please try again.');
}
