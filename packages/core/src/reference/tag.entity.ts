import { Entity, type EntityConfiguration } from 'electrodb';

export const tagEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'tag', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        tagId: { type: 'number', required: true },
        name: { type: 'string', required: true },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['tagId'] } },
      },
    },
    config,
  );

export type TagEntity = ReturnType<typeof tagEntity>;
