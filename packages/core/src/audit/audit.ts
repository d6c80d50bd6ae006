import { randomUUID } from 'node:crypto';
import type { DomainCtx, MemberCtx } from '../context';

/** Appends an audit entry naming the real caller and, when acting as someone, that member. */
export async function record(
  ctx: DomainCtx | MemberCtx,
  entry: { action: string; target: string; detail?: string; actorId?: number },
): Promise<void> {
  const caller = 'caller' in ctx ? ctx.caller : undefined;
  const actingAs = 'member' in ctx && ctx.member.memberId !== caller?.memberId ? ctx.member.memberId : undefined;
  await ctx.db.entities.audit
    .create({
      domainId: ctx.domain.domainId,
      at: new Date().toISOString(),
      auditId: randomUUID(),
      actorId: entry.actorId ?? caller?.memberId,
      actingAsId: actingAs,
      action: entry.action,
      target: entry.target,
      detail: entry.detail,
    })
    .go();
}

/** The newest entries of a domain, newest first. */
export async function recent(ctx: DomainCtx, limit = 50) {
  const { data } = await ctx.db.entities.audit.query
    .byTime({ domainId: ctx.domain.domainId })
    .go({ order: 'desc', limit });
  return data;
}
