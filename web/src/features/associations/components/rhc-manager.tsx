import type { RhcAssociationRow } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { CentersDialog } from '../../../components/centers-dialog/centers-dialog';
import { centerNames } from '../../../components/centers-dialog/chosen-centers';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { SearchableTable } from '../../../components/ui/searchable-table';
import { RECORD_UPDATED } from '../../../config/constants';
import { useNotification } from '../../../hooks/use-notification';
import { useRhcPage } from '../api/get-rhc-page';
import { useUpdateRhcCenters } from '../api/update-rhc-centers';

const column = createColumnHelper<RhcAssociationRow>();

/** A referral center by company, else by name, else by e-mail. */
export const rhcName = (row: RhcAssociationRow) => row.rhc_desc.company || row.rhc_desc.username || row.rhc_desc.email;

/**
 * RHC Manager (admin, spec §2 "Association managers"): the domain's referral centers with the
 * harvest centers their new referrals go to, filtered and paged by the server, and a dialog per
 * row that changes them. Patients a referral center already referred stay with their center.
 */
export function RhcManager() {
  const list = useRhcPage();
  const [editing, setEditing] = useState<RhcAssociationRow | null>(null);
  const { notification, showSuccess } = useNotification();
  const save = useUpdateRhcCenters();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID' }),
      column.display({ id: 'company', header: 'Referral Harvest Center', cell: ({ row }) => row.original.rhc_desc.company || '—' }),
      column.display({ id: 'name', header: 'Name', cell: ({ row }) => row.original.rhc_desc.username }),
      column.display({ id: 'email', header: 'Email', cell: ({ row }) => row.original.rhc_desc.email }),
      column.display({ id: 'centers', header: 'Harvest Centers', cell: ({ row }) => centerNames(row.original.hc_desc) }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Button
            variant="secondary"
            className="button--small"
            aria-label={`Edit harvest centers of ${rhcName(row.original)}`}
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
      <SearchableTable
        list={list}
        caption="Referral Harvest Centers"
        columns={columns}
        searchPlaceholder="ID, name, e-mail or company"
        loadingText="Loading referral centers..."
      />
      <CentersDialog
        subject={editing && { id: editing.id, name: rhcName(editing), centers: editing.hc_desc }}
        emptyText="No harvest center: this referral center cannot refer new patients."
        pending={save.isPending}
        onSave={async (centerIds) => {
          if (!editing) return;
          await save.mutateAsync({ rhcId: editing.id, body: { rhc_hc_ids: centerIds } });
          setEditing(null);
          showSuccess(RECORD_UPDATED);
        }}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
