import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A member's setup of an authenticator app in progress (auth/two-factor.ts): the identity provider's
 * access token of the sign-in that began it (it alone can confirm the app's first code), the hash of
 * the ticket the browser holds, and for a setup the sign-in itself requires, the ID token the
 * sign-in ends with. One per member; it expires with `expiresAt` (the table's TTL) and is deleted
 * when the setup ends.
 */
export const twoFactorSetupEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'twoFactorSetup', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        ticketHash: { type: 'string', required: true },
        accessToken: { type: 'string', required: true },
        /** Set when the setup is a sign-in's last step: the token the sign-in gives once the app is confirmed. */
        idToken: { type: 'string' },
        /** Epoch seconds. */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byMember: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type TwoFactorSetupEntity = ReturnType<typeof twoFactorSetupEntity>;
