import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { isLoginChallenge } from '../api/login';
import { useSignInWithCode } from '../api/two-factor';

interface Props {
  email: string;
  session: string;
  message: string;
  onSuccess: () => void;
}

/** A sign-in's second step with two-factor on: the code the member's authenticator app shows now. */
export function TwoFactorCodeForm({ email, session, message, onSuccess }: Props) {
  const signIn = useSignInWithCode();
  const [code, setCode] = useState('');
  const { notification, showError, showSuccess } = useNotification();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email, session, code },
      {
        onSuccess: (answer) => {
          if (isLoginChallenge(answer)) return showError(answer.message);
          showSuccess(answer.message);
          onSuccess();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{message}</p>
      {notification && <Notification {...notification} />}
      <Input
        label="Authentication code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="button--block" isLoading={signIn.isPending} disabled={signIn.isSuccess}>
        Verify
      </Button>
    </form>
  );
}
