import type { DomainCtx, MemberRecord } from '../context';
import { entryPage, type Page } from '../db/paging';
import { MemberList, type MemberStatus } from './member-lists';
import * as Members from './members';
import { searchPlan } from './search-words';

export const USERS_PAGE_SIZE = 20;

export interface MemberFilter {
  /** Words that must each start a word of the member's id, names, e-mail or company. */
  search?: string;
  membership?: number;
  tag?: number;
}

/**
 * The list that serves a filter, and what is left to check within it. Without a search the users
 * list of that status, membership and tag is exact. An active search reads the list of its longest
 * word's prefix (a small share of the domain); inactive members are few and searched in their list.
 */
function plan(status: MemberStatus, filter: MemberFilter) {
  const search = searchPlan(filter.search);
  if (!search) return { list: MemberList.users(status, filter), filter: {} };
  if (status === 'inactive') return { list: MemberList.users(status, filter), filter: { words: search.check.length ? search.check : [search.prefix] } };
  return { list: MemberList.search(search.prefix), filter: { words: search.check, membership: filter.membership, tag: filter.tag } };
}

/** One page of a domain's active or inactive members, newest first, with the filter's total. */
export async function page(
  ctx: DomainCtx,
  status: MemberStatus,
  filter: MemberFilter,
  cursor: string | null = null,
  size = USERS_PAGE_SIZE,
): Promise<Page<MemberRecord>> {
  const { list, filter: rest } = plan(status, filter);
  const found = await entryPage(ctx.db, ctx.domain.domainId, { list, cursor, size, filter: rest });
  return { ...found, items: await Members.many(ctx, found.items) };
}
