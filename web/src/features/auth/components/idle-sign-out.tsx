import { IDLE_SIGN_OUT_DEFAULT_MINUTES } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDomainConfig } from '../../../lib/domain-config';
import { useIdleSignOut } from '../hooks/use-idle-sign-out';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * Idle sign-out in the signed-in shell: after the domain's minutes without activity the member is
 * signed out; a minute before, this dialog says so, counting down, with "Stay signed in".
 */
export function IdleSignOut() {
  const { data: config } = useDomainConfig();
  const minutes = config?.idle_sign_out_minutes ?? IDLE_SIGN_OUT_DEFAULT_MINUTES;
  const { secondsLeft, stay } = useIdleSignOut(minutes);
  const signOut = useSignOut();
  return (
    <Dialog
      open={secondsLeft !== null}
      // Escape or a click outside is a sign of life: the member stays signed in.
      onOpenChange={(open) => !open && stay()}
      title="Are you still there?"
      description={`There has been no activity for a while. For the privacy of patient data you will be signed out in ${secondsLeft ?? 0} seconds.`}
      actions={
        <>
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
          <Button onClick={stay}>Stay signed in</Button>
        </>
      }
    />
  );
}
