import { Entity, type EntityConfiguration } from 'electrodb';

const id = { type: 'number' } as const;

/**
 * One item of a list made for an access pattern (projections/declare.ts): `list` names the list (the
 * domain's active patients, a rep's sales, the members whose text holds "oli"...), `position` orders
 * it: the record's zero-padded id, or a date and then the id (a day range is then a key condition).
 * Entries are projections of their record, each written with its list's counters, so every page is
 * one Query on `list` and every total a read of its counter. The attributes after `itemId` are what
 * a page may still check without reading the record; each list family says which it carries.
 */
export const entryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'entry', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        list: { type: 'string', required: true },
        /** The record's id padded to 10 digits, or `{date ISO}#{id padded to 10}`: see db/entries.ts positionOf. */
        position: { type: 'string', required: true },
        itemId: { type: 'number', required: true },
        /** The record's searchable text, normalized (search/grams.ts): `contains(text, 'akley')` is a substring match. */
        text: { type: 'string' },
        centerId: id,
        tags: { type: 'list', items: { type: 'number' } },
        /** The members and product a sale names, for a report's second filter (transactions/report-lists.ts axes). */
        salesRepId: id,
        salesManagerId: id,
        salesDistributorId: id,
        harvestCenterId: id,
        referralHarvestCenterId: id,
        patientId: id,
        productId: id,
        /** A sale's amount in cents: its counters sum it (db/entries.ts entryWrites), a prune takes it back out. */
        amountCents: id,
        /** The amount of a sale whose commission was paid (absent until it is): its counters sum it beside the amount. */
        paidCents: id,
        /** A vials ledger entry's quantity: its counters sum it, as a sale's amount. */
        quantity: id,
      },
      indexes: {
        byList: { pk: { field: 'pk', composite: ['domainId', 'list'] }, sk: { field: 'sk', composite: ['position'], casing: 'none' } },
      },
    },
    config,
  );

export type EntryEntity = ReturnType<typeof entryEntity>;
