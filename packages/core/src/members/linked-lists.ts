import type { DomainCtx, MemberRecord } from '../context';
import { allEntries, entryPage, type Page } from '../db/paging';
import { MemberList, searchedRelations, type Relation } from './member-lists';
import * as Members from './members';
import { searchList } from './search-lists';
import { queryWords } from './search-words';

/** What a parent's list of linked members filters on. */
export interface LinkedFilter {
  /** Words that must each start a word of the child's id, names, e-mail or company. */
  search?: string;
  /** Children of these harvest centers also match the search (the center's company matched). */
  orCenterIds?: number[];
}

/**
 * One page of the active members of `plan` linked to `parentId` by `relation`, newest first, with
 * the total. Unfiltered, one Query of the parent's list and its counter. A search reads the
 * parent's search list of its rarest word (see searchList), so it costs the matches in this
 * parent's list. With `orCenterIds` (children of centers whose company matched) the children of
 * those centers need not match the words, so they are in none of the word lists: that search
 * still checks the words within the parent's whole list, as do relations without search lists.
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
  const words = queryWords(filter.search);
  const parentList = MemberList.linked(parentId, relation, plan);
  const fromSearchList = async () => {
    const { list, check, countedBy } = await searchList(ctx, words, (prefix) => MemberList.linkedSearch(parentId, relation, plan, prefix));
    return { list, filter: { words: check }, countedBy };
  };
  const read = !words.length
    ? { list: parentList }
    : filter.orCenterIds?.length || !searchedRelations.includes(relation)
      ? { list: parentList, filter: { words, orCenterIds: filter.orCenterIds } }
      : await fromSearchList();
  const found = await entryPage(ctx.db, ctx.domain.domainId, {
    ...read,
    cursor,
    size,
    cursorFor: words.length ? `${parentList}?${words.join(' ')}` : parentList,
  });
  return { ...found, items: await Members.many(ctx, found.items) };
}

/**
 * Every member of `plan` linked to `parentId` by `relation`, active ones and (when asked) inactive
 * ones, for work over a bounded list: a team, a center's staff.
 */
export async function allLinkedMembers(
  ctx: DomainCtx,
  parentId: number,
  relation: Relation,
  plan: number,
  withInactive = false,
): Promise<MemberRecord[]> {
  const domainId = ctx.domain.domainId;
  const lists = [MemberList.linked(parentId, relation, plan), ...(withInactive ? [MemberList.linked(parentId, relation, plan, 'inactive')] : [])];
  const ids = (await Promise.all(lists.map((list) => allEntries(ctx.db, domainId, list)))).flat();
  const members: MemberRecord[] = [];
  for (let i = 0; i < ids.length; i += 100) members.push(...(await Members.many(ctx, ids.slice(i, i + 100))));
  return members;
}
