import { AgreementGate } from '../../../features/agreement/components/agreement-gate';
import { NoSalesRepWarning } from '../../../features/centers/components/no-sales-rep-warning';
import { DashboardCheckout } from '../../../features/checkout/components/dashboard-checkout';
import { PatientsSection } from '../../../features/centers/components/patients-section';
import { DashboardSections } from '../../../features/dashboard/components/dashboard-sections';
import { PatientDocumentsSection } from '../../../features/documents/components/patient-documents-section';
import { AssociatedHarvestCenters } from '../../../features/staff/components/associated-harvest-centers';
import { ReferralLinks } from '../../../features/teams/components/referral-links';
import { DistributorTeam, ManagerTeam } from '../../../features/teams/components/team-lists';
import { UsersList } from '../../../features/users/components/users-list';
import { VialsHistorySection } from '../../../features/vials/components/vials-history-section';
import { VialsPanel } from '../../../features/vials/components/vials-panel';
import { useUser } from '../../../lib/auth';
import { isAdmin, planOf } from '../../../lib/authorization';

/** A patient's vials in User Details; spec §6: only an admin gets the Add and Edit controls (the API checks it too). */
function PatientVials({ memberId }: { memberId: number }) {
  return <VialsPanel memberId={memberId} editable={isAdmin(useUser())} />;
}

const patientVials = (memberId: number) => <PatientVials memberId={memberId} />;

/** The sections built so far; the others show their heading. */
const sectionContent = {
  'Users List': <UsersList patientVials={patientVials} />,
  // Labs, harvest centers and referral centers each list their own patients.
  Patients: <PatientsSection />,
  'Associated Harvest Centers': <AssociatedHarvestCenters />,
  'Referral Links': <ReferralLinks />,
  'Sales Rep Team': <ManagerTeam />,
  'Sales Manager Team': <DistributorTeam />,
  'Vials History': <VialsHistorySection />,
  Documents: <PatientDocumentsSection />,
};

export default function DashboardRoute() {
  const user = useUser();
  return (
    <>
      <div className="page-header">
        <h1>Dashboard</h1>
        {user?.first_name && <p className="muted">Welcome back, {user.first_name}.</p>}
      </div>
      <NoSalesRepWarning />
      <DashboardCheckout />
      <DashboardSections plan={planOf(user)} content={sectionContent} />
      <AgreementGate />
    </>
  );
}
