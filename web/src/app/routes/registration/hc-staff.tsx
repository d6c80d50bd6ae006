import { RegistrationPageView } from '../../../features/registration/components/registration-page';

export default function HcStaffRegistrationRoute() {
  return <RegistrationPageView page="hc-staff" />;
}
