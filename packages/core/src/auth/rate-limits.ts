import type { DomainCtx } from '../context';
import { tooMany } from '../errors';

/**
 * Counts one use of a public action by `subject` (e.g. the caller's address) in a fixed window and
 * refuses it past `limit`: one atomic ADD on the same expiring counters as the sign-in limits.
 */
export async function consume(ctx: DomainCtx, subject: string, limit: number, windowSeconds: number, message: string, now = Date.now()) {
  const window = Math.floor(now / 1000 / windowSeconds);
  const { data } = await ctx.db.entities.loginAttempt
    .update({ domainId: ctx.domain.domainId, subject, window })
    .add({ failures: 1 })
    .set({ expiresAt: (window + 2) * windowSeconds })
    .go({ response: 'all_new' });
  if ((data.failures ?? 0) > limit) throw tooMany(message);
}
