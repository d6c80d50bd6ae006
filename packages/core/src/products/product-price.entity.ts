import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * The price an admin set for a product in its domain (the spec's first price tier): it overrides
 * the product's list price and shipping fee. Amounts in integer cents.
 */
export const productPriceEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'productPrice', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        productId: { type: 'number', required: true, padding: { length: 4, char: '0' } },
        priceCents: { type: 'number', required: true },
        shippingCents: { type: 'number', required: true },
        updatedAt: { type: 'string', required: true },
        updatedBy: { type: 'number', required: true },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['productId'] } },
      },
    },
    config,
  );

export type ProductPriceEntity = ReturnType<typeof productPriceEntity>;
