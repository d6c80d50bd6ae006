import {
  fromCents,
  PAYMENT_DECLINED,
  PAYMENT_FAILED,
  PAYMENT_PENDING,
  PAYMENT_SUCCEEDED,
  type CheckoutOutcome,
  type LastTransactionId,
} from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import type { DomainCtx } from '../context';
import type { TransactionEntity } from './transaction.entity';

export type TransactionRecord = EntityItem<TransactionEntity>;

/** The per-domain counter the transaction ids come from (written in each checkout's claim). */
export const TRANSACTION_SEQUENCE = 'transaction';

/**
 * The invoice id of a transaction, sent to the gateway as its invoice number (at most 20
 * characters, unique per attempt): the domain keeps it apart from the other domains' invoices at
 * the same merchant account.
 */
export const invoiceIdOf = (domainId: number, transactionId: number) => `D${domainId}-${transactionId}`;

export async function fromId(ctx: DomainCtx, transactionId: number): Promise<TransactionRecord | undefined> {
  const { data } = await ctx.db.entities.transaction.get({ domainId: ctx.domain.domainId, transactionId }).go({ consistent: true });
  return data ?? undefined;
}

/** The id of the domain's last transaction: the counter its claims move, read strongly. */
export async function lastIdOf(ctx: DomainCtx): Promise<number> {
  const { data } = await ctx.db.entities.counter.get({ domainId: ctx.domain.domainId, name: TRANSACTION_SEQUENCE }).go({ consistent: true });
  return data?.value ?? 0;
}

/** GET transactions/get-last-id/: the last id, and the invoice id the next checkout will have unless another comes first. */
export async function lastId(ctx: DomainCtx): Promise<LastTransactionId> {
  const id = await lastIdOf(ctx);
  return { id, invoice_id: invoiceIdOf(ctx.domain.domainId, id + 1) };
}

/** The reason shown when the status job finds that no charge was made. */
export const NOT_CHARGED = 'The payment was not completed and nothing was charged. Please try again.';

/** What the checkout answers for a transaction, in the state it is in now (the first outcome, for a replay). */
export function outcomeOf(t: TransactionRecord): CheckoutOutcome {
  const base = {
    transaction_id: t.transactionId,
    invoice_id: t.invoiceId,
    totals: {
      price: fromCents(t.priceCents),
      quantity: t.quantity,
      shipping_fee: fromCents(t.shippingCents),
      harvest_fee: fromCents(t.harvestFeeCents),
      discount: fromCents(t.discountCents),
      total: fromCents(t.totalCents),
    },
  };
  switch (t.status) {
    case 'paid':
      return { code: 'success', message: PAYMENT_SUCCEEDED, error_message: '', ...base };
    case 'pending':
      return { code: 'pending', message: PAYMENT_PENDING, error_message: '', ...base };
    case 'declined':
      return t.failureKind === 'declined'
        ? { code: 'declined', message: PAYMENT_DECLINED, error_message: t.failureReason ?? '', ...base }
        : { code: 'error', message: PAYMENT_FAILED, error_message: t.failureReason ?? '', ...base };
    case 'released':
      return { code: 'error', message: PAYMENT_FAILED, error_message: t.failureReason || NOT_CHARGED, ...base };
  }
}
