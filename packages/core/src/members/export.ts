import type { DomainCtx } from '../context';
import * as Reference from '../reference/reference';
import { textCell, type RowSource } from '../transactions/exports';
import * as MemberPages from './member-pages';
import type { MemberStatus } from './member-lists';
import * as Members from './members';

/** The columns of the Users List export (spec §6), in order. */
export const USERS_EXPORT_HEADERS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'company',
  'phone_number',
  'membership',
  'tags',
  'is_active',
  'date_joined',
  'last_login',
] as const;

/** What a Users List export holds: the active or inactive members its filters match. */
export interface UsersExportQuery extends Omit<MemberPages.MemberFilter, 'search'> {
  status: MemberStatus;
  search?: string;
}

/** How many members the export will hold, as the list counts them (a search's count may be a lower bound). */
export async function countOf(ctx: DomainCtx, q: UsersExportQuery): Promise<{ count: number; atLeast: boolean }> {
  const { status, ...filter } = q;
  const first = await MemberPages.page(ctx, status, filter, null, 1);
  return { count: first.count, atLeast: first.atLeast ?? false };
}

/**
 * The Users List's members the filters match, newest first as the list shows them, each batch one
 * page of the list (MemberPages.page: a Query on the list's key and one BatchGet of the members), its
 * cursor where the next batch starts. Memberships and tags by name, joined by '; '.
 */
export function exportSource(ctx: DomainCtx, q: UsersExportQuery): RowSource {
  const { status, ...filter } = q;
  return {
    headers: USERS_EXPORT_HEADERS,
    kinds: new Map([['id', 'number']]),
    sheet: 'Users',
    batches: async function* (from, size, escape) {
      const tagNames = new Map((await Reference.tags(ctx)).map((t) => [t.id, t.name]));
      const text = (value: string) => textCell(value, escape);
      let cursor = from;
      for (;;) {
        const page = await MemberPages.page(ctx, status, filter, cursor, size);
        const rows = page.items
          .map(Members.view)
          .map((m) => [
            m.id,
            text(m.first_name),
            text(m.last_name),
            text(m.email),
            text(m.company),
            text(m.phone_number),
            m.membership.map((x) => x.name).join('; '),
            text(m.tags.map((id) => tagNames.get(id) ?? String(id)).join('; ')),
            String(m.is_active),
            m.date_joined,
            m.last_login ?? '',
          ]);
        yield { rows, next: page.cursor };
        if (page.cursor === null) return;
        cursor = page.cursor;
      }
    },
  };
}
