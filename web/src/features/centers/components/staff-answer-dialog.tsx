import type { MemberView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { logError } from '../../../lib/log';
import { useAnswerStaff, type StaffAnswer } from '../api/center-staff';

interface StaffAnswerDialogProps {
  /** The staff member awaiting the center's answer; the dialog is open while there is one. */
  staff: MemberView | null;
  centerId: number;
  onClose: () => void;
  /** The server's message after the answer, for the list's notification. */
  onAnswered: (message: string) => void;
  onFailed: (message: string) => void;
}

/**
 * Asks the center about a staff member who signed up through its link: Confirm lets it enter the
 * center's account; Refuse ends its access (and closes an account made only for this center).
 */
export function StaffAnswerDialog({ staff, centerId, onClose, onAnswered, onFailed }: StaffAnswerDialogProps) {
  const answer = useAnswerStaff();
  const pending = answer.isPending;

  const send = (choice: StaffAnswer) => {
    if (!staff) return;
    answer.mutate(
      { answer: choice, user_id: staff.id, hc_id: centerId },
      {
        onSuccess: ({ message }) => {
          onClose();
          onAnswered(message);
        },
        onError: (error) => {
          logError(`Answering staff member ${staff.id} of harvest center ${centerId} failed`, error);
          onClose();
          onFailed(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog
      open={staff !== null}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Confirm Staff Member"
      description="This person signed up as staff through your sign-up link. Until you confirm them, they cannot enter your center's account or see its patients, documents or cards."
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} isLoading={pending && answer.variables?.answer === 'refuse'} onClick={() => send('refuse')}>
            Refuse
          </Button>
          <Button disabled={pending} isLoading={pending && answer.variables?.answer === 'confirm'} onClick={() => send('confirm')}>
            Confirm
          </Button>
        </>
      }
    >
      {staff && (
        <p className="dialog-subject">
          {staff.username || staff.email} <span className="muted">({staff.email})</span>
        </p>
      )}
    </Dialog>
  );
}
