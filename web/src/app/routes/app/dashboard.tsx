import { AgreementGate } from '../../../features/agreement/components/agreement-gate';
import { DashboardSections } from '../../../features/dashboard/components/dashboard-sections';
import { AssociatedHarvestCenters } from '../../../features/staff/components/associated-harvest-centers';
import { UsersList } from '../../../features/users/components/users-list';
import { useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';

/** The sections built so far; the others show their heading. */
const sectionContent = { 'Users List': <UsersList />, 'Associated Harvest Centers': <AssociatedHarvestCenters /> };

export default function DashboardRoute() {
  const user = useUser();
  return (
    <>
      <div className="page-header">
        <h1>Dashboard</h1>
        {user?.first_name && <p className="muted">Welcome back, {user.first_name}.</p>}
      </div>
      <DashboardSections plan={planOf(user)} content={sectionContent} />
      <AgreementGate />
    </>
  );
}
