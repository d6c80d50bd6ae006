import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * Finds a document by the id the provider, the signing pages and the media path use. Written with
 * the document, so the lookup is a strongly consistent read of one key.
 */
export const signingRefEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'signingRef', version: '1', service: 'portal' },
      attributes: {
        documentId: { type: 'string', required: true },
        domainId: { type: 'number', required: true },
        recordId: { type: 'number', required: true },
      },
      indexes: {
        byDocument: { pk: { field: 'pk', composite: ['documentId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type SigningRefEntity = ReturnType<typeof signingRefEntity>;
