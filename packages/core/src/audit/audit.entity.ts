import { Entity, type EntityConfiguration } from 'electrodb';

/** Who did what to which record: the real caller and, when acting as someone, that member. */
export const auditEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'audit', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        at: { type: 'string', required: true },
        auditId: { type: 'string', required: true },
        actorId: { type: 'number' },
        actingAsId: { type: 'number' },
        action: { type: 'string', required: true },
        target: { type: 'string', required: true },
        detail: { type: 'string' },
      },
      indexes: {
        byTime: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['at', 'auditId'] } },
      },
    },
    config,
  );

export type AuditEntity = ReturnType<typeof auditEntity>;
