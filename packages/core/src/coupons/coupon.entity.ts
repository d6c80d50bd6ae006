import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * A coupon code of a domain: a fixed discount in integer cents on the listed products (none: every
 * product), optionally at one harvest center. `usedNumber` only moves in the checkout's transaction,
 * on condition the coupon is active and has uses left (`maxUse` 0 is unlimited). The domain's
 * coupons are one partition ordered by id: the Coupons List pages it newest first.
 */
export const couponEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'coupon', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        /** Zero-padded in the key, so the list orders 9 before 10. */
        couponId: { type: 'number', required: true, padding: { length: 10, char: '0' } },
        name: { type: 'string', required: true },
        /** As the admin typed it; its claim holds it lower-cased. */
        code: { type: 'string', required: true },
        maxUse: { type: 'number', required: true },
        discountCents: { type: 'number', required: true },
        productIds: { type: 'list', items: { type: 'number' }, default: () => [] },
        harvestCenterId: { type: 'number' },
        usedNumber: { type: 'number', default: 0 },
        /** 1 Active, 0 Inactive (spec §9). */
        status: { type: 'number', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byDomain: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['couponId'] } },
      },
    },
    config,
  );

export type CouponEntity = ReturnType<typeof couponEntity>;
