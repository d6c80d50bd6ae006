import { RegistrationPageView } from '../../../features/registration/components/registration-page';

export default function HarvestCenterRegistrationRoute() {
  return <RegistrationPageView page="harvest-center" />;
}
