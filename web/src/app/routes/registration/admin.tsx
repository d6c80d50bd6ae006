import { AdminRegistration } from '../../../features/registration/components/admin-registration';

export default function AdminRegistrationRoute() {
  return <AdminRegistration />;
}
