import type { DomainCtx } from '../context';
import { tooMany } from '../errors';

/**
 * Counts one use of a public action by `subject` (e.g. the caller's address) in a sliding window
 * and refuses it past `limit` (see take).
 */
export async function consume(ctx: DomainCtx, subject: string, limit: number, windowSeconds: number, message: string, now = Date.now()) {
  if (!(await take(ctx, subject, limit, windowSeconds, now))) throw tooMany(message);
}

/**
 * As consume, answering whether the use is within the limit instead of refusing it (for answers
 * that must not differ). One atomic ADD on the fixed window's expiring counter (the same counters
 * as the sign-in limits) and a read of the window before: the uses of the last `windowSeconds` are
 * this window's and the share of the previous one the sliding window still covers (the usual
 * sliding-window counter), so a burst across a window's edge counts whole, not up to twice the limit.
 */
export async function take(ctx: DomainCtx, subject: string, limit: number, windowSeconds: number, now = Date.now()): Promise<boolean> {
  const position = now / 1000 / windowSeconds;
  const window = Math.floor(position);
  const key = (w: number) => ({ domainId: ctx.domain.domainId, subject, window: w });
  const [{ data }, { data: before }] = await Promise.all([
    ctx.db.entities.loginAttempt
      .update(key(window))
      .add({ failures: 1 })
      .set({ expiresAt: (window + 2) * windowSeconds })
      .go({ response: 'all_new' }),
    ctx.db.entities.loginAttempt.get(key(window - 1)).go(),
  ]);
  const carried = (before?.failures ?? 0) * (1 - (position - window));
  return (data.failures ?? 0) + carried <= limit;
}

/**
 * Takes back one use that `take` counted in the same window (same `now`): for limits that count
 * only some outcomes, each attempt is counted before it runs, so concurrent attempts cannot pass
 * the limit together, and given back when it turns out not to count.
 */
export async function giveBack(ctx: DomainCtx, subject: string, windowSeconds: number, now: number) {
  const window = Math.floor(now / 1000 / windowSeconds);
  await ctx.db.entities.loginAttempt
    .update({ domainId: ctx.domain.domainId, subject, window })
    .add({ failures: -1 })
    .set({ expiresAt: (window + 2) * windowSeconds })
    .go();
}
