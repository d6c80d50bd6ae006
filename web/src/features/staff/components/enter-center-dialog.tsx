import type { MemberView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { hcAccess, useStartActing } from '../../../lib/acting-as';
import { logError } from '../../../lib/log';

interface EnterCenterDialogProps {
  /** The center to enter; the dialog is open while there is one. */
  center: MemberView | null;
  onClose: () => void;
}

/**
 * Confirms entering a harvest center's account (spec §4), then enters it; the dialog stays busy
 * while the dashboard reloads. A failure is only logged and the dialog closes (spec §8).
 */
export function EnterCenterDialog({ center, onClose }: EnterCenterDialogProps) {
  const enter = useStartActing(hcAccess);
  const busy = enter.isPending || enter.isSuccess;

  const confirm = () => {
    if (!center) return;
    enter.mutate(center.id, {
      onError: (error) => {
        logError(`HC access failed for harvest center ${center.id}`, error);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={center !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Access"
      description={center ? `Do you want to access ${center.company} HC Account?` : undefined}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button isLoading={busy} onClick={confirm}>
            Confirm
          </Button>
        </>
      }
    />
  );
}
