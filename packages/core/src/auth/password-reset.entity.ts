import { Entity } from 'electrodb';

/** The one open password-reset code of a member: only its hash is kept. */
export const PasswordResetEntity = new Entity({
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
});
