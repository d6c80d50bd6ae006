import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A marker per signing document or template still waiting on the provider, across all domains.
 * The status job reads the documents' markers by when each is next due (`byDue`, a key condition
 * up to now), so a run reads what is due however many wait, and asks the provider about those
 * (poll-schedule.ts); the few templates' markers are read whole. The main key (by record) is what
 * the writes that settle a document delete.
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
        /** When the marker is next due (ISO): its place in `byDue`. */
        due: { type: 'string' },
      },
      indexes: {
        bySubject: {
          pk: { field: 'pk', composite: ['shard'] },
          sk: { field: 'sk', composite: ['subject', 'domainId', 'recordId'] },
        },
        byDue: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['shard', 'subject'] },
          sk: { field: 'gsi1sk', composite: ['due', 'domainId', 'recordId'] },
        },
      },
    },
    config,
  );

export type PendingSigningEntity = ReturnType<typeof pendingSigningEntity>;
