import { Entity, type EntityConfiguration } from 'electrodb';

/** The one open password-reset code of a member: only its hash is kept. */
export const passwordResetEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'passwordReset', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        codeHash: { type: 'string', required: true },
        attempts: { type: 'number', default: 0 },
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byMember: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type PasswordResetEntity = ReturnType<typeof passwordResetEntity>;
