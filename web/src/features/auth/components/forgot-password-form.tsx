import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { ResultDialog } from '../../../components/ui/result-dialog';

export function ForgotPasswordForm() {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { email: '' },
  });
  const reset = useRequestPasswordReset();
  const [result, setResult] = useState<string | null>(null);

  const submit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (response) => setResult(response.message),
      onError: (error) => setResult(errorMessage(error)),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">Enter the e-mail address of your account and we will send you a code to reset your password.</p>
      <Input label="Email" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      <Button type="submit" className="button--block" isLoading={reset.isPending}>
        Reset Password
      </Button>
      <div className="form-links">
        <Link className="form-link" to={paths.resetPassword.getHref(watch('email').trim() || undefined)}>
          I already have a code
        </Link>
        <Link className="form-link" to={paths.login.getHref()}>
          Back to Login
        </Link>
      </div>
      <ResultDialog title="Forgot Password" message={result} onClose={() => setResult(null)} withLoginPage />
    </form>
  );
}
