import { HcSignedComplete } from '../../../features/documents/components/signed-complete-pages';

export default function HcSignedCompletedRoute() {
  return <HcSignedComplete />;
}
