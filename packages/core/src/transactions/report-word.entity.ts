import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * How many paid transactions have one searchable word (of 4 characters or more; see report-search.ts),
 * filed under the word's first 4 characters: the matches of a one-word search, and the size of a
 * search list, are the sum of the counts whose words start with it, one Query of those few distinct
 * words, however many transactions have them. A key ending in `~` is a correction (see wordCounts).
 * Added to in the same transaction as the report entries.
 */
export const reportWordEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'reportWord', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        /** The word's first 4 characters. */
        prefix: { type: 'string', required: true },
        word: { type: 'string', required: true },
        count: { type: 'number', default: 0 },
      },
      indexes: {
        byPrefix: { pk: { field: 'pk', composite: ['domainId', 'prefix'] }, sk: { field: 'sk', composite: ['word'], casing: 'none' } },
      },
    },
    config,
  );

export type ReportWordEntity = ReturnType<typeof reportWordEntity>;
