import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { HcLogoCard, SigningTemplateCard } from '../../../features/centers/components/hc-logo-card';
import { HcAttestationCard } from '../../../features/documents/components/hc-attestation-card';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId, useAdminActingAs } from '../../../lib/auth';
import { useMember } from '../../../lib/members';

/** The harvest center's and referral center's profile (spec §2): its logo, its signing template and its contact details. */
export default function HcProfileRoute() {
  const centerId = useActingMemberId();
  const adminActing = useAdminActingAs();
  const { data: center, error } = useMember(centerId);

  return (
    <>
      <div className="page-header">
        <h1>Profile</h1>
      </div>
      {center ? (
        <div className="stack">
          <HcLogoCard center={center} />
          <SigningTemplateCard templateId={center.template_id} />
          <HcAttestationCard center={center} />
          <ProfileForm key={center.id} member={center} adminActing={adminActing} />
        </div>
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : (
        <Spinner label="Loading your profile…" />
      )}
    </>
  );
}
