import type { DomainCtx, MemberRecord } from '../context';
import { Membership } from '@portal/contracts';
import { allEntries, entryPage, firstEntries, unionPage, type EntryFilter, type Page } from '../db/paging';
import type { ListKey } from '../db/entries';
import { repsOf } from '../network/teams';
import { queryTerms, searchKey, searchRead } from '../search/grams';
import { belongsIn, MemberList, searchedRelations, textList, type Relation } from './member-lists';
import * as Members from './members';

/** What a parent's list of linked members filters on. */
export interface LinkedFilter {
  /** Terms that must each be a substring of the child's id, names, e-mail or company. */
  search?: string;
  /** Children of these harvest centers also match the search (the center's company matched). */
  orCenterIds?: number[];
  /** Only the patients who bought this product (a harvest center's patients). */
  productId?: number;
}

/** The list a parent's filter pages through: the parent's list, or for a center's patients with a product, its buyers there. */
const scopeOf = (parentId: number, relation: Relation, plan: number, filter: LinkedFilter) =>
  filter.productId !== undefined && relation === 'harvestCenterId'
    ? MemberList.bought(filter.productId, 'active', parentId)
    : MemberList.linked(parentId, relation, plan);

/**
 * One page of the active members of `plan` linked to `parentId` by `relation`, newest first, with
 * the total. Unfiltered, one Query of the parent's list and its counter. A search reads the
 * parent's postings of its rarest trigram (see searchRead), so it costs those postings in this
 * parent's list. With `orCenterIds` (children of centers whose company matched) the children of
 * those centers need not match the terms, so that search checks the terms within the parent's
 * whole list, as do relations without postings.
 */
export async function linkedPage(
  ctx: DomainCtx,
  parentId: number,
  relation: Relation,
  plan: number,
  filter: LinkedFilter,
  cursor: string | null | undefined,
  size: number,
): Promise<Page<MemberRecord>> {
  if (readThrough(relation, plan)) return teamPatientsPage(ctx, parentId, relation as 'salesManagerId' | 'salesDistributorId', filter, cursor, size);
  const terms = queryTerms(filter.search);
  const parentList = scopeOf(parentId, relation, plan, filter);
  const found = await entryPage(ctx.db, ctx.domain.domainId, {
    ...(await linkedRead(ctx, parentId, relation, plan, filter)),
    cursor,
    size,
    cursorFor: searchKey(parentList, terms),
  });
  const members = await Members.many(ctx, found.items);
  return { ...found, items: members.filter((m) => belongsIn(m, parentList)) };
}

/** A manager's or a distributor's patients are its reps' (network/teams.ts): read through their lists, never copied. */
const readThrough = (relation: Relation, plan: number) => plan === Membership.Patient && (relation === 'salesManagerId' || relation === 'salesDistributorId');

/**
 * One page of a team's patients: the union of its reps' patient lists (db/paging.ts unionPage), each
 * searched as a rep's own list is. A rep that leaves the team takes its patients with it at once.
 */
async function teamPatientsPage(
  ctx: DomainCtx,
  leaderId: number,
  relation: 'salesManagerId' | 'salesDistributorId',
  filter: LinkedFilter,
  cursor: string | null | undefined,
  size: number,
): Promise<Page<MemberRecord>> {
  const reps = await repsOf(ctx, leaderId, relation);
  const parts = await Promise.all(reps.map((rep) => linkedRead(ctx, rep, 'salesRepId', Membership.Patient, filter)));
  const cursorFor = searchKey(MemberList.linked(leaderId, relation, Membership.Patient), queryTerms(filter.search));
  const found = await unionPage(ctx.db, ctx.domain.domainId, { parts, cursor, size, cursorFor });
  const members = await Members.many(ctx, found.items);
  const team = new Set(reps);
  return {
    ...found,
    items: members.filter(
      (m) => m.salesRepId !== undefined && team.has(m.salesRepId) && belongsIn(m, MemberList.linked(m.salesRepId, 'salesRepId', Membership.Patient)),
    ),
  };
}

/** The list a filter of a parent's list reads, and what is left to check on its entries (see linkedPage). */
async function linkedRead(
  ctx: DomainCtx,
  parentId: number,
  relation: Relation,
  plan: number,
  filter: LinkedFilter,
): Promise<{ list: ListKey; filter: EntryFilter }> {
  const terms = queryTerms(filter.search);
  const parentList = scopeOf(parentId, relation, plan, filter);
  if (!terms.length) return { list: parentList, filter: {} };
  // A product's buyers are read in their own list, checking the terms on its entries' text.
  if (parentList !== MemberList.linked(parentId, relation, plan)) return { list: parentList, filter: { terms } };
  if (filter.orCenterIds?.length || !searchedRelations.includes(relation)) return { list: parentList, filter: { terms, orCenterIds: filter.orCenterIds } };
  const { list } = await searchRead(ctx, terms, (gram) => MemberList.linkedSearch(parentId, relation, plan, gram), parentList);
  return { list, filter: { terms, ...(list === parentList ? {} : { textIn: textList() }) } };
}

/** A picker's options from a parent's list: the first `size` that match, without a total (db/paging.ts firstEntries). */
export async function linkedOptions(
  ctx: DomainCtx,
  parentId: number,
  relation: Relation,
  plan: number,
  filter: LinkedFilter,
  size: number,
): Promise<MemberRecord[]> {
  const ids = await firstEntries(ctx.db, ctx.domain.domainId, { ...(await linkedRead(ctx, parentId, relation, plan, filter)), size });
  const parentList = scopeOf(parentId, relation, plan, filter);
  return (await Members.many(ctx, ids)).filter((m) => belongsIn(m, parentList));
}

/**
 * Every member of `plan` linked to `parentId` by `relation`, active ones and (when asked) inactive
 * ones, for work over a bounded list: a team, a center's staff.
 */
export async function allLinkedMembers(ctx: DomainCtx, parentId: number, relation: Relation, plan: number, withInactive = false): Promise<MemberRecord[]> {
  const domainId = ctx.domain.domainId;
  const lists = [MemberList.linked(parentId, relation, plan), ...(withInactive ? [MemberList.linked(parentId, relation, plan, 'inactive')] : [])];
  const ids = (await Promise.all(lists.map((list) => allEntries(ctx.db, domainId, list)))).flat();
  const members: MemberRecord[] = [];
  for (let i = 0; i < ids.length; i += 100) members.push(...(await Members.many(ctx, ids.slice(i, i + 100))));
  return members.filter((m) => lists.some((list) => belongsIn(m, list)));
}
