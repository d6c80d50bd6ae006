import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * One per member with locations: the default location and how many there are. Every location
 * write goes through it in a transaction, so exactly one default exists and the last location
 * and the default cannot be deleted, whatever runs concurrently.
 */
export const locationBookEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'locationBook', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        defaultLocationId: { type: 'number', required: true },
        count: { type: 'number', required: true },
      },
      indexes: {
        byMember: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type LocationBookEntity = ReturnType<typeof locationBookEntity>;
