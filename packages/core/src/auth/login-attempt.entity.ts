import { Entity, type EntityConfiguration } from 'electrodb';

/** Failed sign-ins of one subject (an account or an address) within one time window. */
export const loginAttemptEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'loginAttempt', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        subject: { type: 'string', required: true },
        window: { type: 'number', required: true },
        failures: { type: 'number', default: 0 },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        bySubject: {
          pk: { field: 'pk', composite: ['domainId', 'subject'] },
          sk: { field: 'sk', composite: ['window'] },
        },
      },
    },
    config,
  );

export type LoginAttemptEntity = ReturnType<typeof loginAttemptEntity>;
