import type { MessageBody } from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

interface RemoveDialogProps<T, V> {
  /** What to remove; the dialog is open while there is one. */
  item: T | null;
  title: string;
  description: ReactNode;
  /** The dismissing button's label, when the spec names it (e.g. 'Close'). */
  cancelLabel?: string;
  /** How the item is named under the question. */
  subject: (item: T) => ReactNode;
  /** The list's removal (its mutation hook), run with what `variablesOf` makes of the item. */
  remove: Pick<UseMutationResult<MessageBody, Error, V>, 'mutate' | 'isPending'>;
  variablesOf: (item: T) => V;
  onClose: () => void;
  /** The server's message after the removal, for the list's notification. */
  onRemoved: (message: string) => void;
  /** The server's message when the removal failed, for the list's notification. */
  onFailed: (message: string, error: unknown, item: T) => void;
}

/**
 * Asks before an item of a manager's list is removed (an asset group, a coupon, a staff member),
 * then closes with the server's answer for the list's notification.
 */
export function RemoveDialog<T, V>({
  item,
  title,
  description,
  cancelLabel,
  subject,
  remove,
  variablesOf,
  onClose,
  onRemoved,
  onFailed,
}: RemoveDialogProps<T, V>) {
  const confirm = () => {
    if (!item) return;
    remove.mutate(variablesOf(item), {
      onSuccess: ({ message }) => {
        onClose();
        onRemoved(message);
      },
      onError: (error) => {
        onClose();
        onFailed(errorMessage(error), error, item);
      },
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      description={description}
      confirmLabel="Remove"
      cancelLabel={cancelLabel}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {item && <p className="dialog-subject">{subject(item)}</p>}
    </ConfirmDialog>
  );
}
