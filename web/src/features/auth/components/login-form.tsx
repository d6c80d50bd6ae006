import type { LoginRequest } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { paths } from '../../../config/paths';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/** Spec §5: the login form has no client-side rules; the server's answer is shown as is. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { register, handleSubmit } = useForm<LoginRequest>({ defaultValues: { email: '', password: '' } });
  const login = useLogin();
  const { notification, showError, showSuccess } = useNotification();

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (response) => {
        showSuccess(response.message);
        onSuccess();
      },
      onError: (error) => showError(errorMessage(error)),
    }),
  );

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
