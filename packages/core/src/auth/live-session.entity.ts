import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A session a sign-in started: its token's id and times, kept until the token expires. What a
 * sign-out reads to admit the member's other sessions against the epoch it moves (session-epoch.ts),
 * and when the token was last used, which ends it after the domain's idle time.
 */
export const liveSessionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'liveSession', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        memberId: { type: 'number', required: true },
        /** The token's `jti`. */
        tokenId: { type: 'string', required: true },
        /** The token's `iat` and `exp`, epoch seconds; the item expires with the token. */
        issuedAt: { type: 'number', required: true },
        expiresAt: { type: 'number', required: true },
        /** When a request last used the token, epoch milliseconds, written at most once a minute by a request that succeeded (live-sessions.ts check, markUsed). */
        lastUsedAt: { type: 'number' },
      },
      indexes: {
        byMember: { pk: { field: 'pk', composite: ['domainId', 'memberId'] }, sk: { field: 'sk', composite: ['tokenId'] } },
      },
    },
    config,
  );

export type LiveSessionEntity = ReturnType<typeof liveSessionEntity>;
