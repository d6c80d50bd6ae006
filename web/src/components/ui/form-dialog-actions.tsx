import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * The footer of a form in a dialog: Cancel closes it, Save submits the form and waits while it runs;
 * once the form is `done` (its success showing before the dialog closes) Save stays off.
 */
export function FormDialogActions({ pending, done = false }: { pending: boolean; done?: boolean }) {
  return (
    <div className="dialog-actions">
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" isLoading={pending} disabled={done}>
        Save
      </Button>
    </div>
  );
}
