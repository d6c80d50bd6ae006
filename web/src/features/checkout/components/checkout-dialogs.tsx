import { PROCESSING_PURCHASE, SELECT_A_PATIENT } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import type { CheckoutDialog } from '../hooks/use-checkout-submit';

const ignoreClose = () => undefined;

/**
 * The checkout's dialogs (spec §2, §4, §8): the blocking one while the payment runs; success (and a
 * payment still being confirmed) with Dashboard and Close, which reloads the page; the error with
 * the server's message as title and error_message below it; 'Please select a patient'.
 */
export function CheckoutDialogs({ dialog, onClose }: { dialog: CheckoutDialog; onClose: () => void }) {
  const navigate = useNavigate();
  const closeOnDismiss = (open: boolean) => !open && onClose();

  if (dialog.kind === 'processing')
    return (
      <Dialog open onOpenChange={ignoreClose} title="Processing Payment" description={PROCESSING_PURCHASE}>
        <div className="spinner-block" aria-hidden="true">
          <span className="spinner" />
        </div>
      </Dialog>
    );

  if (dialog.kind === 'select-patient') return <Dialog open onOpenChange={closeOnDismiss} title={SELECT_A_PATIENT} actions={<CloseButton />} />;

  if (dialog.kind === 'outcome') {
    const { outcome } = dialog;
    const settled = outcome.code === 'success' || outcome.code === 'pending';
    const details = [outcome.error_message, outcome.invoice_id && settled ? `Invoice #${outcome.invoice_id}` : ''].filter(Boolean).join(' ');
    if (settled)
      return (
        <Dialog
          open
          onOpenChange={(open) => !open && window.location.reload()}
          title={outcome.message}
          description={details || undefined}
          actions={
            <>
              <Button onClick={() => navigate(paths.dashboard.getHref())}>Dashboard</Button>
              <Button variant="secondary" onClick={() => window.location.reload()}>
                Close
              </Button>
            </>
          }
        />
      );
    return <Dialog open onOpenChange={closeOnDismiss} title={outcome.message} description={outcome.error_message || undefined} actions={<CloseButton />} />;
  }

  return null;
}

function CloseButton() {
  return (
    <DialogClose asChild>
      <Button variant="secondary">Close</Button>
    </DialogClose>
  );
}
