import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

export default function PasswordRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Change Password</h1>
      </div>
      <section className="card">
        <ChangePasswordForm />
      </section>
    </>
  );
}
