import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LabCenterName, LabCenterPatients } from '../../../features/centers/components/lab-center-patients';
import { labCenterIds } from '../../../features/centers/utils/route-ids';

export default function LabCenterPatientsRoute() {
  const { lab_id, harvestcenter_id } = useParams();
  const ids = labCenterIds(lab_id, harvestcenter_id);
  // The page needs both params, otherwise it returns to the dashboard (spec §2).
  if (!ids) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <div className="page-header">
        <h1>Harvest Center Patients</h1>
        <LabCenterName hcId={ids.hcId} />
      </div>
      <section className="card" aria-label="Patients">
        <LabCenterPatients key={`${ids.labId}-${ids.hcId}`} labId={ids.labId} hcId={ids.hcId} />
      </section>
    </>
  );
}
