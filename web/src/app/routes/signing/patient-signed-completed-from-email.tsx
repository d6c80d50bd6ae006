import { PatientSignedComplete } from '../../../features/documents/components/signed-complete-pages';

export default function PatientSignedCompletedFromEmailRoute() {
  return <PatientSignedComplete fromEmail />;
}
