import { RegistrationPageView } from '../../../features/registration/components/registration-page';

export default function SalesDistributorRegistrationRoute() {
  return <RegistrationPageView page="sales-distributor" />;
}
