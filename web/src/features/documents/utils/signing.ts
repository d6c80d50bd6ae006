import { GuestSignToken, HcSignedRequest, ProviderDocumentId } from '@portal/contracts';
import { withQuery } from '../../../hooks/use-cursor-list';

/** The guest sign-document page without a usable document id (spec §2). */
export const DOCUMENT_PROBLEM = 'There was a problem processing this document.';
export const DOCUMENT_SIGNED_THANKS = 'Thank you! Your document has been signed.';
export const STATUS_DELAY_NOTE = 'It may take a moment before the portal shows it as Completed.';
/** The completion page when the signer declined (or the document expired or was revoked) instead of signing. */
export const notSignedMessage = (status: string) =>
  `This document was ${status.toLowerCase()} and has not been signed. You can ask for a new one from your dashboard, or contact your harvest center.`;
export const ATTESTATION_SIGNED_THANKS = 'Thank you! Your attestation has been signed.';
export const SIGN_LINK_FAILED = 'The document could not be opened for signing. Please try again.';

/** The message the signing frame posts to the portal once a document is signed. */
export const DOCUMENT_SIGNED_ACTION = 'onDocumentSigned';
const SETTLED_ACTIONS: readonly string[] = [DOCUMENT_SIGNED_ACTION, 'onDocumentCompleted', 'onDocumentDeclined'];

/**
 * Whether a message from the signing frame says a document was signed or declined:
 * `{action: 'onDocumentSigned'}` as the provider's page and the portal's completion pages post it,
 * or the bare action name.
 */
export function isSettledMessage(data: unknown): boolean {
  if (typeof data === 'string') return SETTLED_ACTIONS.includes(data);
  if (typeof data !== 'object' || data === null) return false;
  const action = (data as { action?: unknown }).action;
  return typeof action === 'string' && SETTLED_ACTIONS.includes(action);
}

/** What a completion page inside the frame tells the page around it once the portal has learnt the result. */
export const signedMessage = (documentId: string) => ({ action: DOCUMENT_SIGNED_ACTION, documentId, source: 'portal' });

/** The provider's document id of a page's query string, when it is one. */
export function documentIdFrom(search: URLSearchParams): string | null {
  const parsed = ProviderDocumentId.safeParse(search.get('documentId') ?? undefined);
  return parsed.success ? parsed.data : null;
}

/** The HC completion page's documentId and signedBy (the center's member id), when both are usable. */
export function hcSignedFrom(search: URLSearchParams): { documentId: string; signedBy: number } | null {
  const parsed = HcSignedRequest.safeParse({ documentId: search.get('documentId') ?? undefined, signedBy: search.get('signedBy') ?? undefined });
  return parsed.success ? parsed.data : null;
}

/** The e-mailed link's token (its only secret) of a page's query string, when it is one. */
export function guestTokenFrom(search: URLSearchParams): string | null {
  const parsed = GuestSignToken.safeParse(search.get('token') ?? undefined);
  return parsed.success ? parsed.data : null;
}

/** GET auth/boldsign/: the guest page's signing link, with the signer's name when the link carries one. */
export const guestSignLinkPath = (token: string, name?: string | null) => withQuery('auth/boldsign/', { token, name: name?.trim() || undefined });
