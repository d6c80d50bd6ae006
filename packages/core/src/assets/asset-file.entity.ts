import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * Which group an uploaded asset file belongs to, written in the same transaction as the group: the
 * /media route finds the group of a file here to decide who may read it, and a file is one group's.
 */
export const assetFileEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'assetFile', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        file: { type: 'string', required: true },
        assetId: { type: 'number', required: true },
      },
      indexes: {
        byFile: { pk: { field: 'pk', composite: ['domainId', 'file'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type AssetFileEntity = ReturnType<typeof assetFileEntity>;
