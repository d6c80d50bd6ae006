import type { StaffRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { CentersDialog } from '../../../components/centers-dialog/centers-dialog';
import { centerNames } from '../../../components/centers-dialog/chosen-centers';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { SearchableTable } from '../../../components/ui/searchable-table';
import { useNotification } from '../../../hooks/use-notification';
import { RECORD_UPDATED } from '../../../config/constants';
import { useStaffPage } from '../api/get-staff-page';
import { useUpdateStaffCenters } from '../api/update-staff-centers';
import { staffName } from '../utils/staff-manager';
import '../staff.css';

const column = createColumnHelper<StaffRow>();

/**
 * HC Staff Manager (admin, spec §2 "Association managers"): the domain's staff members with the
 * harvest centers each may enter, filtered and paged by the server, and a dialog per row that
 * changes those centers. The change holds from the staff member's next request.
 */
export function StaffManager() {
  const list = useStaffPage();
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const { notification, showSuccess } = useNotification();
  const save = useUpdateStaffCenters();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.display({ id: 'name', header: 'Name', cell: ({ row }) => staffName(row.original) }),
      column.accessor('email', { header: 'Email' }),
      column.display({ id: 'centers', header: 'Harvest Centers', cell: ({ row }) => centerNames(row.original.harvest_centers) }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Button
            variant="secondary"
            className="button--small"
            aria-label={`Edit harvest centers of ${staffName(row.original)}`}
            onClick={() => setEditing(row.original)}
          >
            Edit
          </Button>
        ),
      }),
    ],
    [],
  );

  return (
    <>
      {notification && <Notification {...notification} />}
      <SearchableTable list={list} caption="HC Staff" columns={columns} searchPlaceholder="ID, name or e-mail" loadingText="Loading staff..." />
      <CentersDialog
        subject={editing && { id: editing.id, name: staffName(editing), centers: editing.harvest_centers }}
        emptyText="No harvest center: this staff member cannot enter any."
        pending={save.isPending}
        onSave={async (centerIds) => {
          if (!editing) return;
          await save.mutateAsync({ staffId: editing.id, body: { staff_hc_ids: centerIds } });
          setEditing(null);
          showSuccess(RECORD_UPDATED);
        }}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
