import { CONFIRM_REMOVE_ASSET, type AssetView } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveAsset } from '../api/remove-asset';

interface RemoveAssetDialogProps {
  /** The group to remove; the dialog is open while there is one. */
  asset: AssetView | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
  onFailed: (message: string) => void;
}

/** Remove Asset (spec §2): the question, the group's name, Close and Remove. */
export function RemoveAssetDialog({ asset, onClose, onRemoved, onFailed }: RemoveAssetDialogProps) {
  const remove = useRemoveAsset();
  const confirm = () => {
    if (!asset) return;
    remove.mutate(asset.id, {
      onSuccess: ({ message }) => {
        onClose();
        onRemoved(message);
      },
      onError: (error) => {
        onClose();
        onFailed(errorMessage(error));
      },
    });
  };
  return (
    <ConfirmDialog
      open={asset !== null}
      title="Remove Asset"
      description={CONFIRM_REMOVE_ASSET}
      confirmLabel="Remove"
      cancelLabel="Close"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {asset && <p className="dialog-subject">{asset.asset_name}</p>}
    </ConfirmDialog>
  );
}
