import { CONFIRM_REMOVE_ASSET, type AssetView } from '@portal/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { AssetLinks } from '../../../components/asset-links';
import { Button } from '../../../components/ui/button';
import { Notification } from '../../../components/ui/notification';
import { RemoveDialog } from '../../../components/ui/remove-dialog';
import { SearchableTable } from '../../../components/ui/searchable-table';
import { useNotification } from '../../../hooks/use-notification';
import { useAssets } from '../api/get-assets';
import { useRemoveAsset } from '../api/remove-asset';
import { AssetFormDialog } from './asset-form-dialog';

const column = createColumnHelper<AssetView>();

/** What the list's dialogs work on: nothing, a new group, or a group to edit. */
type Editing = { kind: 'add' } | { kind: 'edit'; asset: AssetView } | null;

/**
 * The Asset List (spec §2): the domain's resource groups, 10 a page from the server, with a filter,
 * Add Asset and each group's edit and remove. A list that fails to load shows as empty (§8).
 */
export function AssetsList() {
  const list = useAssets();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AssetView | null>(null);
  const remove = useRemoveAsset();
  const { notification, showSuccess, showError } = useNotification();

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
        cell: ({ row }) => (
          <div className="row-actions">
            <Button variant="secondary" className="button--small" onClick={() => setEditing({ kind: 'edit', asset: row.original })}>
              Edit
            </Button>
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
    <>
      {notification && <Notification {...notification} />}
      <SearchableTable
        list={list}
        caption="Asset List"
        columns={columns}
        searchPlaceholder="ID or asset name"
        loadingText="Loading assets..."
        toolbar={<Button onClick={() => setEditing({ kind: 'add' })}>Add Asset</Button>}
      />
      <AssetFormDialog
        open={editing !== null}
        asset={editing?.kind === 'edit' ? editing.asset : undefined}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showSuccess(message);
        }}
      />
      {/* Remove Asset (spec §2): the question, the group's name, Close and Remove. */}
      <RemoveDialog
        item={removing}
        title="Remove Asset"
        description={CONFIRM_REMOVE_ASSET}
        cancelLabel="Close"
        subject={(asset) => asset.asset_name}
        remove={remove}
        variablesOf={(asset) => asset.id}
        onClose={() => setRemoving(null)}
        onRemoved={showSuccess}
        onFailed={showError}
      />
    </>
  );
}
