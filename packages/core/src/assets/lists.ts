import { accountTypeName, type AssetView, type ResourceGroup } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import type { DomainCtx, MemberCtx } from '../context';
import type { Entry } from '../db/list-entry';
import { entryPage, toWire, type WirePage } from '../db/paging';
import { gramEntries, queryTerms, searchKey, searchRead, searchText } from '../search/grams';
import type { AssetGroupEntity } from './asset-group.entity';

export type AssetGroup = EntityItem<AssetGroupEntity>;

/** The domain's groups, newest first: the Asset List (and an admin's Resource Center). */
export const DOMAIN_LIST = 'asset:d';
/** The groups offered to one account type: its Resource Center page. */
export const membershipList = (membershipId: number) => `asset:m${membershipId}`;
/** The groups offered to one account type on one portal path: its Resource Center panel there. */
export const sectionList = (membershipId: number, path: string) => `asset:m${membershipId}:s${path}`;
/** Every group on one portal path, whoever it is offered to: an admin's panel there. */
export const domainSectionList = (path: string) => `asset:s${path}`;
/** The Asset List's postings of one trigram. */
const gramList = (gram: string) => `${DOMAIN_LIST}:g:${gram}`;

/** The Asset List's filter finds a group by its id and its name. */
const textOf = (g: AssetGroup) => searchText([g.assetId, g.assetName]);

/**
 * The list entries a group keeps, one in each list it is in (projections of the group, see
 * projections/projector.ts): a page or a panel is then one Query on a list made for it, never a
 * read of the domain's groups.
 */
export function entriesOf(g: AssetGroup): Entry[] {
  const text = textOf(g);
  const memberships = g.membershipIds ?? [];
  const sections = g.sections ?? [];
  return [
    { list: DOMAIN_LIST, itemId: g.assetId, text },
    ...gramEntries(text, gramList, { itemId: g.assetId, text }),
    ...memberships.map((m) => ({ list: membershipList(m), itemId: g.assetId })),
    ...sections.map((s) => ({ list: domainSectionList(s), itemId: g.assetId })),
    ...memberships.flatMap((m) => sections.map((s) => ({ list: sectionList(m, s), itemId: g.assetId }))),
  ];
}

/** The entry a new group has at once, written with it: the Asset List its dialog closes onto. */
export const immediateEntriesOf = (g: AssetGroup): Entry[] => entriesOf(g).filter((e) => e.list === DOMAIN_LIST);

/** A group as the Assets Manager shows it (spec §3). */
export const view = (g: AssetGroup): AssetView => ({
  id: g.assetId,
  asset_name: g.assetName,
  description: g.description,
  membership_ids: (g.membershipIds ?? []).join(','),
  memberships: (g.membershipIds ?? []).map((id) => ({ id, name: accountTypeName(id) })),
  sections: (g.sections ?? []).map((url) => ({ url })),
  assets: (g.items ?? []).map((i) => ({ id: i.id, type: i.type, name: i.name ?? '', path: i.path })),
  domain: g.domainId,
});

/** What a member's Resource Center shows of a group. */
export const resourceView = (g: AssetGroup): ResourceGroup => {
  const { id, asset_name, description, assets } = view(g);
  return { id, asset_name, description, assets };
};

export async function fromId(ctx: DomainCtx, assetId: number): Promise<AssetGroup | undefined> {
  const { data } = await ctx.db.entities.assetGroup.get({ domainId: ctx.domain.domainId, assetId }).go();
  return data ?? undefined;
}

export async function many(ctx: DomainCtx, ids: readonly number[]): Promise<AssetGroup[]> {
  if (!ids.length) return [];
  const { data } = await ctx.db.entities.assetGroup.get(ids.map((assetId) => ({ domainId: ctx.domain.domainId, assetId }))).go({ preserveBatchOrder: true });
  return data.filter((g): g is AssetGroup => Boolean(g));
}

/** The newest groups of a list (at most `max`): one Query on the list, then the groups in one batch. */
export async function groupsOf(ctx: DomainCtx, list: string, max: number): Promise<AssetGroup[]> {
  const { data } = await ctx.db.entities.listEntry.query
    .byList({ domainId: ctx.domain.domainId, list })
    .go({ order: 'desc', limit: max, count: max, attributes: ['itemId'] });
  return many(
    ctx,
    data.map((e) => e.itemId),
  );
}

/**
 * One page of the Asset List, newest first, with the total. The filter reads the postings of its
 * rarest trigram, checking every term on the entries' text.
 */
export async function page(ctx: MemberCtx, search: string | undefined, cursor: string | null, size: number): Promise<WirePage<AssetView>> {
  const terms = queryTerms(search);
  const read = terms.length ? await searchRead(ctx, terms, gramList, DOMAIN_LIST) : { list: DOMAIN_LIST, exact: true };
  const found = await entryPage(ctx.db, ctx.domain.domainId, {
    list: read.list,
    cursor,
    size,
    filter: read.exact ? {} : { terms },
    cursorFor: searchKey(DOMAIN_LIST, terms),
  });
  return toWire(found, size, (await many(ctx, found.items)).map(view));
}
