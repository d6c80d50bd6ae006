import type { DomainCtx } from '../context';
import { tooMany } from '../errors';

/**
 * Counts one use of a public action by `subject` (e.g. the caller's address) in a fixed window and
 * refuses it past `limit`: one atomic ADD on the same expiring counters as the sign-in limits.
 */
export async function consume(ctx: DomainCtx, subject: string, limit: number, windowSeconds: number, message: string, now = Date.now()) {
  if (!(await take(ctx, subject, limit, windowSeconds, now))) throw tooMany(message);
}

/** As consume, answering whether the use is within the limit instead of refusing it (for answers that must not differ). */
export async function take(ctx: DomainCtx, subject: string, limit: number, windowSeconds: number, now = Date.now()): Promise<boolean> {
  const window = Math.floor(now / 1000 / windowSeconds);
  const { data } = await ctx.db.entities.loginAttempt
    .update({ domainId: ctx.domain.domainId, subject, window })
    .add({ failures: 1 })
    .set({ expiresAt: (window + 2) * windowSeconds })
    .go({ response: 'all_new' });
  return (data.failures ?? 0) <= limit;
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
