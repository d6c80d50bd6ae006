import type { MemberView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { contactName } from '../utils/centers-table';

interface CentersTableProps {
  centers: readonly MemberView[] | undefined;
  /** The list is loading: its rows are not known yet. */
  loading: boolean;
  /** The buttons of a row. */
  actions: (center: MemberView) => ReactNode;
}

const column = createColumnHelper<MemberView>();
const orDash = (text: string) => text || '—';

/** A page of the staff member's centers; without rows it says it is loading or that there is nothing to show (spec §2). */
export function CentersTable({ centers, loading, actions }: CentersTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.accessor('company', { header: 'Company', cell: ({ getValue }) => orDash(getValue()) }),
      column.accessor((center) => contactName(center), { id: 'contact', header: 'Contact', cell: ({ getValue }) => orDash(getValue()) }),
      column.accessor('email', { header: 'Email', cell: ({ getValue }) => <span className="data-table-email">{getValue()}</span> }),
      column.accessor('city', { header: 'City', cell: ({ getValue }) => orDash(getValue()) }),
      column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <div className="row-actions">{actions(row.original)}</div> }),
    ],
    [actions],
  );
  return (
    <DataTable
      caption="Associated Harvest Centers"
      columns={columns}
      rows={centers}
      loading={loading}
      loadingText="Loading harvest centers..."
      rowKey={(center) => center.id}
    />
  );
}
