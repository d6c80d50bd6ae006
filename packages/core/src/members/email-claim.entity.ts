import { Entity, type EntityConfiguration } from 'electrodb';

/** Holds an e-mail address for one member of a domain; written in the same transaction as the member. */
export const emailClaimEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'emailClaim', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        email: { type: 'string', required: true },
        memberId: { type: 'number', required: true },
      },
      indexes: {
        byEmail: { pk: { field: 'pk', composite: ['domainId', 'email'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type EmailClaimEntity = ReturnType<typeof emailClaimEntity>;
