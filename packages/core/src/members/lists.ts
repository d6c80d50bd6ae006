import type { DomainCtx, MemberRecord } from '../context';

export const USERS_PAGE_SIZE = 20;

export interface MemberFilter {
  /** Case-insensitive part of the id, full name, e-mail or company. */
  search?: string;
  membership?: number;
  tag?: number;
}

export interface MemberPage {
  members: MemberRecord[];
  /** Opaque position of the next page; null on the last page. */
  cursor: string | null;
  /** How many members match the filter in all. */
  count: number;
}

function query(ctx: DomainCtx, status: 'active' | 'inactive', filter: MemberFilter) {
  const q = ctx.db.entities.member.query.byStatus({ domainId: ctx.domain.domainId, status });
  const search = filter.search?.trim().toLowerCase();
  if (!search && filter.membership === undefined && filter.tag === undefined) return q;
  return q.where((attr, op) =>
    [
      search ? op.contains(attr.searchText, search) : '',
      filter.membership !== undefined ? op.contains(attr.memberships, filter.membership) : '',
      filter.tag !== undefined ? op.contains(attr.tags, filter.tag) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

/**
 * One page of a domain's active or inactive members, newest first: a single Query on the status
 * index that reads on until the page is full; the total comes from a key-only pass over the same
 * index and filter.
 */
export async function page(
  ctx: DomainCtx,
  status: 'active' | 'inactive',
  filter: MemberFilter,
  cursor: string | null = null,
  size = USERS_PAGE_SIZE,
): Promise<MemberPage> {
  const [found, all] = await Promise.all([
    query(ctx, status, filter).go({ order: 'desc', count: size, cursor }),
    query(ctx, status, filter).go({ pages: 'all', attributes: ['memberId'] }),
  ]);
  return { members: found.data as MemberRecord[], cursor: found.cursor, count: all.data.length };
}

/** Every active member of one membership, for pickers (harvest centers in a form, ...). */
export async function allOf(ctx: DomainCtx, membership: number): Promise<MemberRecord[]> {
  const { data } = await query(ctx, 'active', { membership }).go({ pages: 'all' });
  return (data as MemberRecord[]).sort((a, b) => a.memberId - b.memberId);
}
