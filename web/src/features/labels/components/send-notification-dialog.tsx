import { CONFIRM_NOTIFICATION, NOTIFICATION_FAILED, type FedexRequestView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useSendNotification } from '../api/send-notification';

interface SendNotificationDialogProps {
  request: FedexRequestView | null;
  onClose: () => void;
  onSent: (message: string) => void;
}

/** Asks before mailing the center its label (spec §2); a failure is told in an alert (§8). */
export function SendNotificationDialog({ request, onClose, onSent }: SendNotificationDialogProps) {
  const send = useSendNotification();
  const confirm = () =>
    request &&
    send.mutate(request.id, {
      onSuccess: ({ message }) => {
        onClose();
        onSent(message);
      },
      onError: () => window.alert(NOTIFICATION_FAILED),
    });
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title="Send Notification"
      description={CONFIRM_NOTIFICATION}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={send.isPending}>
              Close
            </Button>
          </DialogClose>
          <Button isLoading={send.isPending} onClick={confirm}>
            Send
          </Button>
        </>
      }
    >
      {request && (
        <p>
          Label #{request.id} for {request.hc_desc.map((hc) => hc.company || hc.email).join(', ')}, tracking number {request.tracking_number}.
        </p>
      )}
    </Dialog>
  );
}
