import { useSignOut } from '../hooks/use-sign-out';

/** Ends the session (spec §4) and returns to the guest page. */
export function LogoutButton({ className }: { className?: string }) {
  const signOut = useSignOut();
  return (
    <button type="button" className={className} onClick={() => void signOut()}>
      Logout
    </button>
  );
}
