import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { GuestPage } from './guest-page';

export default function ForgotPasswordRoute() {
  return (
    <GuestPage title="Forgot Password">
      <ForgotPasswordForm />
    </GuestPage>
  );
}
