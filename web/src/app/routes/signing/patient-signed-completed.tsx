import { PatientSignedComplete } from '../../../features/documents/components/signed-complete-pages';

export default function PatientSignedCompletedRoute() {
  return <PatientSignedComplete />;
}
