import { Membership } from '@portal/contracts';
import { useUser } from '../../../lib/auth';
import { planOf } from '../../../lib/authorization';
import { CenterPatients, ReferralCenterPatients } from './center-patients';
import { LabPatients } from './lab-patients';

/** The dashboard's Patients section, which labs, harvest centers and referral centers each fill with their own. */
export function PatientsSection() {
  const plan = planOf(useUser());
  if (plan === Membership.Lab) return <LabPatients />;
  if (plan === Membership.HarvestCenter) return <CenterPatients />;
  if (plan === Membership.ReferralHarvestCenter) return <ReferralCenterPatients />;
  return null;
}
