import type { PatientDocumentView } from '@portal/contracts';
import type { ColumnDef } from '../../../components/ui/data-table';
import { SearchableTable } from '../../../components/ui/searchable-table';
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
  return (
    <SearchableTable
      list={useDocumentList(path)}
      caption={caption}
      columns={columns}
      searchPlaceholder={searchPlaceholder}
      loadingText="Loading documents..."
    />
  );
}
