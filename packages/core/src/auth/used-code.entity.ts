import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * An authenticator code a member's sign-in (or setup) was accepted with (auth/two-factor.ts): one
 * item per code, so each code of the provider's window is refused again while it could still be
 * accepted, not only the last one. It expires with `expiresAt` (the table's TTL); `usedAt` decides,
 * as TTL deletion is late.
 */
export const usedCodeEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'usedCode', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        code: { type: 'string', required: true },
        /** Epoch milliseconds. */
        usedAt: { type: 'number', required: true },
        /** Epoch seconds. */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byCode: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: ['code'] } },
      },
    },
    config,
  );

export type UsedCodeEntity = ReturnType<typeof usedCodeEntity>;
