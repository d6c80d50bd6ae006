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
 * idle time, whatever the browser does. Each request reads the session's item (one GetItem); a
 * request that succeeds writes its last use when that is a minute old or more (at most one
 * UpdateItem a minute a session, `markUsed`), so the limit holds to within that minute and a refused
 * request changes nothing. A token whose sign-in recorded no session (one from before sessions were
 * kept) is recorded by its first successful request. Answers whether the session is live, and
 * whether its use is to be written.
 */
export async function check(ctx: DomainCtx, memberId: number, claims: LiveSession, idleMs: number, now = Date.now()): Promise<{ live: boolean; due: boolean }> {
  const { data } = await ctx.db.entities.liveSession.get({ domainId: ctx.domain.domainId, memberId, tokenId: claims.tokenId }).go();
  if (!data) return { live: true, due: true };
  const lastUsed = data.lastUsedAt ?? data.issuedAt * 1000;
  if (now - lastUsed > idleMs) return { live: false, due: false };
  return { live: true, due: now - lastUsed >= TOUCH_EVERY_MS };
}

/** Writes a session's last use (see `check`): its item as its sign-in recorded it, used now. */
export const markUsed = (ctx: DomainCtx, memberId: number, claims: LiveSession, now = Date.now()) => record(ctx, memberId, claims, now);

/**
 * The sessions recorded for a member, read consistently (a sign-in just before counts); expired ones
 * are among them until the table's time to live removes them.
 */
export async function ofMember(ctx: DomainCtx, memberId: number): Promise<LiveSession[]> {
  const { data } = await ctx.db.entities.liveSession.query.byMember({ domainId: ctx.domain.domainId, memberId }).go({ consistent: true, pages: 'all' });
  return data.map(({ tokenId, issuedAt, expiresAt }) => ({ tokenId, issuedAt, expiresAt }));
}
