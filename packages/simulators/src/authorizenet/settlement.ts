import { Hono } from 'hono';
import type { AuthorizeNetStore, SimBatch, SimTransaction } from './store';

const DAY_MS = 86_400_000;

/** The gateway's default cutoff is 3:00 PM Pacific time: 23:00 UTC in winter. */
export const DEFAULT_CUTOFF_UTC = '23:00';

/** Minutes after 00:00 UTC of an "HH:MM" time. */
function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`The daily cutoff must be HH:MM (UTC), not '${time}'.`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The latest daily cutoff at or before `now` (ms). */
export function latestCutoff(now: number, cutoffUtc: string): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS + minutesOf(cutoffUtc) * 60_000;
  return today <= now ? today : today - DAY_MS;
}

/**
 * What a batch takes: captured sales and declines. A sale held for review, or only authorized,
 * stays unsettled until the merchant acts on it (which the simulator does not model).
 */
const settles = (t: SimTransaction) =>
  !t.batchId &&
  t.voidedAt === undefined &&
  (t.responseCode === '2' || (t.responseCode === '1' && ['authCaptureTransaction', 'refundTransaction'].includes(t.transactionType)));

/** Closes a batch at `at` with every transaction submitted by then that settles; none, no batch (as at the gateway). */
export function closeBatch(store: AuthorizeNetStore, at: number): SimBatch | undefined {
  const included = store.transactions.filter((t) => settles(t) && t.submittedAt <= at);
  if (included.length === 0) return undefined;
  const batch: SimBatch = { batchId: store.nextId('batch'), settledAt: at };
  for (const t of included) t.batchId = batch.batchId;
  store.batches.push(batch);
  return batch;
}

/** Closes the batch of each daily cutoff passed since the last one closed; a new store starts at the latest. */
export function settleDue(store: AuthorizeNetStore, now: number, cutoffUtc: string): SimBatch[] {
  const latest = latestCutoff(now, cutoffUtc);
  const closed: SimBatch[] = [];
  if (store.closedCutoff !== undefined) {
    for (let cutoff = store.closedCutoff + DAY_MS; cutoff <= latest; cutoff += DAY_MS) {
      const batch = closeBatch(store, cutoff);
      if (batch) closed.push(batch);
    }
  }
  store.closedCutoff = Math.max(store.closedCutoff ?? latest, latest);
  return closed;
}

const view = (store: AuthorizeNetStore, batch: SimBatch) => ({
  batchId: batch.batchId,
  settlementTimeUTC: new Date(batch.settledAt).toISOString(),
  transactions: store.transactions.filter((t) => t.batchId === batch.batchId).map((t) => t.transId),
});

/**
 * The gateway's settlement: every day at the cutoff the captured transactions leave the unsettled
 * list for a settled batch. The simulator settles lazily, on its next call after a cutoff, by its
 * own clock, which tests may move on. Controls (beside ../faults.ts's):
 *   POST /_sim/settle                        closes a batch now (the cutoffs due first); answers it
 *   POST /_sim/clock {"advanceMs": 86400000} moves the simulator's clock on, closing the cutoffs passed
 * The clock only moves forward; /_sim/reset leaves it and the batches as they are.
 */
export function createSettlement(options: { store: AuthorizeNetStore; now: () => number; cutoffUtc?: string; onChange?: () => void }) {
  const { store } = options;
  const cutoffUtc = options.cutoffUtc ?? DEFAULT_CUTOFF_UTC;
  minutesOf(cutoffUtc);
  let offsetMs = 0;
  const now = () => options.now() + offsetMs;
  const due = () => settleDue(store, now(), cutoffUtc);
  const settleNow = () => {
    const closed = due();
    const batch = closeBatch(store, now());
    return batch ? [...closed, batch] : closed;
  };
  const advance = (ms: number) => {
    offsetMs += ms;
    return due();
  };

  const control = new Hono();
  control.post('/settle', (c) => {
    const closed = settleNow();
    options.onChange?.();
    return c.json({ batches: closed.map((b) => view(store, b)) });
  });
  control.post('/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { advanceMs?: unknown };
    const ms = body.advanceMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0) return c.json({ error: 'advanceMs must be a whole number of milliseconds, 0 or more' }, 400);
    const closed = advance(ms);
    options.onChange?.();
    return c.json({ now: new Date(now()).toISOString(), batches: closed.map((b) => view(store, b)) });
  });

  return { now, due, settleNow, advance, control };
}

export type Settlement = ReturnType<typeof createSettlement>;
