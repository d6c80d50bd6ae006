import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A document signed through the e-signature provider, or a signed paper copy a harvest center
 * uploaded: a patient's attestation, processing or storage agreement, a harvest center's own
 * attestation, or a document signed on a registration page before the account exists.
 */
export const signingDocumentEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'signingDocument', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        recordId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        /** Whose list it belongs to: a patient's documents, a center's own, or a registration's. */
        audience: { type: ['patient', 'center', 'registration'] as const, required: true },
        kind: { type: ['attestation', 'processing', 'storage', 'hc_attestation', 'registration'] as const, required: true },
        status: { type: ['Pending', 'Completed', 'Declined', 'Expired', 'Revoked'] as const, required: true },
        source: { type: ['esign', 'upload'] as const, required: true },
        /** The provider's document id (or, for an upload, the id the portal gave the file). */
        documentId: { type: 'string', required: true },
        /** The provider template the document was made from. */
        templateId: { type: 'string', default: '' },
        title: { type: 'string', required: true },
        /** The patient member, 0 while the signer has no account. */
        patientId: { type: 'number', padding: { length: 10, char: '0' }, default: 0 },
        signerName: { type: 'string', required: true },
        signerEmail: { type: 'string', required: true },
        /** The harvest center, 0 when none. */
        hcId: { type: 'number', padding: { length: 10, char: '0' }, default: 0 },
        hcCompany: { type: 'string', default: '' },
        hcEmail: { type: 'string', default: '' },
        /** Lower-case signer name, e-mail and center company, for the admin's filter. */
        searchText: { type: 'string', default: '' },
        /** Lower-case signer name and e-mail, for a center's filter (its own company would match every row). */
        signerText: { type: 'string', default: '' },
        /** The signed PDF's media path (after `media/`), once stored. */
        file: { type: 'string' },
        /** For a center's attestation: the template made from the signed document for its patients. */
        madeTemplateId: { type: 'string' },
        /**
         * The guest signing link's secret, hashed (SHA-256): only the e-mailed link carries the secret,
         * no list shows it, and a new e-mail replaces it. Patient documents sent by e-mail only.
         */
        guestTokenHash: { type: 'string' },
        /** When the e-mailed link stops working (epoch seconds). */
        guestTokenExpiresAt: { type: 'number' },
        createdBy: { type: 'number', default: 0 },
        createdAt: { type: 'string', required: true },
        completedAt: { type: 'string' },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'recordId'] }, sk: { field: 'sk', composite: [] } },
        byPatient: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['domainId', 'patientId'] },
          sk: { field: 'gsi1sk', composite: ['audience', 'recordId'] },
        },
        byCenter: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['domainId', 'hcId'] },
          sk: { field: 'gsi2sk', composite: ['audience', 'recordId'] },
        },
        byDomain: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['domainId'] },
          sk: { field: 'gsi3sk', composite: ['audience', 'recordId'] },
        },
      },
    },
    config,
  );

export type SigningDocumentEntity = ReturnType<typeof signingDocumentEntity>;
