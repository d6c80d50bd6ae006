import { COUPON_INVALID, CouponStatus } from '@portal/contracts';
import type { DomainCtx } from '../context';
import type { TxEntities, TxWrite } from '../db/transact';
import { fromCode, type CouponRecord } from './lookup';
import { refusal, type CouponUse } from './rules';

/**
 * The coupon a code names and whether it applies to this use: the record when it does, the reason
 * when it does not. Reads only; a use is spent by `redemption` in the checkout's own transaction.
 */
export async function check(ctx: DomainCtx, code: string, use: CouponUse): Promise<{ coupon: CouponRecord } | { reason: string }> {
  const coupon = await fromCode(ctx, code);
  if (!coupon) return { reason: COUPON_INVALID };
  const reason = refusal(coupon, use);
  return reason ? { reason } : { coupon };
}

/**
 * The write that spends one use of a coupon, for the checkout's claim transaction: it adds 1 to
 * the used number on condition the coupon (still) exists, is active and has a use left (max use 0
 * is unlimited). Concurrent checkouts can never take it past max use: the ones that come too late
 * fail this condition (`failedCondition(outcome, index)`) and are refused before any charge.
 */
export const redemption = (e: TxEntities, domainId: number, couponId: number): TxWrite =>
  e.coupon
    .patch({ domainId, couponId })
    .add({ usedNumber: 1 })
    .where((attr, op) => {
      // ElectroDB compares an attribute with values only: `usedNumber < maxUse` is written with the
      // name placeholders of expressions it built (which also declares them).
      const [used, max] = [nameIn(op.exists(attr.usedNumber)), nameIn(op.exists(attr.maxUse))];
      return `${op.eq(attr.status, Number(CouponStatus.Active))} AND (${op.eq(attr.maxUse, 0)} OR ${used} < ${max})`;
    });

/** The attribute name placeholder of `attribute_exists(#name)`. */
function nameIn(existsExpression: string): string {
  const name = /^attribute_exists\((#\w+)\)$/.exec(existsExpression)?.[1];
  if (!name) throw new Error(`no attribute name in ${existsExpression}`);
  return name;
}

/**
 * Gives back a use taken by `redemption` after a definite failure (a declined card): subtracts 1
 * from the used number, never below 0. Not for an unknown outcome: that is reconciled first.
 */
export const release = (e: TxEntities, domainId: number, couponId: number): TxWrite =>
  e.coupon
    .patch({ domainId, couponId })
    .add({ usedNumber: -1 })
    .where((attr, op) => op.gt(attr.usedNumber, 0));
