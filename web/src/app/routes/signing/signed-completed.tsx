import { SignedComplete } from '../../../features/documents/components/signed-complete-pages';

export default function SignedCompletedRoute() {
  return <SignedComplete />;
}
