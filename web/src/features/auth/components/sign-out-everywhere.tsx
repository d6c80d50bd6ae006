import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useSignOutEverywhere } from '../api/sign-out';
import { useClearSession } from '../hooks/use-sign-out';

/**
 * Sign out everywhere: asks first, ends every session of the signed-in member on the server (in
 * every browser; an admin's or staff member's own while acting as another member), then signs
 * this browser out to the login page. A refusal stays in the dialog with the server's message.
 */
export function SignOutEverywhere() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const mutation = useSignOutEverywhere();
  const clearSession = useClearSession();
  const { notification, showError } = useNotification();
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => void clearSession(),
      onError: (error) => showError(errorMessage(error)),
    });

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Sessions
      </h2>
      <p>Signed in on another browser or device you no longer use? Sign out of all of them at once.</p>
      <div className="form-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Sign out everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account is signed out, this one included. You will need to log in again."
        confirmLabel="Sign out everywhere"
        pending={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {notification && <Notification {...notification} />}
      </ConfirmDialog>
    </section>
  );
}
