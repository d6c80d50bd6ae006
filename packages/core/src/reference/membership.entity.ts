import { Entity, type EntityConfiguration } from 'electrodb';

/** The memberships a domain offers, with the names it shows for them. */
export const membershipEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'membership', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        membershipId: { type: 'number', required: true },
        name: { type: 'string', required: true },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['membershipId'] } },
      },
    },
    config,
  );

export type MembershipEntity = ReturnType<typeof membershipEntity>;
