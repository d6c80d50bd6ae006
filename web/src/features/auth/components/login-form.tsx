import { isLoginChallenge, type LoginChallenge, type LoginRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { paths } from '../../../config/paths';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { ChooseNewPasswordForm } from './new-password-form';

/** Spec §5: the login form has no client-side rules; the server's answer is shown as is. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { register, handleSubmit } = useForm<LoginRequest>({ defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const { notification, showError, showSuccess } = useNotification();
  const [challenge, setChallenge] = useState<(LoginChallenge & { email: string }) | null>(null);

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        if (isLoginChallenge(answer)) return setChallenge({ ...answer, email: values.email });
        showSuccess(answer.message);
        onSuccess();
      },
      onError: (error) => showError(errorMessage(error)),
    }),
  );

  if (challenge)
    return <ChooseNewPasswordForm email={challenge.email} session={challenge.session} message={challenge.message} onSuccess={onSuccess} />;

  return (
    <form className="form" onSubmit={submit} noValidate>
      {notification && <Notification {...notification} />}
      <Input label="Login" type="text" inputMode="email" autoComplete="username" autoCapitalize="none" {...register('email')} />
      <Input label="Password" type="password" autoComplete="current-password" {...register('password')} />
      <Button type="submit" className="button--block" isLoading={login.isPending} disabled={login.isSuccess}>
        Login
      </Button>
      <Link className="form-link" to={paths.forgotPassword.getHref()}>
        Forgot Password
      </Link>
    </form>
  );
}
