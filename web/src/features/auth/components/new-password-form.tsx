import { zodResolver } from '@hookform/resolvers/zod';
import { isLoginChallenge, PASSWORD_MISMATCH, Password, type LoginChallenge } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useCompleteNewPassword } from '../api/login';

const NewPasswordForm = z
  .object({ password: Password, confirmation: z.string().min(1, 'Required') })
  .refine((v) => v.password === v.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] });
type NewPasswordForm = z.infer<typeof NewPasswordForm>;

interface Props {
  email: string;
  session: string;
  message: string;
  onSuccess: () => void;
  /** The sign-in's next step: the two-factor setup the member's membership requires. */
  onChallenge: (challenge: LoginChallenge) => void;
}

/** The first sign-in of an invited member: the temporary password is replaced by its own. */
export function ChooseNewPasswordForm({ email, session, message, onSuccess, onChallenge }: Props) {
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordForm) });
  const complete = useCompleteNewPassword();
  const { notification, showError, showSuccess } = useNotification();

  const submit = handleSubmit(({ password }) =>
    complete.mutate(
      { email, session, password },
      {
        onSuccess: (answer) => {
          if (isLoginChallenge(answer)) return onChallenge(answer);
          showSuccess(answer.message);
          onSuccess();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{message}</p>
      {notification && <Notification {...notification} />}
      <Input label="New password" type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
      <Input
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmation?.message}
        {...register('confirmation')}
      />
      <Button type="submit" className="button--block" isLoading={complete.isPending} disabled={complete.isSuccess}>
        Set Password
      </Button>
    </form>
  );
}
