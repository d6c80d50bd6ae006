import type { DomainCtx } from '../context';
import type { IdentityClaims } from '../providers/identity/port';

/** A session as its sign-in recorded it: the token's id, issue and expiry times (epoch seconds). */
export type LiveSession = Pick<IdentityClaims, 'tokenId' | 'issuedAt' | 'expiresAt'>;

/** Records the session a sign-in's token starts, until the token expires, as used now. */
export async function record(ctx: DomainCtx, memberId: number, claims: LiveSession, now = Date.now()): Promise<void> {
  const { tokenId, issuedAt, expiresAt } = claims;
  await ctx.db.entities.liveSession.put({ domainId: ctx.domain.domainId, memberId, tokenId, issuedAt, expiresAt, lastUsedAt: now }).go();
}

/** How stale a session's last use may be written: a request writes it again once it is older than this. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * Idle sign-out on the server: a request's token is refused once it went unused for the domain's
 * idle time, whatever the browser does. Each request reads the session's item (one GetItem) and
 * writes its last use when that is a minute old or more (at most one UpdateItem a minute a session),
 * so the limit holds to within that minute. A token whose sign-in recorded no session (one from
 * before sessions were kept) is recorded at its first request. Answers whether the session is live.
 */
export async function touch(ctx: DomainCtx, memberId: number, claims: LiveSession, idleMs: number, now = Date.now()): Promise<boolean> {
  const key = { domainId: ctx.domain.domainId, memberId, tokenId: claims.tokenId };
  const { data } = await ctx.db.entities.liveSession.get(key).go();
  if (!data) {
    await record(ctx, memberId, claims, now);
    return true;
  }
  const lastUsed = data.lastUsedAt ?? data.issuedAt * 1000;
  if (now - lastUsed > idleMs) return false;
  if (now - lastUsed >= TOUCH_EVERY_MS) await ctx.db.entities.liveSession.patch(key).set({ lastUsedAt: now }).go({ response: 'none' });
  return true;
}

/**
 * The sessions recorded for a member, read consistently (a sign-in just before counts); expired ones
 * are among them until the table's time to live removes them.
 */
export async function ofMember(ctx: DomainCtx, memberId: number): Promise<LiveSession[]> {
  const { data } = await ctx.db.entities.liveSession.query.byMember({ domainId: ctx.domain.domainId, memberId }).go({ consistent: true, pages: 'all' });
  return data.map(({ tokenId, issuedAt, expiresAt }) => ({ tokenId, issuedAt, expiresAt }));
}
