import type { MemberRow } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useRoleList } from '../../lib/role-lists';
import type { ColumnDef } from '../ui/data-table';
import { SearchableTable } from '../ui/searchable-table';

interface RoleListProps {
  /** The API path of the list, with its owner's id; undefined while the owner is not known. */
  path: string | undefined;
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<MemberRow, any>[];
  /** What the filter matches, e.g. 'Patient ID or HC company'. */
  searchPlaceholder: string;
  loadingText: string;
  /** Above the filter bar's end, e.g. a copy-link field. */
  toolbar?: ReactNode;
  /** The next step under the list while it has no rows. */
  emptyHint?: ReactNode;
  /** The list's filters beside the text, as API query values. */
  filters?: Record<string, number>;
}

/** A role list: its text filter, the page of rows and its pagination. */
export function RoleList({ path, caption, columns, searchPlaceholder, loadingText, toolbar, emptyHint, filters }: RoleListProps) {
  return (
    <SearchableTable
      list={useRoleList(path, filters)}
      caption={caption}
      columns={columns}
      searchPlaceholder={searchPlaceholder}
      loadingText={loadingText}
      toolbar={toolbar}
      emptyHint={emptyHint}
    />
  );
}
