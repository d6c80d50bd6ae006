import type { MemberRow } from '@portal/contracts';
import type { ReactNode } from 'react';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { useRoleList } from '../api/role-lists';

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
}

/** A role list: its text filter, the page of rows and 'Page X of Y' with Previous and Next. */
export function RoleList({ path, caption, columns, searchPlaceholder, loadingText, toolbar }: RoleListProps) {
  const list = useRoleList(path);
  return (
    <div className="role-list">
      <div className="filter-bar">
        <Input
          label="Search"
          type="search"
          placeholder={searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
        />
        {toolbar}
      </div>
      <DataTable caption={caption} columns={columns} rows={list.rows} loading={list.loading} loadingText={loadingText} rowKey={(row) => row.id} />
      <Pagination text={list.text} canPrevious={list.canPrevious} canNext={list.canNext} onPrevious={list.previous} onNext={list.next} />
    </div>
  );
}
