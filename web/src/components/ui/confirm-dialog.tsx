import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The confirming button's label, e.g. 'Remove' or 'Delete'. */
  confirmLabel: string;
  /** The dismissing button's label: 'Cancel' unless the spec names it otherwise (e.g. 'Close'). */
  cancelLabel?: string;
  /** While the action runs the dialog cannot be dismissed and its buttons wait. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** Asks before a destructive action: Cancel, or the danger button that runs it. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel = 'Cancel', pending, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={title}
      description={description}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
