import { PatientList } from '../../../components/role-lists/patient-list';
import { RoleList } from '../../../components/role-lists/role-list';
import { useActingMemberId } from '../../../lib/auth';
import { ownerPath, teamApi } from '../api/paths';
import { teamColumns } from '../utils/columns';

/** Your Associated Harvest Centers: the rep's centers, 5 a page (spec §9). */
export function RepCenters() {
  const repId = useActingMemberId();
  return (
    <RoleList
      path={ownerPath(teamApi.repCenters, repId)}
      caption="Your associated harvest centers"
      columns={teamColumns.centers}
      searchPlaceholder="ID, name, company or e-mail"
      loadingText="Loading harvest centers..."
    />
  );
}

/** Referral Harvest Centers: the rep's referral centers, 5 a page (spec §2, §9). */
export function RepReferralCenters() {
  const repId = useActingMemberId();
  return (
    <RoleList
      path={ownerPath(teamApi.repReferralCenters, repId)}
      caption="Referral harvest centers"
      columns={teamColumns.referralCenters}
      searchPlaceholder="ID, name, company or e-mail"
      loadingText="Loading referral harvest centers..."
    />
  );
}

/** Your Associated Patients: the rep's patients, filtered by patient or by their center's company (spec §5). */
export function RepPatients() {
  const repId = useActingMemberId();
  return (
    <PatientList
      path={ownerPath(teamApi.repPatients, repId)}
      caption="Your associated patients"
      columns={teamColumns.repPatients}
      searchPlaceholder="Patient ID or HC company"
      button="Info"
    />
  );
}
