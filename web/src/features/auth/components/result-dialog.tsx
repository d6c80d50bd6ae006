import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';

interface ResultDialogProps {
  title: string;
  message: string | null;
  onClose: () => void;
  /** Offer a 'Login Page' button next to 'Close'. */
  withLoginPage?: boolean;
}

/** The server's answer to a password action, shown in a dialog (spec §8). */
export function ResultDialog({ title, message, onClose, withLoginPage = false }: ResultDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={message}
      actions={
        <>
          {withLoginPage && <Button onClick={() => navigate(paths.login.getHref())}>Login Page</Button>}
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </>
      }
    />
  );
}
