import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

interface ResultDialogProps {
  title: string;
  message: string | null;
  onClose: () => void;
  /** Offer a 'Login Page' button next to 'Close'. */
  withLoginPage?: boolean;
  /** Offer a 'Dashboard' button next to 'Close'. */
  withDashboard?: boolean;
}

/** The server's answer to an action (a password change, a request, an upload, an added member), shown in a dialog. */
export function ResultDialog({ title, message, onClose, withLoginPage = false, withDashboard = false }: ResultDialogProps) {
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
          {withDashboard && <Button onClick={() => navigate(paths.dashboard.getHref())}>Dashboard</Button>}
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </>
      }
    />
  );
}
