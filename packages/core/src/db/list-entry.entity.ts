import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * One item of a list made for an access pattern: `list` names the list (the domain's active
 * patients, a center's patients, the members whose text holds "oli"...), `itemId` orders it.
 * Entries are projections of their record (projections/projector.ts), each written with its
 * list's counter, so every page is one Query on `list` and every total one read of its counter.
 * The attributes after `itemId` are what a page may still filter on without reading the record.
 */
export const listEntryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'listEntry', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        list: { type: 'string', required: true },
        /** Zero-padded in the key, so a list orders 9 before 10. */
        itemId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        /** The record's searchable text, normalized (search/grams.ts): `contains(text, 'akley')` is a substring match. */
        text: { type: 'string' },
        centerId: { type: 'number' },
        tags: { type: 'list', items: { type: 'number' } },
      },
      indexes: {
        byList: { pk: { field: 'pk', composite: ['domainId', 'list'] }, sk: { field: 'sk', composite: ['itemId'] } },
      },
    },
    config,
  );

export type ListEntryEntity = ReturnType<typeof listEntryEntity>;
