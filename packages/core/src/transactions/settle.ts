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
const marker = (e: TxEntities, t: TransactionRecord) =>
  e.pendingPayment.delete({ shard: 0, since: t.date, domainId: t.domainId, transactionId: t.transactionId });

/** The partition of the released checkouts still watched for a late charge; `since` is when each is next due. */
export const WATCH_SHARD = 1;
/**
 * How long a released checkout is watched: a charge request the gateway received but answered
 * late goes through within minutes, and any charge has settled by the second daily cutoff after it.
 */
export const WATCH_MS = 48 * 3_600_000;

/** A watch marker as stored. */
export interface Watch {
  since: string;
  domainId: number;
  transactionId: number;
  watchUntil?: string;
}

const watchKey = (w: Watch) => ({ shard: WATCH_SHARD, since: w.since, domainId: w.domainId, transactionId: w.transactionId });

/** When a watched checkout is next looked at: soon after the release, then less often (at least 5 minutes, at most 6 hours apart). */
export function nextWatch(now: number, claimedAt: string): string {
  const elapsed = Math.max(0, now - Date.parse(claimedAt));
  return new Date(now + Math.min(6 * 3_600_000, Math.max(5 * 60_000, elapsed / 2))).toISOString();
}

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
        .set({
          status,
          updatedAt: now,
          outcomeUnknown: false,
          failureKind: failure.kind,
          failureReason: failure.reason.slice(0, 500),
          gatewayTransactionId: failure.gatewayTransactionId ?? '',
        })
        .where((attr, op) => op.eq(attr.status, 'pending')),
      marker(e, t),
      ...(giveBack && t.couponId !== undefined ? [Coupons.release(e, t.domainId, t.couponId)] : []),
    ]);
  const outcome = await settle(true);
  // A coupon removed (or reset by an admin) meanwhile has no use to give back: settle without it.
  if (!outcome.ok && failedCondition(outcome, 2) && !failedCondition(outcome, 0)) await settle(false);
  return reread(ctx, t);
}

/**
 * Settles a pending checkout of which the gateway has no charge as released, without giving its
 * coupon's use back yet: the charge request may still be carried out late. The pending marker
 * becomes a watch marker, so the status job looks for a late charge until WATCH_MS after the claim
 * (`endWatch`); the buyer is told nothing was charged, and may pay again.
 */
export async function markReleased(ctx: DomainCtx, t: TransactionRecord, reason: string, now = Date.now()): Promise<TransactionRecord> {
  const at = new Date(now).toISOString();
  await transact(ctx.db, (e) => [
    e.transaction
      .patch(key(t))
      .set({ status: 'released', updatedAt: at, outcomeUnknown: false, failureKind: 'error', failureReason: reason.slice(0, 500) })
      .where((attr, op) => op.eq(attr.status, 'pending')),
    marker(e, t),
    e.pendingPayment.create({
      ...watchKey({ since: nextWatch(now, t.date), domainId: t.domainId, transactionId: t.transactionId }),
      watchUntil: new Date(Date.parse(t.date) + WATCH_MS).toISOString(),
    }),
  ]);
  return reread(ctx, t);
}

/** Moves a watch marker to its next check. */
export async function rescheduleWatch(ctx: DomainCtx, watch: Watch, since: string): Promise<void> {
  await transact(ctx.db, (e) => [
    e.pendingPayment.delete(watchKey(watch)),
    e.pendingPayment.create({ ...watchKey({ ...watch, since }), watchUntil: watch.watchUntil }),
  ]);
}

/**
 * Ends the watch of a released checkout once no charge of it can follow (the watch is over, or a
 * late charge was found and undone): the coupon's use is given back and the marker removed, in one
 * transaction conditional on the checkout still being released, with what was undone recorded.
 */
export async function endWatch(
  ctx: DomainCtx,
  t: TransactionRecord,
  watch: Watch,
  late?: { chargeId: string; action: 'voided' | 'refunded' | 'none' },
): Promise<void> {
  const now = new Date().toISOString();
  const end = (giveBack: boolean) =>
    transact(ctx.db, (e) => [
      e.transaction
        .patch(key(t))
        .set({ updatedAt: now, ...(late ? { lateChargeId: late.chargeId, lateChargeAction: late.action, lateChargeAt: now } : {}) })
        .where((attr, op) => op.eq(attr.status, 'released')),
      e.pendingPayment.delete(watchKey(watch)),
      ...(giveBack && t.couponId !== undefined ? [Coupons.release(e, t.domainId, t.couponId)] : []),
    ]);
  const outcome = await end(true);
  // A coupon removed (or reset by an admin) meanwhile has no use to give back.
  if (!outcome.ok && failedCondition(outcome, 2) && !failedCondition(outcome, 0)) await end(false);
}

/** Notes on a pending transaction what is known so far: the gateway did not answer (or held it), and with which card. */
export async function markUnknown(
  ctx: DomainCtx,
  t: TransactionRecord,
  fields: { gatewayTransactionId?: string; customerProfileId?: string; paymentProfileId?: string },
): Promise<TransactionRecord> {
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
