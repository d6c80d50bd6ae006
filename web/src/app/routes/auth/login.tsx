import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../config/constants';
import { LoginForm } from '../../../features/auth/components/login-form';
import { afterLoginPath } from '../../../lib/redirects';
import { session } from '../../../lib/session';
import { GuestPage } from './guest-page';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    // The second before the dashboard downloads it (not part of the login page's own JavaScript).
    import('../app/prefetch-dashboard').then(
      (module) => module.prefetchDashboard(),
      () => undefined,
    );
    const timer = window.setTimeout(() => navigate(afterLoginPath(session.takeRedirect()), { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  return (
    <GuestPage title="Member Login">
      <LoginForm onSuccess={() => setSignedIn(true)} />
    </GuestPage>
  );
}
