import { Link } from 'react-router-dom';
import { columns } from '../../../components/role-lists/columns';
import { PatientList } from '../../../components/role-lists/patient-list';
import { paths } from '../../../config/paths';
import { useActingMemberId } from '../../../lib/auth';

const centerPatientColumns = [columns.id, columns.patient, columns.referralCenter, columns.vialsPreparation, columns.vialsReadyShip];
const referralCenterPatientColumns = [columns.id, columns.patient, columns.harvestCenter, columns.vialsPreparation, columns.vialsReadyShip];

/** What the center patient tables filter on (spec §5: HC patients by id, username or e-mail). */
const SEARCH_PLACEHOLDER = 'ID, name or e-mail';

/** Where a center without patients goes next: its referral sign-up link, on Referral Patients. */
const shareSignUpLink = (
  <>
    Share your sign-up link to add patients. <Link to={paths.referralPatients.getHref()}>Your sign-up link</Link>
  </>
);

/** The harvest center dashboard's Patients (spec §2, §6): the center's patients, by product bought too, each viewable read-only. */
export function CenterPatients() {
  const centerId = useActingMemberId();
  return (
    <PatientList
      path={centerId === undefined ? undefined : `harvest-centers/${centerId}/patients/`}
      columns={centerPatientColumns}
      searchPlaceholder={SEARCH_PLACEHOLDER}
      button="View"
      emptyHint={shareSignUpLink}
      byProduct
    />
  );
}

/** The referral center dashboard's Patients: the patients who came through this referral center. */
export function ReferralCenterPatients() {
  const centerId = useActingMemberId();
  return (
    <PatientList
      path={centerId === undefined ? undefined : `harvest-centers/referral/${centerId}/patients/`}
      columns={referralCenterPatientColumns}
      searchPlaceholder={SEARCH_PLACEHOLDER}
      button="View"
    />
  );
}
