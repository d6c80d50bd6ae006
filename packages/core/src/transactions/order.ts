import {
  COUPON_INVALID,
  Membership,
  NO_SALES_REP,
  ProductId,
  SELECT_A_PATIENT,
  SHIPPING_DATE_PAST,
  TOTAL_CHANGED,
  toCents,
  type CheckoutOrder,
} from '@portal/contracts';
import type { MemberCtx, MemberRecord } from '../context';
import * as CouponValidation from '../coupons/validation';
import type { CouponRecord } from '../coupons/lookup';
import { DomainError, invalid, notFound } from '../errors';
import * as Members from '../members/members';
import * as Products from '../products/products';
import { totals, type Totals } from './totals';

/** Which checkout a request came through: a center's (transactions/) or a patient's own vials (transactions/patient/). */
export type CheckoutKind = 'center' | 'patient';

/** A checkout as the server decided it, before anything is claimed or charged. */
export interface Order {
  buyer: MemberRecord;
  product: Products.PricedProduct;
  totals: Totals;
  coupon?: CouponRecord;
  patientId?: number;
  harvestCenterId?: number;
  referralHarvestCenterId?: number;
  hcStaffId?: number;
  salesRepId: number;
  salesManagerId?: number;
  salesDistributorId?: number;
}

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);

/** The patient a center may buy for: one of its own (a referral center's: one it referred); any other is not found. */
async function patientOf(ctx: MemberCtx, center: MemberRecord, patientId: number): Promise<MemberRecord> {
  const patient = await Members.fromId(ctx, patientId);
  const ours = has(center, Membership.HarvestCenter) ? patient?.harvestCenterId === center.memberId : patient?.referralHarvestCenterId === center.memberId;
  if (!patient || !has(patient, Membership.Patient) || !ours) throw notFound('Patient');
  return patient;
}

/** Whom a center's checkout is for: the patient, the harvest center and the referral center it is recorded with. */
async function centerParties(ctx: MemberCtx, body: CheckoutOrder) {
  const center = ctx.member;
  const productId = body.product_id;
  if (body.patient_id !== undefined && body.create_patient) throw invalid('Choose a patient or create a new one, not both.');
  const patient = body.patient_id === undefined ? undefined : await patientOf(ctx, center, body.patient_id);
  const needsPatient = productId === ProductId.PatientVials || productId === ProductId.PreOrderVials;
  if (needsPatient && !patient && !body.create_patient) throw invalid(SELECT_A_PATIENT);
  const referral = productId === ProductId.ReferralProcessingFee;
  if (!referral && (body.harvest_center_id !== undefined || body.harvest_fee === 'yes'))
    throw invalid('The harvest center and the harvest fee are chosen on the referral processing fee only.');
  if (has(center, Membership.HarvestCenter))
    return { patient, harvestCenterId: Products.purchaseCenter(center), referralHarvestCenterId: patient?.referralHarvestCenterId };
  if (referral) {
    if (body.harvest_center_id === undefined) throw invalid('Choose the harvest center of this referral.');
    const chosen = Products.purchaseCenter(center, body.harvest_center_id);
    if (chosen === undefined) throw notFound('Harvest center');
    return { patient, harvestCenterId: chosen, referralHarvestCenterId: center.memberId };
  }
  return { patient, harvestCenterId: patient?.harvestCenterId ?? Products.purchaseCenter(center), referralHarvestCenterId: center.memberId };
}

/** A patient's own vials: only for itself, with no center's choices. */
function patientParties(ctx: MemberCtx, body: CheckoutOrder) {
  const me = ctx.member;
  if (
    (body.patient_id !== undefined && body.patient_id !== me.memberId) ||
    body.create_patient ||
    body.harvest_center_id !== undefined ||
    body.harvest_fee === 'yes'
  )
    throw invalid('The vials checkout buys vials for your own account only.');
  return { patient: me, harvestCenterId: Products.purchaseCenter(me), referralHarvestCenterId: me.referralHarvestCenterId };
}

/** The buyer's sales rep and its team at the time of sale; a checkout without a valid rep is refused (spec §6). */
async function salesTeam(ctx: MemberCtx, buyer: MemberRecord) {
  const rep = buyer.salesRepId === undefined ? undefined : await Members.fromId(ctx, buyer.salesRepId);
  if (!rep || !has(rep, Membership.SalesRep) || rep.active === false) throw invalid(NO_SALES_REP);
  return {
    salesRepId: rep.memberId,
    salesManagerId: rep.salesManagerId ?? buyer.salesManagerId,
    salesDistributorId: rep.salesDistributorId ?? buyer.salesDistributorId,
  };
}

/** A shipping date may not be before today (a day's grace for the buyer's time zone). */
function checkShippingDate(date: string | undefined) {
  if (date && date < new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)) throw invalid(SHIPPING_DATE_PAST);
}

/** The amounts the page showed must be the server's: else nothing is charged and the page reloads. */
function compareAmounts(body: CheckoutOrder, t: Totals, coupon: CouponRecord | undefined) {
  const same =
    toCents(body.product_amount) === t.priceCents &&
    toCents(body.total_amount) === t.totalCents &&
    (body.coupon_code_amount === undefined || toCents(body.coupon_code_amount) === (coupon?.discountCents ?? 0));
  if (!same) throw new DomainError('invalid', TOTAL_CHANGED, 'total_changed');
}

/**
 * Decides a checkout from the server's own data: the product (who may buy it), the patient and
 * centers in the buyer's scope, the rep's team, the coupon (checked and counted as the coupon check
 * counts it, per caller and `address`) and the amounts, which the page's must equal, compared only
 * once the coupon is known. Reads only (and counts); throws before anything is claimed or charged.
 */
export async function prepare(ctx: MemberCtx, body: CheckoutOrder, kind: CheckoutKind, address: string): Promise<Order> {
  const buyer = ctx.member;
  const product = await Products.fromId(ctx, body.product_id);
  if (!product || !Products.mayBuy(buyer, body.product_id)) throw notFound('Product');
  const parties = kind === 'patient' ? patientParties(ctx, body) : await centerParties(ctx, body);
  checkShippingDate(body.shipping_date);
  const team = await salesTeam(ctx, buyer);
  let coupon: CouponRecord | undefined;
  const code = body.coupon_code?.trim();
  if (code) {
    // The coupon check's own door, counted in its limits: every code that gives no discount is one same answer.
    coupon = await CouponValidation.limitedCheck(ctx, code, { productId: product.productId, harvestCenterId: parties.harvestCenterId }, address);
    if (!coupon) throw new DomainError('invalid', COUPON_INVALID, 'coupon_refused');
  }
  const t = totals({
    productId: product.productId,
    priceCents: product.priceCents,
    shippingCents: product.shippingCents,
    quantity: body.product_quantity,
    shipping: body.shipping_fee === 'yes',
    harvestFee: body.harvest_fee === 'yes',
    couponCents: coupon?.discountCents ?? 0,
  });
  compareAmounts(body, t, coupon);
  const staff = ctx.caller.memberId !== buyer.memberId && has(ctx.caller, Membership.HcStaff) ? ctx.caller.memberId : undefined;
  return {
    buyer,
    product,
    totals: t,
    coupon,
    patientId: parties.patient?.memberId,
    harvestCenterId: parties.harvestCenterId,
    referralHarvestCenterId: parties.referralHarvestCenterId,
    hcStaffId: staff,
    ...team,
  };
}
