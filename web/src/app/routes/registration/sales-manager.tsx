import { RegistrationPageView } from '../../../features/registration/components/registration-page';

export default function SalesManagerRegistrationRoute() {
  return <RegistrationPageView page="sales-manager" />;
}
