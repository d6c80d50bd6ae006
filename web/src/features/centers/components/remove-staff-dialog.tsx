import type { MemberView } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { logError } from '../../../lib/log';
import { useRemoveStaff } from '../api/center-staff';

interface RemoveStaffDialogProps {
  /** The staff member to remove; the dialog is open while there is one. */
  staff: MemberView | null;
  centerId: number;
  onClose: () => void;
  /** The server's message after the removal, for the list's notification. */
  onRemoved: (message: string) => void;
  /** The server's message when the removal failed (spec §8: staff removal failure alerts it). */
  onFailed: (message: string) => void;
}

/** Confirms removing a staff member from the center, then removes it; the dialog closes once the list has loaded again. */
export function RemoveStaffDialog({ staff, centerId, onClose, onRemoved, onFailed }: RemoveStaffDialogProps) {
  const remove = useRemoveStaff();

  const confirm = () => {
    if (!staff) return;
    remove.mutate(
      { user_id: staff.id, hc_id: centerId },
      {
        onSuccess: ({ message }) => {
          onClose();
          onRemoved(message);
        },
        onError: (error) => {
          logError(`Removing staff member ${staff.id} from harvest center ${centerId} failed`, error);
          onClose();
          onFailed(errorMessage(error));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={staff !== null}
      title="Remove Staff Member"
      description="The staff member will no longer be able to enter this harvest center's account."
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {staff && (
        <p className="dialog-subject">
          {staff.username || staff.email} <span className="muted">({staff.email})</span>
        </p>
      )}
    </ConfirmDialog>
  );
}
