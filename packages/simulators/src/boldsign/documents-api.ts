import { Hono, type Context } from 'hono';
import type { BoldSignStore, SimDocument } from './store';
import { absoluteUrl, apiError, DAY, linkExpiry, queryParam } from './wire';

const properties = (doc: SimDocument) => ({
  documentId: doc.documentId,
  messageTitle: doc.messageTitle,
  documentDescription: doc.documentDescription,
  status: doc.status,
  files: [{ documentName: doc.file.name, order: 1 }],
  signerDetails: doc.signers.map(({ signerName, signerRole, signerEmail, status, isViewed, order }) => ({
    signerName,
    signerRole,
    signerEmail,
    status,
    isViewed,
    order,
  })),
  createdDate: doc.createdDate,
  activityDate: doc.activityDate,
  activityAction: doc.activityAction,
  expiryDate: doc.createdDate + 60 * DAY,
  declineMessage: null,
  labels: doc.labels,
  metaData: doc.metaData,
  documentHistory: doc.history,
});

/** `/v1/document/*`: properties, embedded sign link and download. */
export function documentsApi(store: BoldSignStore, origin: (c: Context) => string) {
  const api = new Hono();
  const invalidDocument = (c: Context) => apiError(c, 403, 'Invalid Document ID');

  api.get('/properties', (c) => {
    const doc = store.document(queryParam(c, 'documentId'));
    return doc ? c.json(properties(doc)) : invalidDocument(c);
  });

  api.get('/getEmbeddedSignLink', (c) => {
    const signerEmail = queryParam(c, 'signerEmail');
    const redirectUrl = queryParam(c, 'redirectUrl');
    const doc = store.document(queryParam(c, 'documentId'));
    if (!doc) return invalidDocument(c);
    if (!signerEmail) return apiError(c, 400, 'The signerEmail field is required.');
    if (!absoluteUrl(redirectUrl)) return apiError(c, 400, 'The redirectUrl must be an absolute URL.');
    const expiresAt = linkExpiry(queryParam(c, 'signLinkValidTill'));
    if (!expiresAt) return apiError(c, 400, 'The signLinkValidTill must be a date within the next 180 days.');
    const signer = doc.signers.find((s) => s.signerEmail.toLowerCase() === signerEmail.toLowerCase());
    if (!signer) return apiError(c, 400, 'The signer email is not a signer of this document.');
    if (signer.status === 'Completed') return apiError(c, 400, 'The signer has already signed this document.');
    const token = store.addLink({ kind: 'sign', id: doc.documentId, signerEmail: signer.signerEmail, redirectUrl, expiresAt });
    return c.json({ signLink: `${origin(c)}/document/sign/?documentId=${encodeURIComponent(doc.documentId)}&token=${token}` });
  });

  api.get('/download', (c) => {
    const doc = store.document(queryParam(c, 'documentId'));
    if (!doc) return invalidDocument(c);
    const name = doc.file.name.replace(/[^\w. -]/g, '_');
    return c.body(new Uint8Array(doc.file.bytes), 200, {
      'content-type': doc.file.contentType,
      'content-disposition': `attachment; filename="${name}"`,
    });
  });

  return api;
}
