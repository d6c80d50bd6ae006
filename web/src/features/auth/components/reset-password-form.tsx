import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ResetPasswordForm as ResetPasswordSchema, useConfirmPasswordReset } from '../api/confirm-password-reset';
import { ResultDialog } from '../../../components/ui/result-dialog';

export function ResetPasswordForm({ email }: { email: string }) {
  const { register, handleSubmit, formState, resetField } = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { email, code: '', password: '', password_confirmation: '' },
  });
  const confirm = useConfirmPasswordReset();
  const [result, setResult] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit(({ password_confirmation: _confirmation, ...body }) =>
    confirm.mutate(body, {
      onSuccess: (response) => {
        setResult(response.message);
        resetField('password');
        resetField('password_confirmation');
      },
      onError: (error) => setResult(errorMessage(error)),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">Enter the 6-digit code from the e-mail we sent you and choose a new password.</p>
      <Input label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Input label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required error={errors.code?.message} {...register('code')} />
      <Input label="New password" type="password" autoComplete="new-password" required error={errors.password?.message} {...register('password')} />
      <Input
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" className="button--block" isLoading={confirm.isPending}>
        Reset Password
      </Button>
      <div className="form-links">
        <Link className="form-link" to={paths.forgotPassword.getHref()}>
          Send me a new code
        </Link>
        <Link className="form-link" to={paths.login.getHref()}>
          Back to Login
        </Link>
      </div>
      <ResultDialog title="Reset Password" message={result} onClose={() => setResult(null)} withLoginPage />
    </form>
  );
}
