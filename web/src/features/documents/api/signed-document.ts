import type { DocumentStatusAnswer, SignLinkAnswer } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { guestSignLinkPath } from '../utils/signing';

/**
 * Makes the portal learn a signed document's status now (and store its PDF): as the signed-in
 * member when a token is stored, else through the public call the e-mailed links use.
 */
export function confirmSignedDocument(documentId: string, signedIn = Boolean(session.getToken())): Promise<DocumentStatusAnswer> {
  return signedIn
    ? api.post<DocumentStatusAnswer>('documents/patient-signed-document/', { documentId })
    : api.post<DocumentStatusAnswer>('auth/boldsign/', { documentId }, { auth: false });
}

/** The guest page's signing link (public, no token). */
export const getGuestSignLink = (documentId: string, name: string | null, signal?: AbortSignal) =>
  api.get<SignLinkAnswer>(guestSignLinkPath(documentId, name), { auth: false, signal });
