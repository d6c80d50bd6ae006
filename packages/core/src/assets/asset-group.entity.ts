import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A resource asset group of a domain: its links and files, the account types it is offered to and
 * the portal paths whose Resource Center panel shows it. The lists it is in (the domain's, each
 * membership's, each membership's per path, the search lists) are list entries written with it;
 * `revision` moves with every write, so a change is made on the group as it was read.
 */
export const assetGroupEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'assetGroup', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        assetId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        assetName: { type: 'string', required: true },
        description: { type: 'string', required: true },
        /** The account types (membership ids) that see the group. */
        membershipIds: { type: 'list', items: { type: 'number' }, default: () => [] },
        /** Normalized portal paths (see normalizePath). */
        sections: { type: 'list', items: { type: 'string' }, default: () => [] },
        /** Links (type 1, path a web address or portal path) and files (type 2, path the file name under media/assets/). */
        items: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              id: { type: 'number', required: true },
              type: { type: 'number', required: true },
              name: { type: 'string' },
              path: { type: 'string', required: true },
            },
          },
          default: () => [],
        },
        revision: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId', 'assetId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type AssetGroupEntity = ReturnType<typeof assetGroupEntity>;
