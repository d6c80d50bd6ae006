import { membershipNames, type MembershipItem, type TagItem } from '@portal/contracts';
import type { Core, DomainCtx } from '../context';

/** The memberships of the domain, by id. */
export async function memberships(ctx: DomainCtx): Promise<MembershipItem[]> {
  const { data } = await ctx.db.entities.membership.query.byDomain({ domainId: ctx.domain.domainId }).go({ pages: 'all' });
  return data.map((m) => ({ id: m.membershipId, name: m.name }));
}

/** The tags of the domain, by id. */
export async function tags(ctx: DomainCtx): Promise<TagItem[]> {
  const { data } = await ctx.db.entities.tag.query.byDomain({ domainId: ctx.domain.domainId }).go({ pages: 'all' });
  return data.map((t) => ({ id: t.tagId, name: t.name }));
}

/** Writes a domain's reference data; safe to repeat. */
export async function seed(core: Core, domainId: number, tagNames: Record<number, string>): Promise<void> {
  const memberships = Object.entries(membershipNames).map(([id, name]) => ({ domainId, membershipId: Number(id), name }));
  const tagItems = Object.entries(tagNames).map(([id, name]) => ({ domainId, tagId: Number(id), name }));
  await core.db.entities.membership.put(memberships).go();
  await core.db.entities.tag.put(tagItems).go();
}
