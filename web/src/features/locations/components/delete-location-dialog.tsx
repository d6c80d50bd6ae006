import type { LocationView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
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
    <Dialog
      open={location !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Location"
      description="Are you sure you want to delete this location?"
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </>
      }
    >
      {location && <p className="dialog-subject">{location.location_name}</p>}
    </Dialog>
  );
}
