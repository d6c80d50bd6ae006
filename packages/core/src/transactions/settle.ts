import type { DomainCtx } from '../context';
import * as Coupons from '../coupons/redemption';
import { failedCondition, transact, type TxEntities } from '../db/transact';
import { fromId, type TransactionRecord } from './transactions';

/** What the gateway said about a payment that went through. */
export interface Charged {
  gatewayTransactionId: string;
  accountNumber?: string;
  accountType?: string;
  customerProfileId?: string;
  paymentProfileId?: string;
}

const key = (t: TransactionRecord) => ({ domainId: t.domainId, transactionId: t.transactionId });
const marker = (e: TxEntities, t: TransactionRecord) => e.pendingPayment.delete({ shard: 0, since: t.date, domainId: t.domainId, transactionId: t.transactionId });

/** The transaction as stored now (after a settle lost to another, the winner's outcome). */
async function reread(ctx: DomainCtx, t: TransactionRecord): Promise<TransactionRecord> {
  const stored = await fromId(ctx, t.transactionId);
  if (!stored) throw new Error(`transaction ${t.transactionId} of domain ${t.domainId} vanished`);
  return stored;
}

/**
 * Marks a pending transaction paid, on condition it is still pending (the claim is still ours: the
 * status job has not settled it), and removes its pending marker, in one transaction; the projector
 * puts it in the reports (transactions/report-projection.ts). Answers the stored transaction
 * and whether this call made it paid, so the receipt and the new patient follow once.
 */
export async function markPaid(ctx: DomainCtx, t: TransactionRecord, charged: Charged): Promise<{ transaction: TransactionRecord; won: boolean }> {
  const now = new Date().toISOString();
  const outcome = await transact(ctx.db, (e) => [
    e.transaction
      .patch(key(t))
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        outcomeUnknown: false,
        gatewayTransactionId: charged.gatewayTransactionId,
        accountNumber: charged.accountNumber ?? '',
        accountType: charged.accountType ?? '',
        ...(charged.customerProfileId ? { customerProfileId: charged.customerProfileId, paymentProfileId: charged.paymentProfileId ?? '' } : {}),
      })
      .where((attr, op) => op.eq(attr.status, 'pending')),
    marker(e, t),
  ]);
  return { transaction: await reread(ctx, t), won: outcome.ok };
}

/**
 * Settles a pending transaction as not paid: `declined` when the gateway refused the card or the
 * request, `released` when no charge was made at all. The coupon's use is given back in the same
 * transaction, on condition it is still pending, so a use is given back once.
 */
export async function markFailed(
  ctx: DomainCtx,
  t: TransactionRecord,
  status: 'declined' | 'released',
  failure: { kind: 'declined' | 'error'; reason: string; gatewayTransactionId?: string },
): Promise<TransactionRecord> {
  const now = new Date().toISOString();
  const settle = (giveBack: boolean) =>
    transact(ctx.db, (e) => [
      e.transaction
        .patch(key(t))
        .set({ status, updatedAt: now, outcomeUnknown: false, failureKind: failure.kind, failureReason: failure.reason.slice(0, 500), gatewayTransactionId: failure.gatewayTransactionId ?? '' })
        .where((attr, op) => op.eq(attr.status, 'pending')),
      marker(e, t),
      ...(giveBack && t.couponId !== undefined ? [Coupons.release(e, t.domainId, t.couponId)] : []),
    ]);
  const outcome = await settle(true);
  // A coupon removed (or reset by an admin) meanwhile has no use to give back: settle without it.
  if (!outcome.ok && failedCondition(outcome, 2) && !failedCondition(outcome, 0)) await settle(false);
  return reread(ctx, t);
}

/** Notes on a pending transaction what is known so far: the gateway did not answer (or held it), and with which card. */
export async function markUnknown(ctx: DomainCtx, t: TransactionRecord, fields: { gatewayTransactionId?: string; customerProfileId?: string; paymentProfileId?: string }): Promise<TransactionRecord> {
  await ctx.db.entities.transaction
    .patch(key(t))
    .set({ outcomeUnknown: true, updatedAt: new Date().toISOString(), ...fields })
    .where((attr, op) => op.eq(attr.status, 'pending'))
    .go()
    .catch((e: unknown) => {
      if (!(e instanceof Error && /conditional/i.test(e.message))) throw e;
    });
  return reread(ctx, t);
}
