import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A marker per transaction still pending, across all domains, written in the claim and removed
 * with the outcome: the status job reads this one partition, oldest first, to reconcile the ones
 * whose gateway answer never came (no Scan).
 */
export const pendingPaymentEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'pendingPayment', version: '1', service: 'portal' },
      attributes: {
        /** One partition; an attribute so it can be split if pending payments ever grow many. */
        shard: { type: 'number', default: 0, required: true },
        since: { type: 'string', required: true },
        domainId: { type: 'number', required: true },
        transactionId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
      },
      indexes: {
        bySince: {
          pk: { field: 'pk', composite: ['shard'] },
          sk: { field: 'sk', composite: ['since', 'domainId', 'transactionId'] },
        },
      },
    },
    config,
  );

export type PendingPaymentEntity = ReturnType<typeof pendingPaymentEntity>;
