import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A signature template of a domain (the Email File Templates): the uploaded PDF in S3 and the
 * provider's template made from it, whose status the portal refreshes from the provider.
 */
export const signTemplateEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'signTemplate', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        recordId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        /** A SignTemplateType of the contracts: 2 patient, 4 harvest center, 5 referral harvest center. */
        type: { type: 'number', required: true },
        /** For patient templates (type 2): the document signed with it. */
        kind: { type: ['attestation', 'processing', 'storage'] as const },
        title: { type: 'string', required: true },
        description: { type: 'string', required: true },
        documentMessage: { type: 'string', required: true },
        /** The provider's template id. */
        templateId: { type: 'string', required: true },
        status: { type: 'string', required: true },
        isActive: { type: 'boolean', default: true },
        /** The uploaded file's media path, after `media/`. */
        file: { type: 'string', required: true },
        createdBy: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'recordId'] }, sk: { field: 'sk', composite: [] } },
        byType: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['domainId', 'type'] },
          sk: { field: 'gsi1sk', composite: ['recordId'] },
        },
      },
    },
    config,
  );

export type SignTemplateEntity = ReturnType<typeof signTemplateEntity>;
