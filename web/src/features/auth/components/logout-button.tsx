import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/** Ends the session (spec §4) and returns to the guest page. */
export function LogoutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = async () => {
    session.clearAll();
    await navigate(paths.login.getHref(), { replace: true });
    queryClient.clear();
  };

  return (
    <button type="button" className={className} onClick={() => void logout()}>
      Logout
    </button>
  );
}
