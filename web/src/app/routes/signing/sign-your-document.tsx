import { GuestSignDocument } from '../../../features/documents/components/guest-sign-document';

export default function SignYourDocumentRoute() {
  return <GuestSignDocument />;
}
