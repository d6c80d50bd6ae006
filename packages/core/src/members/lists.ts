import type { DomainCtx, MemberRecord } from '../context';
import { entryPage, type EntryFilter, type EntryPageOptions, type Page } from '../db/paging';
import { MemberList, type MemberStatus } from './member-lists';
import * as Members from './members';
import { searchList } from './search-lists';
import { queryWords } from './search-words';

export const USERS_PAGE_SIZE = 20;

export interface MemberFilter {
  /** Words that must each start a word of the member's id, names, e-mail or company. */
  search?: string;
  membership?: number;
  tag?: number;
}

/**
 * The list that serves a filter, and what is left to check within it. Without a search the users
 * list of that status, membership and tag is exact. An active search reads its smallest list: a
 * word's search list, of the membership asked when there is one, or without a membership the pair
 * list of two of its words (see searchList); inactive members are few and searched in their users
 * list. A tag with a search is checked within the search list: search lists per tag would add a
 * list per prefix and tag to every tagged member, for a filter seldom combined with text.
 */
async function plan(ctx: DomainCtx, status: MemberStatus, filter: MemberFilter): Promise<{ list: string; filter: EntryFilter; cursorFor?: string; countedBy?: EntryPageOptions['countedBy'] }> {
  const words = queryWords(filter.search);
  if (!words.length) return { list: MemberList.users(status, filter), filter: {} };
  if (status === 'inactive') return { list: MemberList.users(status, filter), filter: { words } };
  // Pair lists are the domain's: a search within one membership reads its rarest word's list.
  const pairListOf = filter.membership === undefined ? MemberList.searchPair : undefined;
  const { list, check, countedBy } = await searchList(ctx, words, (prefix) => MemberList.search(prefix, { membership: filter.membership }), { pairListOf });
  return { list, filter: { words: check, tag: filter.tag }, countedBy, cursorFor: `${MemberList.users(status, filter)}?${words.join(' ')}` };
}

/** One page of a domain's active or inactive members, newest first, with the filter's total. */
export async function page(
  ctx: DomainCtx,
  status: MemberStatus,
  filter: MemberFilter,
  cursor: string | null = null,
  size = USERS_PAGE_SIZE,
): Promise<Page<MemberRecord>> {
  const { list, filter: rest, cursorFor, countedBy } = await plan(ctx, status, filter);
  const found = await entryPage(ctx.db, ctx.domain.domainId, { list, cursor, size, filter: rest, cursorFor, countedBy });
  return { ...found, items: await Members.many(ctx, found.items) };
}
