import type { MemberView } from '@portal/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../lib/api-client';
import { useUser } from '../../../../lib/auth';
import { displayName } from '../../../../lib/member-options';
import { useResetTwoFactor, useUserTwoFactor } from '../../api/reset-two-factor';

interface TwoFactorFactProps {
  member: Pick<MemberView, 'id' | 'username' | 'first_name' | 'last_name' | 'email'>;
  onReset: (message: string) => void;
  onFailed: (message: string) => void;
}

/**
 * Whether the member signs in with two-factor, and the admin's reset for one who lost its phone
 * (confirmed first: the member's sessions end). An admin's own is changed from its profile.
 */
export function TwoFactorFact({ member, onReset, onFailed }: TwoFactorFactProps) {
  const { data, isError } = useUserTwoFactor(member.id);
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const self = useUser()?.id === member.id;

  const confirm = () =>
    reset.mutate(member.id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        onReset(message);
      },
      onError: (error) => {
        setConfirming(false);
        onFailed(errorMessage(error));
      },
    });

  return (
    <div className="fact">
      <dt>Two-Factor Sign-In</dt>
      <dd className="fact__value-with-action">
        {data ? (data.enabled ? 'On' : 'Off') : isError ? 'Could not be read' : '…'}
        {data?.enabled && !self && (
          <Button variant="ghost" className="button--small" onClick={() => setConfirming(true)}>
            Reset Two-Factor
          </Button>
        )}
      </dd>
      <ConfirmDialog
        open={confirming}
        title="Reset two-factor sign-in?"
        description="For a member who lost the phone with their authenticator app: its codes stop working, the member is signed out everywhere and e-mailed. Their next sign-in is with the password (and a new app's setup where your portal requires two-factor): if the phone may also hold the password, send a reset code too."
        confirmLabel="Reset Two-Factor"
        pending={reset.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p className="dialog-subject">
          {displayName(member)} <span className="muted">({member.email})</span>
        </p>
      </ConfirmDialog>
    </div>
  );
}
