import { Link } from 'react-router-dom';
import { columns } from '../../../components/role-lists/columns';
import { PatientList } from '../../../components/role-lists/patient-list';
import { paths } from '../../../config/paths';

const labPatientColumns = [columns.id, columns.patient, columns.harvestCenter];

/**
 * The lab dashboard's Patients (spec §2, §6): the signed-in lab's patients, filtered by patient or
 * by harvest center company, each with its data; the lab's centers are one click away.
 */
export function LabPatients() {
  return (
    <PatientList
      path="users/lab/"
      columns={labPatientColumns}
      searchPlaceholder="Patient ID, name, e-mail or HC company"
      button="Info"
      toolbar={
        <Link className="button button--secondary" to={paths.lab.getHref()}>
          Harvest Centers
        </Link>
      }
    />
  );
}
