import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeOwnPasswordRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { ResultDialog } from '../../../components/ui/result-dialog';

export function ChangePasswordForm() {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ChangeOwnPasswordRequest),
    defaultValues: { password_current: '', password_new: '', password_confirmation: '' },
  });
  const change = useChangePassword();
  const [result, setResult] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (response) => {
        setResult(response.message);
        reset();
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
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_new?.message}
        {...register('password_new')}
      />
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
    </form>
  );
}
