import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A change the projector still has to carry to other records: a rep or manager that moved (its
 * team's members follow), a member renamed (the sales naming it are searched by the new name). The
 * request that makes the change writes it with the record, at the record's revision; the projector
 * deletes it once the change is carried, on condition of that revision. While any is left, the lists
 * it affects say they are still being updated.
 */
export const followUpEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'followUp', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        revision: { type: 'number', required: true },
        at: { type: 'string', required: true },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['memberId'] } },
      },
    },
    config,
  );

export type FollowUpEntity = ReturnType<typeof followUpEntity>;
