import { COUPON_CODE_TAKEN, CouponStatus, fromCents, Membership, NOT_A_HARVEST_CENTER, toCents, type CouponFields, type CouponView } from '@portal/contracts';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx } from '../context';
import { countName, countOf, nextId, shardOf } from '../db/counters';
import { keysetPage, toWire, type WirePage } from '../db/paging';
import { failedCondition, transact } from '../db/transact';
import { conflict, invalid, notFound } from '../errors';
import * as Members from '../members/members';
import { catalog } from '../products/catalog';
import { fromId, type CouponRecord } from './lookup';
import { codeKey } from './rules';

export { fromCode, fromId, type CouponRecord } from './lookup';
export { check, redemption, release } from './redemption';
export { COUPON_FAILURE_WINDOW_SECONDS, COUPON_FAILURES_PER_ADDRESS, COUPON_FAILURES_PER_MEMBER, validate, type CouponCheck } from './validation';
export { codeKey, refusal, usesLeft, type CouponUse } from './rules';

/** The list (and its counter) of a domain's coupons. */
const LIST = 'coupons';
const productNames = new Map<number, string>(catalog.map((p) => [p.productId, p.name]));

/** The coupon as the API shows it; `companies` names the harvest centers of the coupons shown. */
export const view = (c: CouponRecord, companies: ReadonlyMap<number, string>): CouponView => {
  const productIds = c.productIds ?? [];
  const center = c.harvestCenterId;
  return {
    id: c.couponId,
    name: c.name,
    code: c.code,
    max_use_number: c.maxUse,
    discount_amount: fromCents(c.discountCents),
    product_ids: productIds.join(','),
    products: productIds.map((id) => ({ id, name: productNames.get(id) ?? `Product ${id}` })),
    harvest_center: center ?? null,
    hc_desc: center === undefined ? null : { id: center, company: companies.get(center) ?? '' },
    used_number: c.usedNumber ?? 0,
    status: c.status === CouponStatus.Active ? 1 : 0,
    domain_id: c.domainId,
  };
};

/** The companies of the coupons' harvest centers, read in one batch. */
async function companiesOf(ctx: DomainCtx, coupons: readonly CouponRecord[]): Promise<Map<number, string>> {
  const ids = [...new Set(coupons.flatMap((c) => (c.harvestCenterId === undefined ? [] : [c.harvestCenterId])))];
  return new Map((await Members.many(ctx, ids)).map((m) => [m.memberId, m.company ?? '']));
}

export const views = async (ctx: DomainCtx, coupons: readonly CouponRecord[]) => {
  const companies = await companiesOf(ctx, coupons);
  return coupons.map((c) => view(c, companies));
};

/** One page of the domain's coupons, newest first: a Query of the page's size, the total from the list's counter. */
export async function page(ctx: DomainCtx, cursor: string | null, size: number): Promise<WirePage<CouponView>> {
  const domainId = ctx.domain.domainId;
  const [found, count] = await Promise.all([
    keysetPage({
      list: LIST,
      cursor,
      size,
      query: (after) => {
        const q = ctx.db.entities.coupon.query.byDomain({ domainId });
        return after === undefined ? q : q.lt({ couponId: after });
      },
      position: (c) => c.couponId,
    }),
    countOf(ctx.db, domainId, LIST),
  ]);
  return toWire({ ...found, count }, size, await views(ctx, found.items));
}

/** The coupon with this id as the API shows it; not found otherwise. */
export async function read(ctx: DomainCtx, couponId: number): Promise<CouponView> {
  const coupon = await fromId(ctx, couponId);
  if (!coupon) throw notFound('Coupon');
  return (await views(ctx, [coupon]))[0]!;
}

/** A coupon may be limited to a harvest center of its own domain only. */
async function checkCenter(ctx: DomainCtx, centerId: number | null | undefined) {
  if (centerId == null) return;
  const center = await Members.fromId(ctx, centerId);
  if (!center?.memberships.includes(Membership.HarvestCenter)) throw invalid(NOT_A_HARVEST_CENTER);
}

/**
 * Adds a coupon. The lower-cased code's claim, the coupon and the list's counter are written in one
 * transaction: a code is unique per domain in any case, whatever runs at the same time.
 */
