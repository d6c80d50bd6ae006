import type { VialEntryView } from '@portal/contracts';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import type { VialsList } from '../api/get-vials-history';

interface VialsTableProps {
  list: VialsList;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<VialEntryView, any>[];
}

/** One page of the ledger and its pagination. */
export function VialsTable({ list, columns }: VialsTableProps) {
  return (
    <>
      <DataTable caption="Vials history" columns={columns} rows={list.rows} loading={list.loading} loadingText="Loading vials..." rowKey={(entry) => entry.id} />
      <Pagination {...list.pager} />
    </>
  );
}
