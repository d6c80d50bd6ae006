import type { DomainCtx, MemberRecord } from '../context';
import type { Relation } from './links';
import * as Members from './members';

export interface LinkedPage {
  members: MemberRecord[];
  cursor: string | null;
}

/**
 * One page of the members linked to `parentId` by `relation`, optionally of one plan: a Query on
 * the link items and a batch read of the members, in link order.
 */
export async function linkedMembers(
  ctx: DomainCtx,
  parentId: number,
  relation: Relation,
  options: { plan?: number; cursor?: string | null; limit?: number } = {},
): Promise<LinkedPage> {
  const base = { domainId: ctx.domain.domainId, parentId, relation };
  const query = ctx.db.entities.memberLink.query.byParent(options.plan === undefined ? base : { ...base, plan: options.plan });
  const links = await query.go({ cursor: options.cursor ?? null, limit: options.limit ?? 100 });
  return { members: await Members.many(ctx, links.data.map((l) => l.childId)), cursor: links.cursor };
}

/** Every member linked to `parentId` by `relation`, for small lists (a team, a center's staff). */
export async function allLinkedMembers(ctx: DomainCtx, parentId: number, relation: Relation, plan?: number): Promise<MemberRecord[]> {
  const all: MemberRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: LinkedPage = await linkedMembers(ctx, parentId, relation, { plan, cursor });
    all.push(...page.members);
    cursor = page.cursor;
  } while (cursor);
  return all;
}
