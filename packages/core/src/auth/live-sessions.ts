import type { DomainCtx } from '../context';
import type { IdentityClaims } from '../providers/identity/port';

/** A session as its sign-in recorded it: the token's id, issue and expiry times (epoch seconds). */
export type LiveSession = Pick<IdentityClaims, 'tokenId' | 'issuedAt' | 'expiresAt'>;

/** Records the session a sign-in's token starts, until the token expires. */
export async function record(ctx: DomainCtx, memberId: number, claims: LiveSession): Promise<void> {
  const { tokenId, issuedAt, expiresAt } = claims;
  await ctx.db.entities.liveSession.put({ domainId: ctx.domain.domainId, memberId, tokenId, issuedAt, expiresAt }).go();
}

/**
 * The sessions recorded for a member, read consistently (a sign-in just before counts); expired ones
 * are among them until the table's time to live removes them.
 */
export async function ofMember(ctx: DomainCtx, memberId: number): Promise<LiveSession[]> {
  const { data } = await ctx.db.entities.liveSession.query.byMember({ domainId: ctx.domain.domainId, memberId }).go({ consistent: true, pages: 'all' });
  return data.map(({ tokenId, issuedAt, expiresAt }) => ({ tokenId, issuedAt, expiresAt }));
}
