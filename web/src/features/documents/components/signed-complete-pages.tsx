import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Notification } from '../../../components/ui/notification';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { actingMemberId } from '../../../lib/impersonation';
import { session } from '../../../lib/session';
import { getMember, rememberMember } from '../../../lib/members';
import { completeHcAttestation } from '../api/hc-attestation';
import { documentKeys } from '../api/keys';
import { confirmGuestSigned, confirmSignedDocument } from '../api/signed-document';
import {
  ATTESTATION_SIGNED_THANKS,
  DOCUMENT_PROBLEM,
  DOCUMENT_SIGNED_THANKS,
  STATUS_DELAY_NOTE,
  notSignedMessage,
  documentIdFrom,
  guestTokenFrom,
  hcSignedFrom,
  signedMessage,
} from '../utils/signing';
import { SigningCompletePage } from './signing-complete-page';

/** What a completion page asks the API runs once per visit: not retried, not asked again. */
const once = { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnReconnect: false } as const;

/**
 * Inside the signing frame, tells the page around it that the document is signed once the portal
 * has asked the API about it, so the page reloads what changed (same origin only).
 */
function useTellParentWhenDone(documentId: string | null, done: boolean) {
  useEffect(() => {
    if (!documentId || !done || window.parent === window) return;
    window.parent.postMessage(signedMessage(documentId), window.location.origin);
  }, [documentId, done]);
}

/** /signed-completed-message: the thank-you the signing page goes to when nothing else needs doing. */
export function SignedComplete() {
  return (
    <SigningCompletePage title="Document Signed">
      <p>{DOCUMENT_SIGNED_THANKS}</p>
    </SigningCompletePage>
  );
}

/**
 * /patient-signed-completed-message (signed in, in the dashboard's frame) and
 * /patient-signed-completed-message-from-email?token (the guest page's frame, with the e-mailed
 * link's token): the portal learns the document's status now and stores the signed PDF, then
 * thanks the patient. The e-mail variant points to the login page.
 */
export function PatientSignedComplete({ fromEmail = false }: { fromEmail?: boolean }) {
  const [params] = useSearchParams();
  const documentId = documentIdFrom(params);
  const token = fromEmail ? guestTokenFrom(params) : null;
  const usable = fromEmail ? token !== null : documentId !== null && Boolean(session.getToken());
  const result = useQuery({
    queryKey: documentKeys.completion(fromEmail ? 'patient-email' : 'patient', (fromEmail ? token : documentId) ?? ''),
    queryFn: !usable ? skipToken : token ? () => confirmGuestSigned(token) : () => confirmSignedDocument(documentId!),
    ...once,
  });
  useTellParentWhenDone(documentId, !result.isPending);

  if (!usable) {
    return (
      <SigningCompletePage title="Document">
        <Notification tone="error" message={DOCUMENT_PROBLEM} />
      </SigningCompletePage>
    );
  }
  const status = result.data?.status;
  const notSigned = status !== undefined && status !== 'Completed' && status !== 'Pending';
  return (
    <SigningCompletePage title={notSigned ? `Document ${status}` : 'Document Signed'} waiting={result.isPending}>
      {notSigned ? <p>{notSignedMessage(status)}</p> : <p>{DOCUMENT_SIGNED_THANKS}</p>}
      {status === 'Pending' && <p className="muted">{STATUS_DELAY_NOTE}</p>}
      {result.isError && <Notification tone="error" message={errorMessage(result.error)} />}
      {fromEmail && (
        <p>
          {/* The page usually shows inside a frame: the login page replaces the whole window. */}
          <a href={paths.login.getHref()} target="_top">
            Go to the login page
          </a>
        </p>
      )}
    </SigningCompletePage>
  );
}

/** Reads the signed-in member again and keeps the stored copy in step; a failure here leaves the page's result alone. */
async function refreshStoredMember(queryClient: QueryClient) {
  const id = actingMemberId(session.getUser()?.id, session.getActingAs());
  if (!session.getToken() || id === undefined) return;
  try {
    rememberMember(queryClient, await getMember(id));
  } catch {
    // The profile reads the member again when it is shown.
  }
}

/**
 * /hc-signed-completed-message?documentId&signedBy (spec §4): after a center signed its attestation,
 * a template is made from it, the signed PDF is stored and the center's ids updated, then the
 * stored member is refreshed so the profile shows the template id.
 */
export function HcSignedComplete() {
  const [params] = useSearchParams();
  const signed = hcSignedFrom(params);
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: documentKeys.completion('hc', signed?.documentId ?? '', signed?.signedBy ?? 0),
    queryFn: signed
      ? async () => {
          const updated = await completeHcAttestation(signed.documentId, signed.signedBy);
          await refreshStoredMember(queryClient);
          return updated;
        }
      : skipToken,
    ...once,
  });
  useTellParentWhenDone(signed?.documentId ?? null, !result.isPending);

  if (!signed) {
    return (
      <SigningCompletePage title="Attestation">
        <Notification tone="error" message={DOCUMENT_PROBLEM} />
      </SigningCompletePage>
    );
  }
  if (result.isError) {
    return (
      <SigningCompletePage title="Attestation">
        <Notification tone="error" message={errorMessage(result.error)} />
      </SigningCompletePage>
    );
  }
  return (
    <SigningCompletePage title="Attestation Signed" waiting={result.isPending}>
      <p>{ATTESTATION_SIGNED_THANKS}</p>
      {result.data?.template_id && (
        <p>
          Your signing template ID is <strong>{result.data.template_id}</strong>.
        </p>
      )}
    </SigningCompletePage>
  );
}
