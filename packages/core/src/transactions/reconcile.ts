import type { EntityItem } from 'electrodb';
import type { Core, DomainCtx, DomainRecord } from '../context';
import * as Domains from '../domains/domains';
import { PaymentsError } from '../providers/payments/port';
import { afterPayment, type EffectLog } from './after-payment';
import type { PendingPaymentEntity } from './pending-payment.entity';
import { endWatch, markFailed, markPaid, markReleased, nextWatch, rescheduleWatch, WATCH_SHARD } from './settle';
import { fromId, NOT_CHARGED } from './transactions';

type Marker = EntityItem<PendingPaymentEntity>;

/** A checkout still pending after this long has no request waiting on the gateway any more (the API's limit is 29 s). */
export const SETTLE_AFTER_MS = 60_000;
const PAGE = 25;

export interface ReconcileRun {
  checked: number;
  completed: number;
  failed: number;
}

/**
 * Settles the transactions left pending for over a minute (the gateway's answer never came, or it
 * held the payment) by asking the gateway for their invoice id, unsettled or in a batch settled
 * since the claim: paid (then the new patient and the receipt follow), declined, or released when
 * the gateway has no charge of it anywhere. A released checkout is watched for a late charge (which
 * is undone) and its coupon's use is given back only when no charge can follow (`watch`). A search
 * the gateway refuses or cannot complete leaves the checkout pending. Never charges. Reads the due
 * markers oldest first, one partition each, no Scan; each settle is conditional on the transaction's
 * status, so two runs at once settle it once.
 */
export async function run(core: Core, options: { now?: () => number; log?: EffectLog } = {}): Promise<ReconcileRun> {
  const now = (options.now ?? Date.now)();
  const totals: ReconcileRun = { checked: 0, completed: 0, failed: 0 };
  const domains = new Map<number, DomainRecord | undefined>();
  const ctxOf = async (domainId: number): Promise<DomainCtx | undefined> => {
    if (!domains.has(domainId)) domains.set(domainId, await Domains.fromId(core, domainId));
    const domain = domains.get(domainId);
    return domain && { ...core, domain };
  };
  const due = [
    {
      shard: 0,
      before: new Date(now - SETTLE_AFTER_MS).toISOString(),
      handle: (ctx: DomainCtx | undefined, marker: Marker) => settle(core, ctx, marker, now, options.log),
    },
    {
      shard: WATCH_SHARD,
      before: new Date(now).toISOString(),
      handle: (ctx: DomainCtx | undefined, marker: Marker) => watch(core, ctx, marker, now, options.log),
    },
  ];
  for (const { shard, before, handle } of due) {
    let cursor: string | null = null;
    do {
      const page: { data: Marker[]; cursor: string | null } = await core.db.entities.pendingPayment.query
        .bySince({ shard })
        .lt({ since: before })
        .go({ count: PAGE, cursor });
      cursor = page.cursor;
      for (const marker of page.data) {
        totals.checked++;
        try {
          if (await handle(await ctxOf(marker.domainId), marker)) totals.completed++;
        } catch (error) {
          totals.failed++;
          options.log?.({ level: 'error', msg: failureMessage(error), domainId: marker.domainId, transactionId: marker.transactionId, ...errorFields(error) });
        }
      }
    } while (cursor);
  }
  return totals;
}

/** A gateway that refuses its reports leaves every pending checkout pending: the log says what the merchant must turn on. */
const failureMessage = (error: unknown) =>
  error instanceof PaymentsError && error.kind === 'not_permitted'
    ? 'payment reconcile refused by the gateway: the checkout stays pending until the merchant setting named in the error is turned on'
    : 'payment reconcile failed';

const errorFields = (error: unknown) => ({
  error: error instanceof Error ? error.message : String(error),
  ...(error instanceof PaymentsError && error.code ? { code: error.code } : {}),
});

/** Whether the marker's transaction is settled now. */
async function settle(core: Core, ctx: DomainCtx | undefined, marker: Marker, now: number, log?: EffectLog): Promise<boolean> {
  const t = ctx && (await fromId(ctx, marker.transactionId));
  if (!ctx || !t || t.status !== 'pending') {
    await core.db.entities.pendingPayment.delete(marker).go();
    return true;
  }
  const found = await ctx.providers.payments.findByInvoice({ invoiceNumber: t.invoiceId, since: t.date, transactionId: t.gatewayTransactionId || undefined });
  switch (found?.status) {
    case 'paid': {
      const { transaction, won } = await markPaid(ctx, t, {
        gatewayTransactionId: found.transactionId,
        accountNumber: found.accountNumber,
        accountType: found.accountType,
      });
      if (won) await afterPayment(ctx, transaction, log);
      return true;
    }
    case 'declined':
      await markFailed(ctx, t, 'declined', { kind: 'declined', reason: found.reason, gatewayTransactionId: found.transactionId });
      return true;
    case 'error':
      await markFailed(ctx, t, 'declined', { kind: 'error', reason: found.reason });
      return true;
    case 'held':
    case 'unknown':
      return false;
    case undefined:
      // The gateway has no charge of this invoice, unsettled or in any batch settled since the claim:
      // released, and watched, as a request it received may still be carried out late.
      await markReleased(ctx, t, NOT_CHARGED, now);
      return true;
  }
}

/**
 * Looks again for a charge of a released checkout. One that went through late (the buyer was told
 * nothing was charged, and may have paid again) is undone at once, voided or refunded, recorded on
 * the transaction and logged as an error for the operators' alarm; the watch then ends and the
 * coupon's use is given back. Without one, the watch goes on until its end. Answers whether it ended.
 */
async function watch(core: Core, ctx: DomainCtx | undefined, marker: Marker, now: number, log?: EffectLog): Promise<boolean> {
  const t = ctx && (await fromId(ctx, marker.transactionId));
  if (!ctx || !t || t.status !== 'released') {
    await core.db.entities.pendingPayment.delete(marker).go();
    return true;
  }
  const found = await ctx.providers.payments.findByInvoice({ invoiceNumber: t.invoiceId, since: t.date, transactionId: t.gatewayTransactionId || undefined });
  if ((found?.status === 'paid' || found?.status === 'held') && found.transactionId !== t.lateChargeId) {
    const undone = await ctx.providers.payments.reverse({ transactionId: found.transactionId, amountCents: t.totalCents });
    log?.({
      level: 'error',
      msg: 'payment charged after its checkout was released: undone',
      domainId: t.domainId,
      transactionId: t.transactionId,
      invoiceId: t.invoiceId,
      gatewayTransactionId: found.transactionId,
      action: undone.action,
    });
    await endWatch(ctx, t, marker, { chargeId: found.transactionId, action: undone.action });
    return true;
  }
  if (found?.status === 'unknown' || now < Date.parse(marker.watchUntil ?? marker.since)) {
    await rescheduleWatch(ctx, marker, nextWatch(now, t.date));
    return false;
  }
  await endWatch(ctx, t, marker);
  return true;
}
