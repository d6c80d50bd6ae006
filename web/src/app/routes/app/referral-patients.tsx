import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { ReferralPatients } from '../../../features/centers/components/referral-patients';
import { ReferralSignUpLinkCard } from '../../../features/centers/components/sign-up-link-card';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useMember } from '../../../lib/members';

export default function ReferralPatientsRoute() {
  const centerId = useActingMemberId();
  // The center read fresh: its sales rep goes into the sign-up link.
  const { data: center, error } = useMember(centerId);
  return (
    <>
      <div className="page-header">
        <h1>Referral Patients</h1>
        <p className="muted">Your patients that came through one of your referral harvest centers.</p>
      </div>
      <div className="stack">
        {center ? (
          <ReferralSignUpLinkCard center={center} />
        ) : error ? (
          <Notification tone="error" message={errorMessage(error)} />
        ) : (
          <Spinner label="Loading your sign-up link…" />
        )}
        <section className="card" aria-label="Referral Patients">
          {centerId !== undefined && <ReferralPatients key={centerId} centerId={centerId} />}
        </section>
      </div>
    </>
  );
}
