/**
 * Card payments through a gateway's customer vault: the browser turns the card into a single-use
 * token at the gateway (the card number never reaches the API), the portal saves it as a payment
 * profile of the member's customer profile and charges saved profiles. Amounts are integer cents.
 * Implementations raise PaymentsError for failures that are not a charge's outcome.
 */
export interface PaymentsProvider {
  /**
   * The member's customer profile, created on first use. `reference` (at most 20 characters,
   * stable for the member) identifies it at the gateway, so a creation whose answer was lost is
   * found again instead of made twice.
   */
  ensureCustomer(input: { reference: string; email: string; description: string }): Promise<string>;
  /** The profile with this reference, if the gateway has one. */
  findCustomer(reference: string): Promise<string | undefined>;
  /**
   * Saves a browser token as a card of the customer, verified by the gateway (its billing address
   * is checked). A card the customer already has answers its existing id.
   */
  addCard(input: { customerProfileId: string; token: CardToken; billTo: BillTo; makeDefault: boolean }): Promise<{ paymentProfileId: string }>;
  /** The customer's saved cards, masked. An unknown customer has none. */
  listCards(customerProfileId: string): Promise<SavedCard[]>;
  /** Removes a card; one already gone counts as removed. */
  deleteCard(input: { customerProfileId: string; paymentProfileId: string }): Promise<void>;
  /** Makes one card the customer's default (the others stop being it). */
  setDefaultCard(input: { customerProfileId: string; paymentProfileId: string }): Promise<void>;
  /**
   * Charges a saved card (authorize and capture). `invoiceNumber` is unique per payment attempt; a
   * retry with the same invoice number and body inside the duplicate window is refused by the
   * gateway, never charged twice. A timeout or a lost answer is `unknown`: reconcile it with
   * `findByInvoice`, do not charge again.
   */
  charge(input: Charge): Promise<ChargeOutcome>;
  /**
   * The outcome of the charge with this invoice number, wherever the gateway keeps it now: among
   * the unsettled transactions, or in a batch settled since the attempt. Undefined only when the
   * gateway has no such charge in any of those lists, each read in full: only then may a pending
   * checkout be released. `unknown` when the search could not be completed (a list too long to
   * read, or a transaction whose details disagree). A refused search raises PaymentsError
   * (`not_permitted` when the merchant account does not allow transaction reports).
   */
  findByInvoice(search: InvoiceSearch): Promise<ChargeOutcome | undefined>;
  /**
   * Undoes a charge of `amountCents` that must not stand (one that went through after its checkout
   * was released): voided while unsettled, refunded to its card once settled. `none` when the
   * gateway has nothing to undo (declined, already voided or refunded).
   */
  reverse(charge: Reversal): Promise<{ action: 'voided' | 'refunded' | 'none'; transactionId?: string }>;
}

/** One payment attempt to look for at the gateway. */
/** A charge to undo: the gateway's id and its amount. */
export interface Reversal {
  transactionId: string;
  amountCents: number;
}

export interface InvoiceSearch {
  invoiceNumber: string;
  /** When the attempt was claimed (ISO 8601): no charge of it can have settled before. */
  since: string;
  /** The gateway's id of the charge, when an answer (a hold) named it. */
  transactionId?: string;
}

/** The opaque single-use token the gateway's browser library returns for a card. */
export interface CardToken {
  descriptor: string;
  value: string;
}

export interface BillTo {
  firstName: string;
  lastName: string;
  company?: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phoneNumber?: string;
}

export interface SavedCard {
  paymentProfileId: string;
  /** As the gateway names it: Visa, MasterCard, AmericanExpress, Discover, JCB, DinersClub. */
  cardType: string;
  /** The last four digits only. */
  lastDigits: string;
  /** YYYY-MM. */
  expiration: string;
  /** The name on the billing address. */
  holder: string;
  isDefault: boolean;
}

export interface LineItem {
  /** At most 31 characters. */
  itemId: string;
  /** At most 31 characters. */
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Charge {
  customerProfileId: string;
  paymentProfileId: string;
  amountCents: number;
  /** At most 20 characters, unique per attempt. */
  invoiceNumber: string;
  /** At most 255 characters. */
  description: string;
  lineItems: LineItem[];
  /** The buyer's address, for the gateway's fraud checks. */
  customerIp?: string;
}

export type ChargeOutcome =
  | { status: 'paid'; transactionId: string; authCode: string; accountNumber: string; accountType: string }
  /** Held for review: not paid yet. */
  | { status: 'held'; transactionId: string; reason: string }
  | { status: 'declined'; transactionId: string; reason: string; code: string }
  /** Refused before or while processing (bad data, duplicate, gateway error): not paid. */
  | { status: 'error'; reason: string; code: string }
  /** No answer in time, or the answer was lost: the charge may have happened. */
  | { status: 'unknown' };

/** `not_permitted`: the merchant account lacks a setting the call needs (the message names it). */
export type PaymentsErrorKind = 'not_found' | 'invalid_token' | 'too_many_cards' | 'unavailable' | 'refused' | 'not_configured' | 'not_permitted';

export class PaymentsError extends Error {
  constructor(
    readonly kind: PaymentsErrorKind,
    message: string,
    /** The gateway's code, e.g. E00040. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentsError';
  }
}
