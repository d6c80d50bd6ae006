import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { KEY_REUSED, type CheckoutOrder, type CheckoutOutcome } from '@portal/contracts';
import type { MemberCtx, MemberRecord } from '../context';
import { DomainError, notFound } from '../errors';
import { afterPayment, type EffectLog } from './after-payment';
import { claim, keyOf, type CheckoutKeyRecord } from './claim';
import { prepare, type CheckoutKind } from './order';
import { charge } from './payment';
import { fromId, outcomeOf, type TransactionRecord } from './transactions';

/** How long a replay waits for the first request of its key to settle before it answers pending. */
const REPLAY_WAIT_MS = 20_000;
const REPLAY_POLL_MS = 150;

/** The same JSON for the same values, whatever order the keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const bodyHash = (body: CheckoutOrder) => createHash('sha256').update(canonical(body)).digest('base64url');

/**
 * A repeated checkout key: the first request's outcome, once it has one (a request still waiting
 * on the gateway is waited for, briefly); the same key with another body is refused.
 */
async function replay(ctx: MemberCtx, key: CheckoutKeyRecord, hash: string): Promise<CheckoutOutcome> {
  if (key.bodyHash !== hash) throw new DomainError('conflict', KEY_REUSED, 'key_reused');
  const until = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const t = await fromId(ctx, key.transactionId);
    if (!t) throw notFound('Transaction');
    if (t.status !== 'pending' || t.outcomeUnknown || Date.now() >= until) return outcomeOf(t);
    await sleep(REPLAY_POLL_MS);
  }
}

/**
 * A saved card is charged through the buyer's own customer profile, so the gateway refuses any card
 * of another profile (E00040, recorded as an error, nothing charged); a buyer without a profile has
 * no saved card at all. No gateway call before the claim.
 */
function checkSavedCard(buyer: MemberRecord) {
  if (!buyer.paymentCustomerProfileId) throw notFound('Payment method');
}

/**
 * A checkout, once per idempotency key: the server decides the order (product, scope, coupon and
 * amounts, which must equal the page's), claims it in one transaction (key, id, pending record,
 * coupon use), charges the gateway with the transaction's invoice id and settles on condition the
 * claim is still pending. Paid: the new patient and the receipt follow. Declined: the coupon's use
 * is given back. No answer from the gateway: it stays pending for the status job. A total of 0.00
 * is recorded paid without calling the gateway.
 */
export async function checkout(ctx: MemberCtx, body: CheckoutOrder, kind: CheckoutKind, address: string, log?: EffectLog): Promise<CheckoutOutcome> {
  const hash = bodyHash(body);
  const known = await keyOf(ctx, body.idempotency_key);
  if (known) return replay(ctx, known, hash);
  const order = await prepare(ctx, body, kind, address);
  if (order.totals.totalCents > 0 && 'payment_profile_id' in body.payment) checkSavedCard(order.buyer);
  const claimed = await claim(ctx, body, order, hash);
  if ('replay' in claimed) return replay(ctx, claimed.replay, hash);
  let t: TransactionRecord = claimed.claimed;
  let won = t.status === 'paid';
  if (t.status === 'pending') ({ transaction: t, won } = await charge(ctx, order.buyer, t, body.payment, log));
  if (won) t = await afterPayment(ctx, t, log);
  return outcomeOf(t);
}
