import { SIGN_UP_LINK_RENEWED, type SignUpLinkKind } from '@portal/contracts';
import { useState } from 'react';
import { useNotification } from '../../hooks/use-notification';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CopyLinkField } from '../ui/copy-link-field';
import { Notification } from '../ui/notification';
import { useRenewSignUpLink } from './use-sign-up-links';

interface SignUpLinkFieldProps {
  label: string;
  /** The whole link, with its invitation token; undefined while it loads. */
  link: string | undefined;
  /** Given to the member whose link it is: a New link button that voids this one. */
  renew?: { memberId: number; kind: SignUpLinkKind };
}

/**
 * A sign-up link to hand out: read-only with Copy, and for its own member a New link button. A new
 * link is asked for first (the old one stops working at once, for everyone who was sent it).
 */
export function SignUpLinkField({ label, link, renew }: SignUpLinkFieldProps) {
  if (link === undefined) return <p aria-busy="true">Loading {label}...</p>;
  return (
    <div className="sign-up-link">
      <CopyLinkField label={label} link={link} />
      {renew && <RenewLink label={label} {...renew} />}
    </div>
  );
}

function RenewLink({ label, memberId, kind }: { label: string; memberId: number; kind: SignUpLinkKind }) {
  const [open, setOpen] = useState(false);
  const mutation = useRenewSignUpLink(memberId);
  const { notification, showError, showSuccess } = useNotification();
  const confirm = () =>
    mutation.mutate(kind, {
      onSuccess: () => showSuccess(SIGN_UP_LINK_RENEWED),
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="secondary" aria-label={`New link for the ${label}`} onClick={() => setOpen(true)}>
        New link
      </Button>
      {notification && <Notification {...notification} />}
      <ConfirmDialog
        open={open}
        title="Make a new link?"
        description={`The current ${label} stops working at once: anyone you sent it to needs the new one.`}
        confirmLabel="Make a new link"
        pending={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
