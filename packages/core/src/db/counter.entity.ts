import { Entity, type EntityConfiguration } from 'electrodb';

/** The fields a counter item holds: the count, and the sums a list's entries carry (db/entries.ts SUMMED). */
export const COUNTER_FIELDS = ['value', 'amount', 'paid', 'quantity'] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];

/** The letter a day's own field of a month's counter starts with: `c05` counts the 5th, `a05` sums its amounts. */
const DAY_PREFIX: Record<CounterField, string> = { value: 'c', amount: 'a', paid: 'p', quantity: 'q' };
/** The days a month's counter keeps apart, as two digits. */
export const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/** The attribute of a month's counter that holds `field` for day `day` (two digits) of that month. */
export const dayField = (field: CounterField, day: string) => `${DAY_PREFIX[field]}${day}`;

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
