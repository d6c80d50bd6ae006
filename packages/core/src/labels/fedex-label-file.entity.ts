import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * Which request a label file belongs to, written in the same transaction as the label: the /media
 * route finds the request of a file here to decide who may read it, and a file is one request's.
 */
export const fedexLabelFileEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'fedexLabelFile', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        file: { type: 'string', required: true },
        requestId: { type: 'number', required: true },
      },
      indexes: {
        byFile: { pk: { field: 'pk', composite: ['domainId', 'file'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type FedexLabelFileEntity = ReturnType<typeof fedexLabelFileEntity>;
