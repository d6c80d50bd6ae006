import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { GuestPage } from './guest-page';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <GuestPage title="Reset Password">
      <ResetPasswordForm email={params.get('email') ?? ''} />
    </GuestPage>
  );
}
