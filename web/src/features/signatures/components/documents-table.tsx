import type { PatientDocumentView } from '@portal/contracts';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentList } from '../api/get-documents';
import '../signatures.css';

interface DocumentsTableProps {
  /** The API path of the list; undefined while its owner is not known. */
  path: string | undefined;
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<PatientDocumentView, any>[];
  /** What the filter matches, e.g. 'Patient name'. */
  searchPlaceholder: string;
}

/** A documents table: its text filter, the page of rows (10 a page, from the server) and 'Page X of Y'. */
export function DocumentsTable({ path, caption, columns, searchPlaceholder }: DocumentsTableProps) {
  const list = useDocumentList(path);
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
      </div>
      <DataTable caption={caption} columns={columns} rows={list.rows} loading={list.loading} loadingText="Loading documents..." rowKey={(row) => row.id} />
      <Pagination text={list.text} canPrevious={list.canPrevious} canNext={list.canNext} onPrevious={list.previous} onNext={list.next} />
    </div>
  );
}
