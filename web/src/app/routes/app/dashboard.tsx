import { lazy, Suspense } from 'react';
import { AgreementGate } from '../../../features/agreement/components/agreement-gate';
import { NoSalesRepWarning } from '../../../features/centers/components/no-sales-rep-warning';
import { DashboardCheckout } from '../../../features/checkout/components/dashboard-checkout';
import { DashboardSections, DashboardSectionsLoading } from '../../../features/dashboard/components/dashboard-sections';
import { dashboardSections } from '../../../features/dashboard/utils/sections';
import { useUser } from '../../../lib/auth';
import { may, planOf } from '../../../lib/authorization';
import { DashboardSection } from './dashboard-sections';

const VialsPanel = lazy(() => import('../../../features/vials/components/vials-panel').then((m) => ({ default: m.VialsPanel })));

/** A patient's vials in User Details; spec §6: only an admin gets the Add and Edit controls (the API checks it too). */
function PatientVials({ memberId }: { memberId: number }) {
  const editable = may(useUser(), 'vials:manage');
  return (
    <Suspense fallback={<p aria-busy="true">Loading vials...</p>}>
      <VialsPanel memberId={memberId} editable={editable} />
    </Suspense>
  );
}

const RecentAccess = lazy(() => import('../../../features/audit/components/recent-access').then((m) => ({ default: m.RecentAccess })));

/** What User Details shows of a patient beside its fields: its vials, and for a reader of the audit trail (an admin) who last read its data. */
function PatientPanels({ memberId }: { memberId: number }) {
  const readsAudit = may(useUser(), 'audit:read');
  return (
    <>
      <PatientVials memberId={memberId} />
      {readsAudit && (
        <Suspense fallback={<p aria-busy="true">Loading recent access...</p>}>
          <RecentAccess patientId={memberId} />
        </Suspense>
      )}
    </>
  );
}

const patientVials = (memberId: number) => <PatientPanels memberId={memberId} />;

export default function DashboardRoute() {
  const user = useUser();
  const plan = planOf(user);
  const content = Object.fromEntries(
    dashboardSections(plan).map((key) => [key, <DashboardSection key={key} section={key} {...(key === 'usersList' ? { patientVials } : {})} />]),
  );
  return (
    <>
      <div className="page-header">
        <h1>Dashboard</h1>
        {user?.first_name && <p className="muted">Welcome back, {user.first_name}.</p>}
      </div>
      <NoSalesRepWarning />
      {/* The checkout buttons and the sections show together: nothing that arrives late moves them down. */}
      <Suspense fallback={<DashboardSectionsLoading plan={plan} />}>
        <DashboardCheckout />
        <DashboardSections plan={plan} content={content} />
      </Suspense>
      <AgreementGate />
    </>
  );
}
