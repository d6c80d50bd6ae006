import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * Holds a coupon code, lower-cased, for one coupon of a domain; written in the same transaction as
 * the coupon, so a code is unique per domain in any case, also under concurrent requests. The
 * checkout finds a coupon by its code here.
 */
export const couponClaimEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'couponClaim', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        code: { type: 'string', required: true },
        couponId: { type: 'number', required: true },
      },
      indexes: {
        byCode: { pk: { field: 'pk', composite: ['domainId', 'code'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );

export type CouponClaimEntity = ReturnType<typeof couponClaimEntity>;
