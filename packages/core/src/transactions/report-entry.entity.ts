import { Entity, type EntityConfiguration } from 'electrodb';

const id = { type: 'number' } as const;

/**
 * One paid transaction in one report list (the domain's, a rep's, a manager's, a distributor's, a
 * center's, a referral center's, a patient's, a product's, one of those members' with a product, or
 * the posting list of a trigram of its text), ordered by `position`: the sale's ISO date, then its zero-padded
 * id. A day range is then a key condition, and newest first one Query. The entry carries the ids the
 * admin filters by and the searchable words, so a page checks a second filter without reading the
 * transaction. Written by the projector once the transaction is paid, with the list's counters (see
 * report-lists.ts, report-projection.ts).
 */
export const reportEntryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'reportEntry', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        list: { type: 'string', required: true },
        /** `{date ISO}#{id padded to 10}`: see positionOf. */
        position: { type: 'string', required: true },
        transactionId: { type: 'number', required: true },
        salesRepId: id,
        salesManagerId: id,
        salesDistributorId: id,
        harvestCenterId: id,
        referralHarvestCenterId: id,
        patientId: id,
        productId: id,
        /** The transaction's searchable text (report-search.ts): `contains(text, 'mith')` is a substring match. */
        text: { type: 'string' },
      },
      indexes: {
        byList: { pk: { field: 'pk', composite: ['domainId', 'list'] }, sk: { field: 'sk', composite: ['position'], casing: 'none' } },
      },
    },
    config,
  );

export type ReportEntryEntity = ReturnType<typeof reportEntryEntity>;
