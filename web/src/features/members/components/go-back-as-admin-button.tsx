import { Button } from '../../../components/ui/button';
import { loginAs, useGoBack } from '../../../lib/acting-as';
import { useImpersonatingAdminId } from '../../../lib/auth';
import { logError } from '../../../lib/log';

/** Shown in the top bar while the admin login-as cookies are set (spec §4). A failure is only logged. */
export function GoBackAsAdminButton() {
  const adminId = useImpersonatingAdminId();
  const goBack = useGoBack(loginAs);
  if (adminId === undefined) return null;
  return (
    <Button
      variant="secondary"
      className="go-back-as-admin"
      isLoading={goBack.isPending || goBack.isSuccess}
      onClick={() => goBack.mutate(adminId, { onError: (error) => logError('Go back as Admin failed', error) })}
    >
      Go back as Admin
    </Button>
  );
}
