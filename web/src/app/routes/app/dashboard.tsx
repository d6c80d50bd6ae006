import { AgreementGate } from '../../../features/agreement/components/agreement-gate';
import { DashboardSections } from '../../../features/dashboard/components/dashboard-sections';
import { useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';

export default function DashboardRoute() {
  const user = useUser();
  return (
    <>
      <div className="page-header">
        <h1>Dashboard</h1>
        {user?.first_name && <p className="muted">Welcome back, {user.first_name}.</p>}
      </div>
      <DashboardSections plan={planOf(user)} />
      <AgreementGate />
    </>
  );
}
