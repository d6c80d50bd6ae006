import { Membership } from '@portal/contracts';
import type { DomainCtx, MemberRecord } from '../context';
import { entryPage, firstEntries, type EntryFilter, type Page } from '../db/paging';
import type { ListKey } from '../db/entries';
import { queryTerms, searchKey, searchRead } from '../search/grams';
import { belongsIn, MemberList, type MemberStatus } from './member-lists';
import * as Members from './members';

export const USERS_PAGE_SIZE = 20;

export interface MemberFilter {
  /** Terms that must each be a substring of the member's id, names, e-mail or company. */
  search?: string;
  membership?: number;
  tag?: number;
  /** Members who bought this product (patients only). */
  product?: number;
}

/** The list a filter pages through and counts: the users list of its status, membership and tag, or the buyers of its product. */
const scopeOf = (status: MemberStatus, filter: MemberFilter) =>
  filter.product === undefined ? MemberList.users(status, filter) : MemberList.bought(filter.product, status);

/** Only patients buy: a product asked with another membership matches no one. */
const nobody = (filter: MemberFilter) => filter.product !== undefined && filter.membership !== undefined && filter.membership !== Membership.Patient;

/**
 * The member a search names exactly, by its whole e-mail address or its id (one GetItem or one
 * Query of the e-mail index): it is shown first, so an admin who pastes an address acts on that
 * member and not on one whose address merely contains it.
 */
export async function exactMatch(ctx: DomainCtx, search: string | undefined): Promise<MemberRecord | undefined> {
  const whole = (search ?? '').trim();
  if (/^\d{1,10}$/.test(whole)) return Members.fromId(ctx, Number(whole));
  if (/^\S+@\S+$/.test(whole)) return Members.fromEmail(ctx, whole);
  return undefined;
}

/**
 * The list that serves a filter, and what is left to check within it. Without a search the users
 * list of that status, membership and tag is exact. An active search reads the postings of its
 * rarest trigram, of the membership asked when there is one (searchRead), and checks every term
 * (and a tag) on the text the postings carry; inactive members are few and searched in their users
 * list.
 */
async function plan(ctx: DomainCtx, status: MemberStatus, filter: MemberFilter): Promise<{ list: ListKey; filter: EntryFilter; cursorFor: string }> {
  const terms = queryTerms(filter.search);
  const scope = scopeOf(status, filter);
  const cursorFor = searchKey(scope, terms);
  // A product's buyers are read in their own list, its entries carrying the text and tags to check.
  if (filter.product !== undefined) return { list: scope, filter: { terms, tag: filter.tag }, cursorFor };
  if (!terms.length) return { list: scope, filter: {}, cursorFor };
  if (status === 'inactive') return { list: scope, filter: { terms }, cursorFor };
  const { list } = await searchRead(ctx, terms, (gram) => MemberList.search(gram, { membership: filter.membership }), scope);
  return { list, filter: { terms, tag: filter.tag }, cursorFor };
}

/**
 * One page of a domain's active or inactive members, newest first, with the filter's total; an
 * exact match of the search (a whole e-mail or id) comes first. A row whose member no longer
 * belongs in the list (a change the projector has not yet carried to it) is left out.
 */
export async function page(
  ctx: DomainCtx,
  status: MemberStatus,
  filter: MemberFilter,
  cursor: string | null = null,
  size = USERS_PAGE_SIZE,
): Promise<Page<MemberRecord>> {
  if (nobody(filter)) return { items: [], cursor: null, count: 0 };
  const [read, exact] = await Promise.all([plan(ctx, status, filter), exactMatch(ctx, filter.search)]);
  const users = scopeOf(status, filter);
  const first = exact && belongsIn(exact, users) ? exact.memberId : undefined;
  const found = await entryPage(ctx.db, ctx.domain.domainId, { ...read, cursor, size, first });
  const members = await Members.many(ctx, found.items);
  return { ...found, items: members.filter((m) => belongsIn(m, users)) };
}

/**
 * A picker's options: the first `size` active members that match, an exact match first, without a
 * total, so the read stops once it has them (db/paging.ts firstEntries).
 */
export async function options(ctx: DomainCtx, filter: MemberFilter, size: number): Promise<MemberRecord[]> {
  if (nobody(filter)) return [];
  const [read, exact] = await Promise.all([plan(ctx, 'active', filter), exactMatch(ctx, filter.search)]);
  const users = scopeOf('active', filter);
  const ids = await firstEntries(ctx.db, ctx.domain.domainId, { list: read.list, filter: read.filter, size });
  const first = exact && belongsIn(exact, users) ? [exact.memberId] : [];
  const members = await Members.many(ctx, [...first, ...ids.filter((id) => !first.includes(id))].slice(0, size));
  return members.filter((m) => belongsIn(m, users));
}
