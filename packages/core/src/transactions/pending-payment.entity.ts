import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A marker per transaction still pending, across all domains, written in the claim and removed
 * with the outcome: the status job reads this one partition, oldest first, to reconcile the ones
 * whose gateway answer never came (no Scan). A checkout released because the gateway had no charge
 * of it is watched a while longer (a charge may still go through late): its marker sits in the
 * watch shard, `since` being when it is next due, until `watchUntil` (settle.ts).
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
        /** A watch marker's end: past it, no charge can follow and the coupon's use is given back. */
        watchUntil: { type: 'string' },
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
