import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A checkout's idempotency key, per buying member: written in the claim's transaction on condition
 * it is new, with a hash of the request, so a replay with the same body answers the transaction's
 * outcome and one with another body is refused. Expires after a week.
 */
export const checkoutKeyEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'checkoutKey', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        key: { type: 'string', required: true },
        bodyHash: { type: 'string', required: true },
        transactionId: { type: 'number', required: true },
        /** Epoch seconds (the table's TTL). */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byKey: { pk: { field: 'pk', composite: ['domainId', 'memberId', 'key'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type CheckoutKeyEntity = ReturnType<typeof checkoutKeyEntity>;
