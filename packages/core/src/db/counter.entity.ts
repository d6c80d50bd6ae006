import { Entity, type EntityConfiguration } from 'electrodb';
import { COUNTER_FIELDS, dayField, MONTH_DAYS } from './counters';

/** A month's counter keeps each day's count and sums apart (db/counters.ts periodCounters): `c01`...`q31`. */
const dayAttributes = Object.fromEntries(COUNTER_FIELDS.flatMap((field) => MONTH_DAYS.map((day) => [dayField(field, day), { type: 'number' } as const])));

/** A per-domain atomic counter (UpdateItem ADD) that hands out the spec's numeric ids. */
export const counterEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'counter', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        name: { type: 'string', required: true },
        value: { type: 'number', default: 0 },
        /** For a list whose entries carry an amount (a sale's, in cents): their sum, beside their count in `value`. */
        amount: { type: 'number' },
        /** For a list of sales: the sum of the amounts of those whose commission was paid. */
        paid: { type: 'number' },
        /** For a list of vials ledger entries: the sum of their quantities. */
        quantity: { type: 'number' },
        ...dayAttributes,
      },
      indexes: {
        byName: { pk: { field: 'pk', composite: ['domainId', 'name'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type CounterEntity = ReturnType<typeof counterEntity>;
