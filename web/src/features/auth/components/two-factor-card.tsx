import type { TwoFactorSetup } from '@portal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmTwoFactor, useRemoveTwoFactor, useStartTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { AuthenticatorSetup } from './authenticator-setup';

/**
 * Two-factor sign-in on the member's own profile: set it up (the password again, then the app's QR
 * code or key and its first code) or turn it off (the password and a current code). Always the
 * signed-in member's own, also while acting as another member.
 */
export function TwoFactorCard() {
  const titleId = useId();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'setup' | 'remove' | null>(null);
  const { notification, showSuccess } = useNotification();
  const enabled = status.data?.enabled ?? false;

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Two-factor sign-in
      </h2>
      {notification && <Notification {...notification} />}
      <p>
        {status.isPending
          ? 'Checking…'
          : enabled
            ? 'On: you sign in with your password and a code from your authenticator app.'
            : 'Off: you sign in with your password alone. Add a code from an authenticator app to keep your account safe even if your password is known.'}
      </p>
      <div className="form-actions">
        {enabled ? (
          <Button variant="secondary" onClick={() => setDialog('remove')}>
            Turn off two-factor sign-in
          </Button>
        ) : (
          <Button onClick={() => setDialog('setup')} disabled={status.isPending}>
            Set up two-factor sign-in
          </Button>
        )}
      </div>
      {dialog === 'setup' && <SetupDialog onClose={() => setDialog(null)} onDone={(message) => (setDialog(null), showSuccess(message))} />}
      {dialog === 'remove' && <RemoveDialog onClose={() => setDialog(null)} onDone={(message) => (setDialog(null), showSuccess(message))} />}
    </section>
  );
}

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
}

function SetupDialog({ onClose, onDone }: DialogProps) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const { notification, showError } = useNotification();

  const begin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    start.mutate({ password }, { onSuccess: setSetup, onError: (error) => showError(errorMessage(error)) });
  };
  const finish = (code: string) =>
    confirm.mutate({ session: setup!.session, code }, { onSuccess: (answer) => onDone(answer.message), onError: (error) => showError(errorMessage(error)) });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Set up two-factor sign-in">
      {notification && <Notification {...notification} />}
      {setup ? (
        <AuthenticatorSetup setup={setup} pending={confirm.isPending} submitLabel="Turn on" onSubmit={finish} />
      ) : (
        <form className="form" onSubmit={begin} noValidate>
          <p className="form-intro">Enter your password to begin. You need an authenticator app on your phone (any app that shows 6-digit codes).</p>
          <Input label="Password" type="password" name="password" autoComplete="current-password" autoFocus />
          <Button type="submit" className="button--block" isLoading={start.isPending}>
            Continue
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function RemoveDialog({ onClose, onDone }: DialogProps) {
  const remove = useRemoveTwoFactor();
  const { notification, showError } = useNotification();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    remove.mutate(
      { password: String(fields.get('password') ?? ''), code: String(fields.get('code') ?? '') },
      { onSuccess: (answer) => onDone(answer.message), onError: (error) => showError(errorMessage(error)) },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Turn off two-factor sign-in">
      {notification && <Notification {...notification} />}
      <form className="form" onSubmit={submit} noValidate>
        <p className="form-intro">Enter your password and the code your authenticator app shows now.</p>
        <Input label="Password" type="password" name="password" autoComplete="current-password" autoFocus />
        <Input label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={9} />
        <Button type="submit" variant="danger" className="button--block" isLoading={remove.isPending}>
          Turn off
        </Button>
      </form>
    </Dialog>
  );
}
