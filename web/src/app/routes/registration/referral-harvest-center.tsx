import { RegistrationPageView } from '../../../features/registration/components/registration-page';

export default function ReferralHarvestCenterRegistrationRoute() {
  return <RegistrationPageView page="referral-center" />;
}
