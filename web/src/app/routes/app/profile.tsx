import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { SignOutEverywhere } from '../../../features/auth/components/sign-out-everywhere';
import { RecentSignInsCard } from '../../../features/auth/components/recent-sign-ins';
import { TwoFactorCard } from '../../../features/auth/components/two-factor-card';
import { HcAttestationCard } from '../../../features/documents/components/hc-attestation-card';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId, useAdminActingAs } from '../../../lib/auth';
import { useMember } from '../../../lib/members';

export default function ProfileRoute() {
  const memberId = useActingMemberId();
  const adminActing = useAdminActingAs();
  const { data: member, error } = useMember(memberId);

  return (
    <>
      <div className="page-header">
        <h1>Contact Details</h1>
      </div>
      {member ? (
        <div className="stack">
          {/* HC staff sign their attestation here; harvest centers on their HC profile (the card shows for both). */}
          <HcAttestationCard center={member} showTemplateId />
          <ProfileForm key={member.id} member={member} adminActing={adminActing} />
          {/* The signed-in member's own second factor and sessions, also while acting as another member. */}
          <TwoFactorCard />
          <RecentSignInsCard />
          <SignOutEverywhere />
        </div>
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : (
        <Spinner label="Loading your contact details…" />
      )}
    </>
  );
}
