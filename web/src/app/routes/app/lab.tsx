import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LabCenters } from '../../../features/centers/components/lab-centers';
import { labPageId } from '../../../features/centers/utils/route-ids';
import { useActingMemberId, useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';

export default function LabRoute() {
  const { id } = useParams();
  const labId = labPageId(id, planOf(useUser()), useActingMemberId());
  // No lab to show (a bad id, or an admin without one): spec §8 'Missing route ids'.
  if (labId === undefined) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <div className="page-header">
        <h1>Harvest Centers</h1>
        <p className="muted">The harvest centers that work with the lab, and each one&apos;s patients.</p>
      </div>
      <section className="card" aria-label="Harvest Centers">
        <LabCenters key={labId} labId={labId} />
      </section>
    </>
  );
}
