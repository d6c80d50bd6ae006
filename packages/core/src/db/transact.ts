import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, TxEntities } from './service';

export type { TxEntities };
/** One write of a transaction, before `.commit()`. */
export interface TxWrite {
  commit: () => unknown;
}

/** Why a transaction was cancelled, one reason per write in order (`None` for writes that were fine). */
export interface Cancelled {
  ok: false;
  reasons: { code: string }[];
  /** Whether it only lost a race with another transaction (worth running again as it is). */
  race: boolean;
}
export type TxOutcome = { ok: true } | Cancelled;

/** The most writes DynamoDB accepts in one TransactWriteItems. */
export const MAX_TX_WRITES = 100;

/**
 * Writes everything `build` returns in one TransactWriteItems: all or nothing. A cancellation
 * answers the reasons; one caused only by a concurrent transaction on the same items is run again
 * (rebuilt, so a builder may read afresh) up to `retries` times with a growing, jittered pause.
 */
export async function transact(db: Db, build: (entities: TxEntities) => TxWrite[] | Promise<TxWrite[]>, retries = 7): Promise<TxOutcome> {
  for (let attempt = 0; ; attempt++) {
    const writes = await build(db.entities as unknown as TxEntities);
    if (writes.length === 0) return { ok: true };
    const result = await db.transaction.write(() => writes.map((w) => w.commit()) as never).go();
    if (!result.canceled) return { ok: true };
    const reasons = (result.data as unknown as { code?: string }[]).map((r) => ({ code: r?.code ?? 'None' }));
    const race = reasons.some((r) => r.code === 'TransactionConflict');
    if (!race || attempt >= retries) return { ok: false, reasons, race };
    await sleep(10 + Math.random() * 40 * (attempt + 1));
  }
}

/** Whether write `index` of a cancelled transaction failed its condition. */
export const failedCondition = (outcome: Cancelled, index: number) => outcome.reasons[index]?.code === 'ConditionalCheckFailed';

/**
 * A single conditional write whose refusal by its condition means there is nothing to do (an entry a
 * later change removed): answers whether it was written; any other error is thrown.
 */
export async function unlessRefused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (e) {
    if (refusedByCondition(e)) return false;
    throw e;
  }
}

/** Whether a single conditional write (an ElectroDB put, patch or delete with a condition) was refused by its condition. */
export function refusedByCondition(e: unknown): boolean {
  const named = (x: unknown) => x instanceof Error && x.name === 'ConditionalCheckFailedException';
  return named(e) || (e instanceof Error && named(e.cause));
}
