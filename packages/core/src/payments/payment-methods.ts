import { CARD_NEEDS_ADDRESS, type GatewayAuth, type PaymentOption, type PaymentProfileView } from '@portal/contracts';
import type { Config } from '../config';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { invalid, notFound } from '../errors';
import * as Locations from '../locations/locations';
import { may } from '../members/scope';
import { PaymentsError, type BillTo, type CardToken, type SavedCard } from '../providers/payments/port';

/**
 * The member whose saved cards a request may touch: the acting member itself (a center for the
 * staff acting as it), when its membership keeps cards. Anyone else's cards are out of scope: 404.
 */
export function cardOwner(ctx: MemberCtx, memberId: number = ctx.member.memberId): MemberRecord {
  if (memberId !== ctx.member.memberId || !may(ctx, 'payments:manage-own')) throw notFound('User');
  return ctx.member;
}

/**
 * The member's stable reference at the gateway (at most 20 characters): its customer profile is
 * found by it again when the answer to its creation was lost.
 */
export const gatewayReference = (member: Pick<MemberRecord, 'domainId' | 'memberId'>) => `d${member.domainId}m${member.memberId}`;

const option = (card: SavedCard): PaymentOption => ({
  payment_profile_id: card.paymentProfileId,
  card_type: card.cardType,
  card_number: card.lastDigits,
  card_holder: card.holder,
  expiration_date: card.expiration,
  default: card.isDefault,
});

/** The member's saved cards, the default first. */
export async function list(ctx: DomainCtx, member: MemberRecord): Promise<PaymentProfileView> {
  const code = member.paymentCustomerProfileId || null;
  if (!code) return { code, payments: [] };
  const cards = await ctx.providers.payments.listCards(code);
  const payments = cards.map(option).sort((a, b) => Number(b.default) - Number(a.default));
  return { code, payments };
}

/**
 * The member's customer profile at the gateway, made on first use and kept on the member. Two
 * concurrent first uses meet at the gateway (one profile per reference) and write the same id.
 */
export async function ensureCustomer(ctx: DomainCtx, member: MemberRecord): Promise<string> {
  if (member.paymentCustomerProfileId) return member.paymentCustomerProfileId;
  const customerProfileId = await ctx.providers.payments.ensureCustomer({
    reference: gatewayReference(member),
    email: member.email,
    description: `${member.firstName} ${member.lastName}`.trim().slice(0, 255),
  });
  await ctx.db.entities.member.patch({ domainId: member.domainId, memberId: member.memberId }).set({ paymentCustomerProfileId: customerProfileId }).go();
  return customerProfileId;
}

/** Splits a card holder's name into the billing first and last name. */
export function holderNames(holder: string): { firstName: string; lastName: string } {
  const words = holder.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : '';
  return { firstName: words.join(' ').slice(0, 50), lastName: lastName.slice(0, 50) };
}

/**
 * The billing address the gateway verifies a new card with: the member's default saved location,
 * or else the address of its profile. A member with neither is asked to add one first.
 */
async function billingAddress(ctx: DomainCtx, member: MemberRecord, holder: string): Promise<BillTo> {
  const saved = (await Locations.list(ctx, member.memberId))[0];
  const address = saved
    ? { address: saved.address1, city: saved.city, state: saved.state_desc, zip: saved.zip_code, country: saved.country_desc }
    : { address: member.address1 ?? '', city: member.city ?? '', state: member.stateDesc ?? '', zip: member.zipCode ?? '', country: member.countryDesc ?? '' };
  if (!address.address || !address.city) throw invalid(CARD_NEEDS_ADDRESS);
  return {
    ...holderNames(holder),
    ...(member.company ? { company: member.company.slice(0, 50) } : {}),
    address: address.address.slice(0, 60),
    city: address.city.slice(0, 40),
    state: address.state.slice(0, 40),
    zip: address.zip.slice(0, 20),
    country: address.country.slice(0, 60),
    ...(member.phoneNumber ? { phoneNumber: member.phoneNumber.slice(0, 25) } : {}),
  };
}

/** Saves a card the browser tokenized at the gateway; the first card is the default. */
export async function add(
  ctx: DomainCtx,
  member: MemberRecord,
  input: { holder: string; token: CardToken; makeDefault?: boolean; customerProfileId?: string },
): Promise<PaymentProfileView> {
  if (input.customerProfileId && member.paymentCustomerProfileId && input.customerProfileId !== member.paymentCustomerProfileId)
    throw notFound('Payment profile');
  const billTo = await billingAddress(ctx, member, input.holder);
  const customerProfileId = await ensureCustomer(ctx, member);
  const before = await ctx.providers.payments.listCards(customerProfileId);
  await ctx.providers.payments.addCard({
    customerProfileId,
    token: input.token,
    billTo,
    makeDefault: Boolean(input.makeDefault) || !before.some((card) => card.isDefault),
  });
  return list(ctx, { ...member, paymentCustomerProfileId: customerProfileId });
}

/** One of the member's saved cards, or 404: `profileId` must be the member's own customer profile. */
async function ownCard(ctx: DomainCtx, member: MemberRecord, profileId: string, paymentId: string): Promise<SavedCard[]> {
  if (!member.paymentCustomerProfileId || member.paymentCustomerProfileId !== profileId) throw notFound('Payment method');
  const cards = await ctx.providers.payments.listCards(profileId);
  if (!cards.some((card) => card.paymentProfileId === paymentId)) throw notFound('Payment method');
  return cards;
}

/** Removes a saved card; when it was the default, the newest remaining card becomes the default. */
export async function remove(ctx: DomainCtx, member: MemberRecord, profileId: string, paymentId: string): Promise<PaymentProfileView> {
  const cards = await ownCard(ctx, member, profileId, paymentId);
  await ctx.providers.payments.deleteCard({ customerProfileId: profileId, paymentProfileId: paymentId });
  const rest = cards.filter((card) => card.paymentProfileId !== paymentId);
  const wasDefault = cards.find((card) => card.paymentProfileId === paymentId)?.isDefault;
  const next = rest[rest.length - 1];
  if (wasDefault && next) await ctx.providers.payments.setDefaultCard({ customerProfileId: profileId, paymentProfileId: next.paymentProfileId });
  return list(ctx, member);
}

/** Makes one of the member's saved cards its default. */
export async function makeDefault(ctx: DomainCtx, member: MemberRecord, profileId: string, paymentId: string): Promise<PaymentProfileView> {
  await ownCard(ctx, member, profileId, paymentId);
  await ctx.providers.payments.setDefaultCard({ customerProfileId: profileId, paymentProfileId: paymentId });
  return list(ctx, member);
}

/** What the browser needs to tokenize a card: the public client key and login id, and where to send the card. */
export function gatewayAuth(config: Config): GatewayAuth {
  const { payments } = config;
  if (!payments) throw new PaymentsError('not_configured', 'Card payments are not configured.');
  return {
    api_login_id: payments.apiLoginId,
    client_key: payments.clientKey,
    accept_js_url: payments.acceptJsUrl ?? null,
    tokenizer_url: payments.acceptJsUrl ? null : payments.requestUrl,
  };
}
