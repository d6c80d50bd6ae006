import { Entity, type EntityConfiguration } from 'electrodb';

/** A product of a domain's catalog, with its list price and shipping fee in integer cents. */
export const productEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'product', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        /** Zero-padded in the key, so the catalog lists 3 before 10. */
        productId: { type: 'number', required: true, padding: { length: 4, char: '0' } },
        name: { type: 'string', required: true },
        description: { type: 'string', default: '' },
        priceCents: { type: 'number', required: true },
        shippingCents: { type: 'number', required: true },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['productId'] } },
      },
    },
    config,
  );

export type ProductEntity = ReturnType<typeof productEntity>;
