import { Spinner } from '../../../components/ui/spinner';
import { CenterStaffList } from '../../../features/centers/components/center-staff-list';
import { StaffSignUpLinkCard } from '../../../features/centers/components/sign-up-link-card';
import { useActingMemberId } from '../../../lib/auth';

export default function StaffViewRoute() {
  const centerId = useActingMemberId();
  return (
    <>
      <div className="page-header">
        <h1>Staff</h1>
        <p className="muted">The HC staff who may enter your center&apos;s account.</p>
      </div>
      {centerId === undefined ? (
        <Spinner />
      ) : (
        <div className="stack">
          <StaffSignUpLinkCard centerId={centerId} />
          <section className="card" aria-label="Staff">
            <CenterStaffList key={centerId} centerId={centerId} />
          </section>
        </div>
      )}
    </>
  );
}
