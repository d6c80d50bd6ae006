import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/** Ends the session in this browser (spec §4) and goes to the login page, leaving nothing of the member cached. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    session.clearAll();
    await navigate(paths.login.getHref(), { replace: true });
    queryClient.clear();
  };
}
