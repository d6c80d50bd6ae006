import { Button } from './button';
import { DialogClose } from './dialog';

/** The footer of a form in a dialog: Cancel closes it, Save submits the form and waits while it runs. */
export function FormDialogActions({ pending }: { pending: boolean }) {
  return (
    <div className="dialog-actions">
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" isLoading={pending}>
        Save
      </Button>
    </div>
  );
}
