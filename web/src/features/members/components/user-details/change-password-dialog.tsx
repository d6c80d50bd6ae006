import { useState, type FormEvent } from 'react';
import { FormDialogActions } from '../../../../components/ui/form-dialog-actions';
import { Dialog } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useSetUserPassword } from '../../api/set-user-password';

interface ChangePasswordDialogProps {
  open: boolean;
  memberId: number;
  onClose: () => void;
  /** The server's message once the password is set. */
  onChanged: (message: string) => void;
}

/** An admin sets a member's password (spec §5, §8): an empty value sends nothing; a failure is an alert. */
export function ChangePasswordDialog({ open, memberId, onClose, onChanged }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title="Change Password">
      <ChangePasswordForm memberId={memberId} onChanged={onChanged} />
    </Dialog>
  );
}

function ChangePasswordForm({ memberId, onChanged }: Pick<ChangePasswordDialogProps, 'memberId' | 'onChanged'>) {
  const [password, setPassword] = useState('');
  const change = useSetUserPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered inside User Details: its submit must not reach that form.
    event.stopPropagation();
    if (!password) return;
    change.mutate({ id: memberId, password }, { onSuccess: ({ message }) => onChanged(message), onError: (error) => window.alert(errorMessage(error)) });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input label="New Password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <FormDialogActions pending={change.isPending} />
    </form>
  );
}
