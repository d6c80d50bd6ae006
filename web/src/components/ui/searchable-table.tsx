import type { ReactNode } from 'react';
import { DataTable, type ColumnDef } from './data-table';
import { Input } from './input';
import type { Pager } from '../../lib/paging';
import { Pagination } from './pagination';

/** What the table needs of a server-paged list (useCursorList). */
export interface SearchableList<Row> {
  search: string;
  setSearch: (text: string) => void;
  rows: Row[] | undefined;
  loading: boolean;
  pager: Pager;
}

interface SearchableTableProps<Row extends { id: number }> {
  list: SearchableList<Row>;
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** What the filter matches, e.g. 'Patient name'. */
  searchPlaceholder: string;
  loadingText: string;
  /** At the filter bar's end, e.g. a copy-link field. */
  toolbar?: ReactNode;
  /** The next step under an empty list, unless a search is what emptied it. */
  emptyHint?: ReactNode;
}

/** A server-paged table: its text filter, the page of rows and its pagination. */
export function SearchableTable<Row extends { id: number }>({
  list,
  caption,
  columns,
  searchPlaceholder,
  loadingText,
  toolbar,
  emptyHint,
}: SearchableTableProps<Row>) {
  return (
    <div className="role-list">
      <div className="filter-bar">
        <Input
          label="Search"
          className="filter-bar-text"
          type="search"
          placeholder={searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
        />
        {toolbar}
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        loadingText={loadingText}
        rowKey={(row) => row.id}
        emptyHint={list.search.trim() ? undefined : emptyHint}
        updating={list.pager.updating}
      />
      <Pagination {...list.pager} />
    </div>
  );
}
