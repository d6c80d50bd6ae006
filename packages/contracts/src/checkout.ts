import { z } from 'zod';
import { moneyAmount } from './money';
import { NewPaymentOption } from './payments';
import { CalendarDate, emailAddress, Id, text, wholeNumber } from './primitives';

/**
 * The checkout (portal-commerce-admin §2-§5, §9): one payload for the four checkout screens. The
 * server computes every amount from its own catalog, price, coupon and quantity; the amounts the
 * page showed come along only to be compared (a mismatch is refused and nothing is charged).
 */

/** The Harvest Fee of the Referral Processing Fee checkout, in dollars (spec §9). */
export const HARVEST_FEE = 2500;
export const CHECKOUT_MAX_QUANTITY = 100;

export const PROCESSING_PURCHASE =
  'We appreciate your patience, we are processing your purchase. This may take a few mins please wait until transaction is completed.';
export const SELECT_A_PATIENT = 'Please select a patient';
export const PAYMENT_SUCCEEDED = 'Your payment has been processed successfully.';
export const PAYMENT_DECLINED = 'Your payment was declined.';
export const PAYMENT_FAILED = 'Your payment could not be processed.';
export const PAYMENT_PENDING = 'Your payment is being confirmed with the bank. You will receive a receipt by e-mail once it is confirmed.';
export const TOTAL_CHANGED = 'The price has changed since the page was opened. Please reload the page and check the total.';
export const KEY_REUSED = 'This checkout was already submitted with other details. Please reload the page and try again.';

/** yes or no, as the page's radio buttons send it. */
export const YesNo = z.enum(['yes', 'no'], { error: "Choose 'yes' or 'no'" });
export type YesNo = z.infer<typeof YesNo>;

/** A billing or shipping address of the checkout (spec §3 addressInfo and shippingInfo). */
export const CheckoutAddress = z.strictObject({
  company: text(200).optional(),
  address1: text(200, { required: true }),
  address2: text(200).optional(),
  city: text(100, { required: true }),
  state: text(100, { required: true }),
  country_desc: text(100, { required: true }),
  country_code: text(3).optional(),
  zip_code: text(20).optional(),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

/** The optional new patient account created with the payment (spec §2: first name, last name, e-mail, phone, required signature). */
export const CheckoutNewPatient = z.strictObject({
  first_name: text(100, { required: true }),
  last_name: text(100, { required: true }),
  email: emailAddress({ required: true }),
  phone_number: text(30).optional(),
  required_signature: z.boolean().default(false),
});
export type CheckoutNewPatient = z.infer<typeof CheckoutNewPatient>;

/**
 * How the buyer pays: a saved card of its customer profile, or a card the browser has just turned
 * into a gateway token (never the card number or CVV), optionally kept as a saved card.
 */
export const CheckoutPayment = z.union([
  z.strictObject({
    payment_profile_id: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'Choose a saved card'),
  }),
  z.strictObject({
    card_holder: NewPaymentOption.shape.card_holder,
    token: NewPaymentOption.shape.token,
    save_card: z.boolean().default(false),
  }),
]);
export type CheckoutPayment = z.infer<typeof CheckoutPayment>;

/**
 * POST transactions/ (centers, referral centers and staff acting for a center) and
 * POST transactions/patient/ (a tag-1 patient buying its vials: product 2, no center fields).
 */
export const CheckoutRequest = z.strictObject({
  /** One per checkout attempt, made by the page: a replay answers the first outcome and charges once. */
  idempotency_key: z.uuid('Send a new checkout key (a UUID)'),
  product_id: Id,
  product_quantity: wholeNumber({ min: 1, max: CHECKOUT_MAX_QUANTITY }).default(1),
  /** The unit price the page showed, in dollars: compared with the server's. */
  product_amount: moneyAmount(),
  /** The total the page showed, in dollars: compared with the server's. */
  total_amount: moneyAmount(),
  shipping_fee: YesNo,
  /** Referral Processing Fee only: yes adds HARVEST_FEE. */
  harvest_fee: YesNo.optional(),
  /** Referral Processing Fee only: the harvest center the referral is for. */
  harvest_center_id: Id.optional(),
  /** Required for products 2 and 14 (unless a new patient is created with the payment). */
  patient_id: Id.optional(),
  create_patient: CheckoutNewPatient.optional(),
  shipping_date: CalendarDate.optional(),
  coupon_code: text(50).optional(),
  /** The discount the page showed, in dollars: compared with the server's. */
  coupon_code_amount: moneyAmount().optional(),
  email: emailAddress({ required: true }),
  phone_number: text(30, { required: true }),
  addressInfo: CheckoutAddress,
  /** Omitted for product 14, which ships nothing. */
  shippingInfo: CheckoutAddress.optional(),
  order_description: text(255).optional(),
  payment: CheckoutPayment,
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;
export type CheckoutOrder = z.output<typeof CheckoutRequest>;

/** The amounts of a checkout as the server computes them, in dollars. */
export const CheckoutTotals = z.object({
  price: z.number(),
  quantity: z.number().int(),
  shipping_fee: z.number(),
  harvest_fee: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;

/**
 * The checkout's answer (spec §4): code 'success' with message, or another code with the message as
 * the error dialog's title and error_message below it. 'pending': the gateway did not answer in time;
 * the transaction is reconciled by the status job and the receipt follows.
 */
export const CheckoutOutcome = z.object({
  code: z.enum(['success', 'declined', 'error', 'pending']),
  message: z.string(),
  error_message: z.string(),
  transaction_id: z.number().int().nullable(),
  invoice_id: z.string().nullable(),
  totals: CheckoutTotals.nullable(),
});
export type CheckoutOutcome = z.infer<typeof CheckoutOutcome>;

/** GET transactions/get-last-id/: the domain's last transaction id and the invoice id the page shows. */
export const LastTransactionId = z.object({ id: z.number().int(), invoice_id: z.string() });
export type LastTransactionId = z.infer<typeof LastTransactionId>;

/** GET harvest-centers/{id}/processing-fee/: the processing-fee product as that center pays it. */
export const CenterProcessingFee = z.object({
  product_id: z.number().int(),
  price: z.number(),
  shipping_fee: z.number(),
});
export type CenterProcessingFee = z.infer<typeof CenterProcessingFee>;

/** POST users/patient/checkout/: whether the checkout's new patient account can be created (checked on blur). */
export const CheckoutPatientCheck = z.strictObject({ email: emailAddress({ required: true }) });
export const CheckoutPatientCheckResult = z.object({ available: z.boolean(), message: z.string() });
export type CheckoutPatientCheckResult = z.infer<typeof CheckoutPatientCheckResult>;

/** Shipping date default: today (spec §9). */
export const SHIPPING_DATE_PAST = 'The shipping date cannot be in the past';

/** Answers of POST users/patient/checkout/. */
export const PATIENT_EMAIL_AVAILABLE = 'This e-mail can be used for the new patient account.';
export const PATIENT_EMAIL_TAKEN = 'A user with this email already exists.';

/** GET hc-staff/auth-profile/{id}/: the gateway customer profile of a center its staff pays for (null until it has one). */
export const CenterPaymentProfile = z.object({ auth_customer_profile_id: z.string().nullable() });
export type CenterPaymentProfile = z.infer<typeof CenterPaymentProfile>;