export async function create(ctx: MemberCtx, input: CouponFields): Promise<CouponView> {
  await checkCenter(ctx, input.harvest_center);
  const domainId = ctx.domain.domainId;
  const couponId = await nextId(ctx.db, domainId, 'coupon');
  const coupon = {
    domainId,
    couponId,
    name: input.name,
    code: input.code,
    maxUse: input.max_use_number,
    discountCents: toCents(input.discount_amount),
    productIds: input.product_ids ?? [],
    ...(input.harvest_center == null ? {} : { harvestCenterId: input.harvest_center }),
    usedNumber: 0,
    status: input.status ?? CouponStatus.Active,
    createdAt: new Date().toISOString(),
  };
  const outcome = await transact(ctx.db, (e) => [
    e.couponClaim.create({ domainId, code: codeKey(input.code), couponId }),
    e.coupon.create(coupon),
    e.counter.update({ domainId, name: shardOf(countName(LIST), couponId) }).add({ value: 1 }),
  ]);
  if (!outcome.ok) throw failedCondition(outcome, 0) ? conflict(COUPON_CODE_TAKEN) : conflict('The coupon could not be saved. Please try again.');
  await record(ctx, { action: 'coupon.added', target: `coupon:${couponId}` });
  return read(ctx, couponId);
}

/**
 * Changes a coupon's terms; fields left out keep their value (a null harvest center clears it). A
 * new code moves the claim in the same transaction, on condition the code read is still the
 * coupon's. The used number is never changed here: only checkouts move it.
 */
export async function update(ctx: MemberCtx, couponId: number, input: CouponFields): Promise<CouponView> {
  const current = await fromId(ctx, couponId);
  if (!current) throw notFound('Coupon');
  await checkCenter(ctx, input.harvest_center);
  const domainId = ctx.domain.domainId;
  const center = input.harvest_center === undefined ? current.harvestCenterId : (input.harvest_center ?? undefined);
  const fields = {
    name: input.name,
    code: input.code,
    maxUse: input.max_use_number,
    discountCents: toCents(input.discount_amount),
    productIds: input.product_ids ?? current.productIds ?? [],
    status: input.status ?? current.status,
    ...(center === undefined ? {} : { harvestCenterId: center }),
  };
  const [oldKey, newKey] = [codeKey(current.code), codeKey(input.code)];
  const outcome = await transact(ctx.db, (e) => {
    const patch = e.coupon.patch({ domainId, couponId }).set(fields);
    const write = (center === undefined && current.harvestCenterId !== undefined ? patch.remove(['harvestCenterId']) : patch).where((attr, op) =>
      op.eq(attr.code, current.code),
    );
    if (oldKey === newKey) return [write];
    return [
      write,
      e.couponClaim.delete({ domainId, code: oldKey }).where((attr, op) => op.eq(attr.couponId, couponId)),
      e.couponClaim.create({ domainId, code: newKey, couponId }),
    ];
  });
  if (!outcome.ok) {
    if (failedCondition(outcome, 2)) throw conflict(COUPON_CODE_TAKEN);
    if (!(await fromId(ctx, couponId))) throw notFound('Coupon');
    throw conflict('The coupon was changed at the same time. Please try again.');
  }
  await record(ctx, { action: 'coupon.updated', target: `coupon:${couponId}` });
  return read(ctx, couponId);
}

/** Removes a coupon with its code's claim and its count in the list, in one transaction. */
export async function remove(ctx: MemberCtx, couponId: number): Promise<void> {
  const current = await fromId(ctx, couponId);
  if (!current) throw notFound('Coupon');
  const domainId = ctx.domain.domainId;
  const outcome = await transact(ctx.db, (e) => [
    e.coupon.delete({ domainId, couponId }).where((attr, op) => op.eq(attr.code, current.code)),
    e.couponClaim.delete({ domainId, code: codeKey(current.code) }).where((attr, op) => op.eq(attr.couponId, couponId)),
    e.counter.update({ domainId, name: shardOf(countName(LIST), couponId) }).add({ value: -1 }),
  ]);
  if (!outcome.ok) throw notFound('Coupon');
  await record(ctx, { action: 'coupon.removed', target: `coupon:${couponId}` });
}
