import { columns } from '../../../components/role-lists/columns';
import { RoleList } from '../../../components/role-lists/role-list';

const referralPatientColumns = [columns.patient, columns.referralCenter, columns.vialsPreparation, columns.vialsReadyShip];

/** Referral Patients (spec §2): the harvest center's patients that came through one of its referral centers. */
export function ReferralPatients({ centerId }: { centerId: number }) {
  return (
    <RoleList
      path={`harvest-centers/${centerId}/referral-patients/`}
      caption="Referral Patients"
      columns={referralPatientColumns}
      searchPlaceholder="ID, name or e-mail"
      loadingText="Loading patients..."
    />
  );
}
