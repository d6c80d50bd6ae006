import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A browser a member signed in from: the key of the browser (devices.ts deviceKeyOf), when it was
 * first and last used and from where, kept a year after its last sign-in. What tells a sign-in from
 * a browser the member never used before, which the member is mailed about.
 */
export const knownDeviceEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'knownDevice', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        device: { type: 'string', required: true },
        /** The browser and system, as a person reads them ("Chrome 131 on Windows"). */
        label: { type: 'string', required: true },
        address: { type: 'string', required: true },
        firstSeenAt: { type: 'string', required: true },
        lastSeenAt: { type: 'string', required: true },
        /** Epoch seconds: the table's time to live removes the item a year after the last sign-in. */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byMember: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: ['device'] } },
      },
    },
    config,
  );

export type KnownDeviceEntity = ReturnType<typeof knownDeviceEntity>;
