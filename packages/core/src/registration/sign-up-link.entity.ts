import { Entity, type EntityConfiguration } from 'electrodb';
import type { SignUpLinkKind } from '@portal/contracts';

/** The contracts' kinds, written here so the entity (built at a cold start) does not load the contracts. */
const KINDS = ['harvest-center', 'referral-center', 'hc-staff'] as const satisfies readonly SignUpLinkKind[];

/**
 * The invitation token of one member's sign-up link of one kind (sign-up-links.ts). Kept whole, as
 * the member is shown its link again on every visit; a new link overwrites it, voiding the old one,
 * and so does the end of a relation it was read through (its seal no longer matches).
 */
export const signUpLinkEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'signUpLink', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        ownerId: { type: 'number', required: true },
        kind: { type: KINDS, required: true },
        token: { type: 'string', required: true },
        /** The relations the token was handed out under (link-readers.ts `sealOf`); absent on tokens made before seals, which are void. */
        seal: { type: 'string' },
        issuedAt: { type: 'string', required: true },
      },
      indexes: {
        byOwner: { pk: { field: 'pk', composite: ['domainId', 'ownerId'] }, sk: { field: 'sk', composite: ['kind'] } },
      },
    },
    config,
  );

export type SignUpLinkEntity = ReturnType<typeof signUpLinkEntity>;
