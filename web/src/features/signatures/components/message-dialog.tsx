import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

interface MessageDialogProps {
  title: string;
  /** The message to show; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

/** The result of a document action (a request, an upload, an e-mail): the message in a dialog (spec §8). */
export function MessageDialog({ title, message, onClose }: MessageDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={message}
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    />
  );
}
