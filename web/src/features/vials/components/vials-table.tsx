import type { VialEntryView } from '@portal/contracts';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import type { VialsList } from '../api/get-vials-history';

interface VialsTableProps {
  list: VialsList;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<VialEntryView, any>[];
}

const CAPTION = 'Vials history';

/** One page of the ledger and its pagination. */
export function VialsTable({ list, columns }: VialsTableProps) {
  return (
    <>
      <DataTable
        caption={CAPTION}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        loadingText="Loading vials..."
        rowKey={(entry) => entry.id}
        updating={list.pager.updating}
      />
      <Pagination {...list.pager} of={CAPTION} />
    </>
  );
}
