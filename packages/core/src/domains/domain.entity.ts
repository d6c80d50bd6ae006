import { Entity, type EntityConfiguration } from 'electrodb';

export const domainEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'domain', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        identifier: { type: 'string', required: true },
        name: { type: 'string', required: true },
        url: { type: 'string', required: true },
        logo: { type: 'string' },
        favicon: { type: 'string' },
        description: { type: 'string', default: '' },
        emailSender: { type: 'string', required: true },
        emailNotifications: { type: 'string', default: '' },
        adminFormPasswordHash: { type: 'string' },
        /** Minutes without activity after which a session is signed out (IDLE_SIGN_OUT_DEFAULT_MINUTES when unset). */
        idleSignOutMinutes: { type: 'number' },
        /** The groups that must use two-factor sign-in (contracts TWO_FACTOR_GROUPS). */
        twoFactorRequiredFor: { type: 'list', items: { type: 'string' } },
        /** The Email Configuration table as SES last reported it (Verify Status), with when and why a status is unknown. */
        emailSettings: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              name: { type: 'string', required: true },
              recordType: { type: 'string', required: true },
              status: { type: 'string', required: true },
              value: { type: 'string', required: true },
            },
          },
        },
        emailSettingsCheckedAt: { type: 'string' },
        emailSettingsMessage: { type: 'string' },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: [] } },
        byIdentifier: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['identifier'] },
          sk: { field: 'gsi1sk', composite: [] },
        },
      },
    },
    config,
  );

export type DomainEntity = ReturnType<typeof domainEntity>;
