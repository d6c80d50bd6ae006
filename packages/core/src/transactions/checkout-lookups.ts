import {
  fromCents,
  Membership,
  PATIENT_EMAIL_AVAILABLE,
  PATIENT_EMAIL_TAKEN,
  ProductId,
  type CenterPaymentProfile,
  type CenterProcessingFee,
  type CheckoutPatientCheckResult,
} from '@portal/contracts';
import * as RateLimits from '../auth/rate-limits';
import type { MemberCtx, MemberRecord } from '../context';
import { notFound } from '../errors';
import * as Members from '../members/members';
import { may } from '../members/scope';
import * as Products from '../products/products';
import { confirmedStaffOf } from '../staff/staff';

const has = (m: MemberRecord, membership: number) => m.memberships.includes(membership);

/** Whether the real caller (or the member it acts as) is staff the center has confirmed. */
const staffOf = (ctx: MemberCtx, centerId: number) => [ctx.caller, ctx.member].some((m) => confirmedStaffOf(m, centerId));

/**
 * A center the checkout pages may read for: the acting center itself, a center the caller is staff
 * of, or any for admins (`anyForAdmin`). Any other is not found.
 */
async function centerInScope(ctx: MemberCtx, centerId: number, anyForAdmin: boolean): Promise<MemberRecord> {
  const own = centerId === ctx.member.memberId;
  const reachable = own || staffOf(ctx, centerId) || (anyForAdmin && has(ctx.member, Membership.Admin));
  const center = !reachable ? undefined : own ? ctx.member : await Members.fromId(ctx, centerId);
  if (!center || !(has(center, Membership.HarvestCenter) || has(center, Membership.ReferralHarvestCenter))) throw notFound('Harvest center');
  return center;
}

/** GET harvest-centers/{id}/processing-fee/: the processing fee a center pays (a referral center's is the referral processing fee). */
export async function processingFee(ctx: MemberCtx, centerId: number): Promise<CenterProcessingFee> {
  const center = await centerInScope(ctx, centerId, true);
  const productId = has(center, Membership.HarvestCenter) ? ProductId.ProcessingFee : ProductId.ReferralProcessingFee;
  const product = await Products.fromId(ctx, productId);
  if (!product) throw notFound('Product');
  return { product_id: productId, price: fromCents(product.priceCents), shipping_fee: fromCents(product.shippingCents) };
}

/** GET hc-staff/auth-profile/{id}/: the gateway customer profile of a harvest center the staff pays for. */
export async function centerPaymentProfile(ctx: MemberCtx, centerId: number): Promise<CenterPaymentProfile> {
  const center = await centerInScope(ctx, centerId, false);
  if (!has(center, Membership.HarvestCenter) || !may(ctx, 'staff:center-payment-profile')) throw notFound('Harvest center');
  return { auth_customer_profile_id: center.paymentCustomerProfileId || null };
}

/** Checks a signed-in center may make per hour: each tells whether an address is a member. */
export const PATIENT_CHECKS_PER_HOUR = 120;
export const TOO_MANY_PATIENT_CHECKS = 'Too many e-mail checks. Please wait an hour and try again.';

/** POST users/patient/checkout/: whether the checkout's new patient can have this e-mail (no member of the domain has it). */
export async function patientEmail(ctx: MemberCtx, email: string): Promise<CheckoutPatientCheckResult> {
  await RateLimits.consume(ctx, `patient-check#${ctx.caller.memberId}`, PATIENT_CHECKS_PER_HOUR, 3600, TOO_MANY_PATIENT_CHECKS);
  const taken = Boolean(await Members.fromEmail(ctx, email));
  return { available: !taken, message: taken ? PATIENT_EMAIL_TAKEN : PATIENT_EMAIL_AVAILABLE };
}
