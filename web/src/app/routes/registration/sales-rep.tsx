import { RegistrationPageView } from '../../../features/registration/components/registration-page';

export default function SalesRepRegistrationRoute() {
  return <RegistrationPageView page="sales-rep" />;
}
