import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDomainConfig } from '../../../lib/domain-config';
import { DomainLogo } from '../../../components/layouts/domain-logo';
import { documentKeys } from '../api/keys';
import { getGuestSignLink } from '../api/signed-document';
import { DOCUMENT_PROBLEM, guestTokenFrom } from '../utils/signing';
import { SigningFrame } from './signing-dialog';
import '../documents.css';

/**
 * The guest sign-document page (spec §2) the e-mailed links open: the document's signing page in a
 * frame 600 px high, without signing in. The link's token is its only secret; without a usable
 * one the page says so, and a refusal (such as a document already signed) shows the server's message.
 */
export function GuestSignDocument() {
  const [params] = useSearchParams();
  const token = guestTokenFrom(params);
  const name = params.get('name')?.trim() ?? '';
  const { data: config } = useDomainConfig();
  const link = useQuery({
    queryKey: documentKeys.guestLink(token ?? '', name),
    queryFn: token ? ({ signal }) => getGuestSignLink(token, name || null, signal) : skipToken,
    // A link is made once per visit: it is neither retried nor fetched again behind the signer's back.
    retry: false,
    staleTime: Infinity,
  });

  let content;
  if (!token) content = <Notification tone="error" message={DOCUMENT_PROBLEM} />;
  else if (link.isError) content = <Notification tone="error" message={errorMessage(link.error)} />;
  else if (!link.data) content = <Spinner label="Loading the document…" />;
  else if (!link.data.success || !link.data.signLink) content = <Notification tone="error" message={link.data.message || DOCUMENT_PROBLEM} />;
  else content = <SigningFrame link={link.data.signLink} title="Sign Document" />;

  return (
    <div className="auth-layout guest-signing">
      <DomainLogo config={config} />
      <main className="auth-card guest-signing-card">
        <h1 className="guest-signing-title">Sign Document</h1>
        {content}
      </main>
    </div>
  );
}
