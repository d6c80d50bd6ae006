import type { DocumentStatusAnswer, SignLinkAnswer } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { guestSignLinkPath } from '../utils/signing';

/** Makes the portal learn a signed document's status now (and store its PDF), as the signed-in member. */
export const confirmSignedDocument = (documentId: string): Promise<DocumentStatusAnswer> =>
  api.post<DocumentStatusAnswer>('documents/patient-signed-document/', { documentId });

/** The same after guest signing: the e-mailed link's token is the only thing the public call accepts. */
export const confirmGuestSigned = (token: string): Promise<DocumentStatusAnswer> =>
  api.post<DocumentStatusAnswer>('auth/boldsign/', { token }, { auth: false });

/** The guest page's signing link (public, no session). */
export const getGuestSignLink = (token: string, name: string | null, signal?: AbortSignal) =>
  api.get<SignLinkAnswer>(guestSignLinkPath(token, name), { auth: false, signal });
