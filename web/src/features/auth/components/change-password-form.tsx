import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeOwnPasswordRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId, useUser } from '../../../lib/auth';
import { useChangePassword } from '../api/change-password';
import { useClearSession } from '../hooks/use-sign-out';
import { ResultDialog } from '../../../components/ui/result-dialog';

const SIGN_IN_AGAIN = 'Please sign in again with your new password.';

/**
 * Change Password (spec §2). The server ends every session of the member whose password changed:
 * a member changing its own is told so and taken to the login page. One acting as another member
 * (an admin's login-as) keeps its own session and stays.
 */
export function ChangePasswordForm() {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ChangeOwnPasswordRequest),
    defaultValues: { password_current: '', password_new: '', password_confirmation: '' },
  });
  const change = useChangePassword();
  const [result, setResult] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const ownAccount = useActingMemberId() === useUser()?.id;
  // The server ended this session with the change: the browser only has to follow.
  const signOut = useClearSession();
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (response) => {
        reset();
        if (ownAccount) setSignedOut(`${response.message} ${SIGN_IN_AGAIN}`);
        else setResult(response.message);
      },
      onError: (error) => setResult(errorMessage(error)),
    }),
  );

  return (
    <form className="form form--narrow" onSubmit={submit} noValidate>
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password_current?.message}
        {...register('password_current')}
      />
      <Input label="New password" type="password" autoComplete="new-password" required error={errors.password_new?.message} {...register('password_new')} />
      <Input
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" isLoading={change.isPending}>
        Submit
      </Button>
      <ResultDialog title="Change Password" message={result} onClose={() => setResult(null)} />
      <Dialog
        open={signedOut !== null}
        onOpenChange={(open) => !open && void signOut()}
        title="Change Password"
        description={signedOut}
        actions={<Button onClick={() => void signOut()}>Login Page</Button>}
      />
    </form>
  );
}
