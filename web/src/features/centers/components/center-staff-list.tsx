import type { MemberView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Pagination } from '../../../components/ui/pagination';
import { useNotification } from '../../../hooks/use-notification';
import { clampPage, pageCount, pageRows, pageText } from '../../../lib/paging';
import { useCenterStaff } from '../api/center-staff';
import { filterStaff, STAFF_PAGE_SIZE } from '../utils/staff-list';
import { RemoveStaffDialog } from './remove-staff-dialog';

const column = createColumnHelper<MemberView>();

/**
 * The Staff page's table (spec §2): the center's staff, filtered by name or e-mail and paged 10 at
 * a time in the browser, each of which the center may remove after confirmation. A list that fails
 * to load shows as empty (spec §8).
 */
export function CenterStaffList({ centerId }: { centerId: number }) {
  const { data: staff, isPending, isError } = useCenterStaff(centerId);
  const loading = isPending && !isError;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const { notification, showSuccess, showError } = useNotification();

  const matching = useMemo(() => filterStaff(staff ?? [], search), [staff, search]);
  // The page stays in range when the filter or a removal leaves fewer rows.
  const current = clampPage(page, matching.length, STAFF_PAGE_SIZE);
  const last = pageCount(matching.length, STAFF_PAGE_SIZE);

  const staffColumns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.accessor('username', { header: 'Name', cell: ({ getValue }) => getValue() || '—' }),
      column.accessor('email', { header: 'Email', cell: ({ getValue }) => <span className="data-table-email">{getValue()}</span> }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="row-actions">
            <Button variant="danger" className="button--small" onClick={() => setRemoving(row.original)}>
              Remove
            </Button>
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <div className="role-list">
      <div className="filter-bar">
        <Input
          label="Search"
          type="search"
          placeholder="Name or e-mail"
          autoComplete="off"
          maxLength={100}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {notification && <Notification {...notification} />}
      <DataTable
        caption="Staff"
        columns={staffColumns}
        rows={loading ? undefined : pageRows(matching, current, STAFF_PAGE_SIZE)}
        loading={loading}
        loadingText="Loading staff..."
        rowKey={(member) => member.id}
      />
      <Pagination
        text={loading ? null : pageText(current, matching.length, STAFF_PAGE_SIZE)}
        page={current}
        reachable={last}
        loading={loading}
        onPage={setPage}
      />
      <RemoveStaffDialog staff={removing} centerId={centerId} onClose={() => setRemoving(null)} onRemoved={showSuccess} onFailed={showError} />
    </div>
  );
}
