import { Link } from 'react-router-dom';
import { columns } from '../../../components/role-lists/columns';
import { PatientList } from '../../../components/role-lists/patient-list';
import { paths } from '../../../config/paths';
import { useVisibleMember } from '../../../lib/role-lists';
import type { LabCenterIds } from '../utils/route-ids';

const patientColumns = [columns.id, columns.patient, columns.referralCenter, columns.vialsPreparation, columns.vialsReadyShip];

/** Names the center whose patients are listed, once the API says the lab may see it. */
export function LabCenterName({ hcId }: { hcId: number }) {
  const { data: center } = useVisibleMember(hcId);
  if (!center) return null;
  return <p className="muted">{center.company || center.email}</p>;
}

/** A lab's harvest center's patients, 10 per page, each with its data; the API answers only for the lab's own centers. */
export function LabCenterPatients({ labId, hcId }: LabCenterIds) {
  return (
    <PatientList
      path={`processing-labs/${labId}/harvestcenter/${hcId}/patients/`}
      columns={patientColumns}
      searchPlaceholder="ID, name or e-mail"
      button="Info"
      toolbar={
        <Link className="button button--secondary" to={paths.lab.getHref(labId)}>
          Back to Harvest Centers
        </Link>
      }
    />
  );
}
