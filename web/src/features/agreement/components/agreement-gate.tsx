import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId, useAdminActingAs } from '../../../lib/auth';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useAgreementStatus } from '../api/get-agreement-status';
import { agreementGateState } from '../utils/gate';
import { localTimestamp } from '../utils/local-timestamp';
import { AgreementText } from './agreement-text';

/** The dashboard's Private Membership Agreement gate (spec §4); the server says whom it asks (never an admin: Profile.agreementOf). */
export function AgreementGate() {
  const memberId = useActingMemberId();
  const adminActing = useAdminActingAs();
  const { data: status } = useAgreementStatus(memberId ?? undefined);
  const [dismissed, setDismissed] = useState(false);

  const state = agreementGateState({ status, adminActing });
  if (!memberId || state === 'hidden' || dismissed) return null;
  return <AgreementDialog memberId={memberId} dismissible={state === 'dismissible'} onDismiss={() => setDismissed(true)} />;
}

interface AgreementDialogProps {
  memberId: number;
  /** Only an admin acting as the member may close the modal without accepting. */
  dismissible: boolean;
  onDismiss: () => void;
}

function AgreementDialog({ memberId, dismissible, onDismiss }: AgreementDialogProps) {
  const [accepted, setAccepted] = useState(false);
  const accept = useAcceptAgreement();
  const { notification, showError } = useNotification();

  const proceed = () => accept.mutate({ id: memberId, check_agreement: localTimestamp() }, { onError: (error) => showError(errorMessage(error)) });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // Escape and outside clicks close it only for an admin acting as the member.
        if (!open && dismissible) onDismiss();
      }}
      title="Private Membership Agreement"
      size="wide"
      actions={
        <>
          {dismissible && (
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          )}
          <Button disabled={!accepted} isLoading={accept.isPending} onClick={proceed}>
            Continue
          </Button>
        </>
      }
    >
      <p className="dialog-description">Please read the agreement below and accept it to continue to your account.</p>
      <AgreementText />
      <Checkbox
        label="I have read and accept the Private Membership Agreement"
        className="agreement-accept"
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      {notification && <Notification {...notification} />}
    </Dialog>
  );
}
