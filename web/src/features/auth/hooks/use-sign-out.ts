import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { signOut } from '../api/sign-out';

/**
 * Signs this browser out (spec §4) and goes to the login page, leaving nothing of the member cached:
 * for a session the server has ended already (a password change, Sign out everywhere).
 */
export function useClearSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    session.clearAll();
    await navigate(paths.login.getHref(), { replace: true });
    queryClient.clear();
  };
}

/** Logout: ends the session on the server, then in this browser, which is signed out even when the server cannot be reached. */
export function useSignOut() {
  const clearSession = useClearSession();
  return async () => {
    await signOut().catch(() => undefined);
    await clearSession();
  };
}
