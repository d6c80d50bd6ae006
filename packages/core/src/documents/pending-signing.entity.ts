import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A marker per signing document or template still waiting on the provider, across all domains:
 * the status job reads this one partition page by page instead of scanning the table, and asks
 * the provider only about the documents due by their back-off schedule.
 */
export const pendingSigningEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'pendingSigning', version: '1', service: 'portal' },
      attributes: {
        /** One partition; kept as an attribute so it can be split if pending items ever grow large. */
        shard: { type: 'number', default: 0, required: true },
        subject: { type: ['document', 'template'] as const, required: true },
        domainId: { type: 'number', required: true },
        recordId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        since: { type: 'string', required: true },
        /** How often the status job has found the document still pending (documents only; see poll-schedule.ts). */
        checks: { type: 'number' },
        /** When the status job asks about the document next; unset until its first check. */
        nextCheckAt: { type: 'string' },
      },
      indexes: {
        bySubject: {
          pk: { field: 'pk', composite: ['shard'] },
          sk: { field: 'sk', composite: ['subject', 'domainId', 'recordId'] },
        },
      },
    },
    config,
  );

export type PendingSigningEntity = ReturnType<typeof pendingSigningEntity>;
