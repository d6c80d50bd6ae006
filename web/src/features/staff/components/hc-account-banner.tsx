import { Button } from '../../../components/ui/button';
import { hcAccess, useGoBack } from '../../../lib/acting-as';
import { useHcStaffAccessId, useUser } from '../../../lib/auth';
import { logError } from '../../../lib/log';
import '../staff.css';

/**
 * Shown above the content while the HC staff access cookie is set (spec §4): the stored user is then
 * the center entered. Going back reloads the staff member's dashboard; a failure is only logged.
 */
export function HcAccountBanner() {
  const staffId = useHcStaffAccessId();
  const center = useUser();
  const goBack = useGoBack(hcAccess);
  if (staffId === undefined || !center) return null;
  const name = center.company || center.username || center.email;
  return (
    <section className="hc-account-banner" aria-label="HC account banner">
      <p className="hc-account-banner-text">You are currently on {name} HC Account</p>
      <Button
        variant="secondary"
        isLoading={goBack.isPending || goBack.isSuccess}
        onClick={() => goBack.mutate(staffId, { onError: (error) => logError('Go back to your Account failed', error) })}
      >
        Go back to your Account
      </Button>
    </section>
  );
}
