import type { LocationView } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteLocation } from '../api/delete-location';

interface DeleteLocationDialogProps {
  /** The location to delete; the dialog is open while there is one. */
  location: LocationView | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
  onFailed: (message: string) => void;
}

/** Confirms a delete, then closes with the server's answer for the page's notification. */
export function DeleteLocationDialog({ location, onClose, onDeleted, onFailed }: DeleteLocationDialogProps) {
  const remove = useDeleteLocation();

  const confirm = () => {
    if (!location) return;
    remove.mutate(location, {
      onSuccess: ({ message }) => {
        onClose();
        onDeleted(message);
      },
      onError: (error) => {
        onClose();
        onFailed(errorMessage(error));
      },
    });
  };

  return (
    <ConfirmDialog
      open={location !== null}
      title="Delete Location"
      description="Are you sure you want to delete this location?"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {location && <p className="dialog-subject">{location.location_name}</p>}
    </ConfirmDialog>
  );
}
