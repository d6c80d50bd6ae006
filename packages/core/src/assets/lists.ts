import { accountTypeName, type AssetView, type ResourceGroup } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import type { DomainCtx, MemberCtx } from '../context';
import { listFamily, type Entry, type ListKey } from '../db/entries';
import { readEvery } from '../db/batches';
import { entryPage, toWire, type WirePage } from '../db/paging';
import { declareProjection } from '../projections/declare';
import { gramEntries, queryTerms, searchKey, searchRead, searchText } from '../search/grams';
import type { AssetGroupEntity } from './asset-group.entity';

export type AssetGroup = EntityItem<AssetGroupEntity>;

const byId = { sort: 'id', counters: 'total' } as const;
/** The domain's groups, newest first: the Asset List (and an admin's Resource Center). */
const Domain = listFamily('asset list', { ...byId, carries: ['text'] }, () => 'asset:d');
export const DOMAIN_LIST = Domain.key();
/** The groups offered to one account type: its Resource Center page. */
const Offered = listFamily('assets offered', { ...byId, carries: [] }, (membershipId: number) => `asset:m${membershipId}`);
export const membershipList = Offered.key;
/** The groups offered to one account type on one portal path: its Resource Center panel there. */
const Section = listFamily('assets in a section', { ...byId, carries: [] }, (membershipId: number, path: string) => `asset:m${membershipId}:s${path}`);
export const sectionList = Section.key;
/** Every group on one portal path, whoever it is offered to: an admin's panel there. */
const DomainSection = listFamily("the domain's assets in a section", { ...byId, carries: [] }, (path: string) => `asset:s${path}`);
export const domainSectionList = DomainSection.key;
/** The Asset List's postings of one trigram. */
const Postings = listFamily('asset postings', { sort: 'id', counters: 'estimate', carries: ['text'] }, (gram: string) => `asset:d:g:${gram}`);
const gramList = Postings.key;

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
  const itemId = g.assetId;
  return [
    { family: Domain, list: DOMAIN_LIST, itemId, text },
    ...gramEntries(text, Postings, gramList, { itemId, text }),
    ...memberships.map((m) => ({ family: Offered, list: membershipList(m), itemId })),
    ...sections.map((s) => ({ family: DomainSection, list: domainSectionList(s), itemId })),
    ...memberships.flatMap((m) => sections.map((s) => ({ family: Section, list: sectionList(m, s), itemId }))),
  ];
}

/** The lists of the Assets Manager and the Resource Center (the groups' own records feed them). */
export const assetProjection = declareProjection<AssetGroup>({
  name: 'assets',
  entity: 'assetGroup',
  sequence: 'asset',
  idField: 'assetId',
  families: [Domain, Offered, Section, DomainSection, Postings],
  entriesOf,
});

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
  return readEvery(
    ids.map((assetId) => ({ domainId: ctx.domain.domainId, assetId })),
    (keys) => ctx.db.entities.assetGroup.get(keys).go(),
    (k) => k.assetId,
  );
}

/** The newest groups of a list (at most `max`): one Query on the list, then the groups in one batch. */
export async function groupsOf(ctx: DomainCtx, list: ListKey, max: number): Promise<AssetGroup[]> {
  const { data } = await ctx.db.entities.entry.query
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
  const read = terms.length ? await searchRead(ctx, terms, gramList, DOMAIN_LIST) : { list: DOMAIN_LIST };
  const found = await entryPage(ctx.db, ctx.domain.domainId, {
    list: read.list,
    cursor,
    size,
    filter: { terms },
    cursorFor: searchKey(DOMAIN_LIST, terms),
  });
  return toWire(found, size, (await many(ctx, found.items)).map(view));
}
