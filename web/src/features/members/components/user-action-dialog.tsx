import type { MessageBody } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { loginAs as loginAsFlow, useStartActing } from '../../../lib/acting-as';
import { logError } from '../../../lib/log';
import { useDeleteInactiveUser } from '../api/delete-inactive-user';
import { useSetUserActive } from '../api/set-user-active';
import { displayName } from '../../../lib/member-options';
import { userActionCopy, type PendingUserAction } from '../utils/user-actions';

interface UserActionDialogProps {
  /** The action to confirm; the dialog is open while there is one. */
  action: PendingUserAction | null;
  onClose: () => void;
  /** The server's message after a change, for the list's notification. */
  onChanged: (message: string) => void;
}

/**
 * Confirms a user action, then runs it. A change closes the dialog once the list has loaded again;
 * Login As keeps it busy while the dashboard reloads. Failures are only logged and the dialog
 * closes (spec §8).
 */
export function UserActionDialog({ action, onClose, onChanged }: UserActionDialogProps) {
  const loginAs = useStartActing(loginAsFlow);
  const setActive = useSetUserActive();
  const remove = useDeleteInactiveUser();
  const busy = loginAs.isPending || loginAs.isSuccess || setActive.isPending || remove.isPending;
  const copy = action ? userActionCopy[action.kind] : null;

  const confirm = () => {
    if (!action) return;
    const { kind, member } = action;
    const changed = ({ message }: MessageBody) => {
      onClose();
      onChanged(message);
    };
    const failed = (error: unknown) => {
      logError(`${userActionCopy[kind].title} failed for user ${member.id}`, error);
      onClose();
    };
    if (kind === 'login-as') loginAs.mutate(member.id, { onError: failed });
    else if (kind === 'delete') remove.mutate(member.id, { onSuccess: changed, onError: failed });
    else setActive.mutate({ id: member.id, active: kind === 'activate' }, { onSuccess: changed, onError: failed });
  };

  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={copy?.title ?? ''}
      description={copy?.consequence}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={copy?.destructive ? 'danger' : 'primary'} isLoading={busy} onClick={confirm}>
            Confirm
          </Button>
        </>
      }
    >
      {action && (
        <p className="dialog-subject">
          {displayName(action.member)} <span className="muted">({action.member.email})</span>
        </p>
      )}
    </Dialog>
  );
}
