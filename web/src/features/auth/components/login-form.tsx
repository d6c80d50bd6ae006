import type { LoginChallenge, LoginRequest } from '@portal/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { isLoginChallenge, useLogin } from '../api/login';

/** Only an invited member's first sign-in needs it (and zod with it): not part of the login page's first paint. */
const ChooseNewPasswordForm = lazy(() => import('./new-password-form').then((module) => ({ default: module.ChooseNewPasswordForm })));
/** Only members with two-factor sign-in (or required to set it up) need these. */
const TwoFactorCodeForm = lazy(() => import('./two-factor-code-form').then((module) => ({ default: module.TwoFactorCodeForm })));
const TwoFactorSetupForm = lazy(() => import('./two-factor-setup-form').then((module) => ({ default: module.TwoFactorSetupForm })));

/**
 * Spec §5: the login form has no client-side rules; the server's answer is shown as is. So it reads
 * its two fields from the form itself, without a form library: the login page is the portal's
 * first paint and carries only what it uses.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const { notification, showError, showSuccess } = useNotification();
  const [challenge, setChallenge] = useState<(LoginChallenge & { email: string }) | null>(null);
  // Why the last session ended (idle sign-out), said once, until the member signs in again.
  const [signedOutReason] = useState(() => session.getSignedOutReason());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const values: LoginRequest = { email: String(fields.get('email') ?? ''), password: String(fields.get('password') ?? '') };
    login.mutate(values, {
      onSuccess: (answer) => {
        if (isLoginChallenge(answer)) return setChallenge({ ...answer, email: values.email });
        showSuccess(answer.message);
        onSuccess();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  if (challenge)
    return (
      <Suspense fallback={<Spinner label="Loading…" />}>
        {challenge.challenge === 'MFA_SETUP' ? (
          <TwoFactorSetupForm email={challenge.email} setup={challenge} onSuccess={onSuccess} />
        ) : challenge.challenge === 'SOFTWARE_TOKEN_MFA' ? (
          <TwoFactorCodeForm email={challenge.email} session={challenge.session} message={challenge.message} onSuccess={onSuccess} />
        ) : (
          <ChooseNewPasswordForm
            email={challenge.email}
            session={challenge.session}
            message={challenge.message}
            onSuccess={onSuccess}
            onChallenge={(next) => setChallenge({ ...next, email: challenge.email })}
          />
        )}
      </Suspense>
    );

  return (
    <form className="form" onSubmit={submit} noValidate>
      {signedOutReason && !notification && <Notification tone="error" message={signedOutReason} />}
      {notification && <Notification {...notification} />}
      <Input label="Login" type="text" inputMode="email" autoComplete="username" autoCapitalize="none" name="email" />
      <Input label="Password" type="password" autoComplete="current-password" name="password" />
      <Button type="submit" className="button--block" isLoading={login.isPending} disabled={login.isSuccess}>
        Login
      </Button>
      <Link className="form-link" to={paths.forgotPassword.getHref()}>
        Forgot Password
      </Link>
    </form>
  );
}
