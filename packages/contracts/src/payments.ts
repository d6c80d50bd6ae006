import { z } from 'zod';
import { Id, text, tooLong } from './primitives';

export const NO_PAYMENT_METHODS = 'There are no payment methods saved in your account.';
/** A card is verified with the member's billing address: its default saved location, or else its profile address. */
export const CARD_NEEDS_ADDRESS = 'Add your address in Locations before saving a card: the card is verified with it.';
export const CVV_HELP = 'The last 3 digits on back of card';

/** A saved card, masked: the gateway keeps the card, the portal only its payment profile id. */
export const PaymentOption = z.object({
  payment_profile_id: z.string(),
  card_type: z.string(),
  /** The last digits only. */
  card_number: z.string(),
  card_holder: z.string(),
  /** YYYY-MM. */
  expiration_date: z.string(),
  default: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

/** A member's saved cards, the default first; `code` is its customer profile id at the gateway (null before the first card). */
export const PaymentProfileView = z.object({ code: z.string().nullable(), payments: z.array(PaymentOption) });
export type PaymentProfileView = z.infer<typeof PaymentProfileView>;

export const PaymentMemberRequest = z.strictObject({ user_id: Id });
export type PaymentMemberRequest = z.infer<typeof PaymentMemberRequest>;

/** Gateway ids as the gateway writes them: digits. */
const GatewayId = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'Enter a valid id');

/**
 * Saves a card: the browser has already turned it into a single-use token at the gateway. The card
 * number and CVV never come here; a body that carries them is refused before anything else.
 */
export const NewPaymentOption = z.strictObject({
  user_id: Id,
  customer_profile_id: GatewayId.optional(),
  card_holder: text(64, { required: true }),
  token: z.strictObject({
    descriptor: text(64, { required: true }),
    value: z.string().min(1, 'Required').max(8192, tooLong(8192)),
  }),
  default: z.boolean().optional(),
});
export type NewPaymentOption = z.infer<typeof NewPaymentOption>;

/** One saved card of a member's customer profile (`profile_id`). */
export const PaymentOptionRef = z.strictObject({
  profile_id: GatewayId,
  payment_id: GatewayId,
  /** Whose card; the member signed in (or the center it acts for) when omitted. */
  user_id: Id.optional(),
});
export type PaymentOptionRef = z.infer<typeof PaymentOptionRef>;

/** What the browser needs to tokenize a card at the gateway: never the transaction key. */
export const GatewayAuth = z.object({
  api_login_id: z.string(),
  client_key: z.string(),
  /** The gateway's Accept.js script on AWS; null when the local simulator tokenizes. */
  accept_js_url: z.string().nullable(),
  /** The local simulator's request URL, where the browser posts the card; null on AWS. */
  tokenizer_url: z.string().nullable(),
});
export type GatewayAuth = z.infer<typeof GatewayAuth>;
