import { CONFIRM_REMOVE_ASSET, type AssetView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { AssetLinks } from '../../../components/asset-links';
import { Button } from '../../../components/ui/button';
import { EditRemoveActions } from '../../../components/ui/edit-remove-actions';
import { Notification } from '../../../components/ui/notification';
import { RemoveDialog } from '../../../components/ui/remove-dialog';
import { SearchableTable } from '../../../components/ui/searchable-table';
import { useRowDialogs } from '../../../hooks/use-row-dialogs';
import { useAssets } from '../api/get-assets';
import { useRemoveAsset } from '../api/remove-asset';
import { AssetFormDialog } from './asset-form-dialog';

const column = createColumnHelper<AssetView>();

/**
 * The Asset List (spec §2): the domain's resource groups, 10 a page from the server, with a filter,
 * Add Asset and each group's edit and remove. A list that fails to load shows as empty (§8).
 */
export function AssetsList() {
  const list = useAssets();
  const dialogs = useRowDialogs<AssetView>();
  const { edit: editRow, remove: removeRow } = dialogs;
  const remove = useRemoveAsset();

  const columns = useMemo(
    () => [
      column.display({
        id: 'details',
        header: 'Asset Details',
        cell: ({ row }) => (
          <div className="asset-details">
            <span>#{row.original.id}</span> <strong>{row.original.asset_name}</strong>
            <p>{row.original.description}</p>
          </div>
        ),
      }),
      column.display({ id: 'memberships', header: 'Memberships', cell: ({ row }) => row.original.memberships.map((m) => m.name).join(', ') || '—' }),
      column.display({ id: 'sections', header: 'Resource Sections', cell: ({ row }) => row.original.sections.map((s) => s.url).join(', ') || '—' }),
      column.display({ id: 'information', header: 'Additional Information', cell: ({ row }) => <AssetLinks assets={row.original.assets} /> }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <EditRemoveActions onEdit={() => editRow(row.original)} onRemove={() => removeRow(row.original)} />,
      }),
    ],
    [editRow, removeRow],
  );

  return (
    <>
      {dialogs.notification && <Notification {...dialogs.notification} />}
      <SearchableTable
        list={list}
        caption="Asset List"
        columns={columns}
        searchPlaceholder="ID or asset name"
        loadingText="Loading assets..."
        toolbar={<Button onClick={dialogs.add}>Add Asset</Button>}
      />
      <AssetFormDialog open={dialogs.formOpen} asset={dialogs.editingRow} onClose={dialogs.closeForm} onSaved={dialogs.saved} />
      {/* Remove Asset (spec §2): the question, the group's name, Close and Remove. */}
      <RemoveDialog
        item={dialogs.removing}
        title="Remove Asset"
        description={CONFIRM_REMOVE_ASSET}
        cancelLabel="Close"
        subject={(asset) => asset.asset_name}
        remove={remove}
        variablesOf={(asset) => asset.id}
        onClose={dialogs.closeRemoval}
        onRemoved={dialogs.showSuccess}
        onFailed={dialogs.showError}
      />
    </>
  );
}
