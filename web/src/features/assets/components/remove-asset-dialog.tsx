import { CONFIRM_REMOVE_ASSET, type AssetView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
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
    <Dialog
      open={asset !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Remove Asset"
      description={CONFIRM_REMOVE_ASSET}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button variant="danger" isLoading={remove.isPending} onClick={confirm}>
            Remove
          </Button>
        </>
      }
    >
      {asset && <p className="dialog-subject">{asset.asset_name}</p>}
    </Dialog>
  );
}
