import type { EntityItem } from 'electrodb';
import type { DomainCtx } from '../context';
import type { CouponEntity } from './coupon.entity';
import { codeKey } from './rules';

export type CouponRecord = EntityItem<CouponEntity>;

export async function fromId(ctx: DomainCtx, couponId: number): Promise<CouponRecord | undefined> {
  const { data } = await ctx.db.entities.coupon.get({ domainId: ctx.domain.domainId, couponId }).go();
  return data ?? undefined;
}

/** The coupon a code names in the domain, in any case: its claim, then the coupon. */
export async function fromCode(ctx: DomainCtx, code: string): Promise<CouponRecord | undefined> {
  const { data: claim } = await ctx.db.entities.couponClaim.get({ domainId: ctx.domain.domainId, code: codeKey(code) }).go();
  return claim ? fromId(ctx, claim.couponId) : undefined;
}
