import type { TwoFactorSetup } from '@portal/contracts';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { isLoginChallenge } from '../api/login';
import { useConfirmSetupAndSignIn } from '../api/two-factor';
import { AuthenticatorSetup } from './authenticator-setup';

interface Props {
  email: string;
  setup: Pick<TwoFactorSetup, 'secret' | 'uri' | 'message' | 'session'>;
  onSuccess: () => void;
}

/** A sign-in whose membership requires two-factor and that has none yet: the app is set up before any screen with data. */
export function TwoFactorSetupForm({ email, setup, onSuccess }: Props) {
  const confirm = useConfirmSetupAndSignIn();
  const { notification, showError, showSuccess } = useNotification();
  const submit = (code: string) =>
    confirm.mutate(
      { email, session: setup.session, code },
      {
        onSuccess: (answer) => {
          if (isLoginChallenge(answer)) return showError(answer.message);
          showSuccess(answer.message);
          onSuccess();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  return (
    <>
      {notification && <Notification {...notification} />}
      <AuthenticatorSetup setup={setup} pending={confirm.isPending || confirm.isSuccess} submitLabel="Turn on and sign in" onSubmit={submit} />
    </>
  );
}
