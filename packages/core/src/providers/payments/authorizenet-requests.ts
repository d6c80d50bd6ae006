import type { BillTo, CardToken, Charge } from './port';

export { requestUrl } from './authorizenet-hosts';

export interface Credentials {
  apiLoginId: string;
  transactionKey: string;
}

/** A request as posted: `{ "<method>": { merchantAuthentication, ...elements } }`, keys in XSD order. */
export type GatewayRequest = Record<string, Record<string, unknown>>;

const envelope = (method: string, { apiLoginId, transactionKey }: Credentials, elements: Record<string, unknown>): GatewayRequest => ({
  [method]: { merchantAuthentication: { name: apiLoginId, transactionKey }, ...elements },
});

/** The gateway's decimal amount from integer cents: 2500 -> "25.00". */
export const amountOf = (cents: number) => (cents / 100).toFixed(2);

type Address = BillTo & { faxNumber?: string; email?: string };
const addressOrder = ['firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip', 'country', 'phoneNumber', 'faxNumber', 'email'] as const;

/** An address with its fields in the schema's order, empty ones left out. */
export function addressInOrder(address: Partial<Record<keyof Address, unknown>>): Partial<Address> {
  const ordered: Partial<Address> = {};
  for (const field of addressOrder) {
    const value = address[field];
    if (typeof value === 'string' && value !== '') ordered[field] = value;
  }
  return ordered;
}

export const createCustomerProfile = (credentials: Credentials, input: { reference: string; email: string; description: string }) =>
  envelope('createCustomerProfileRequest', credentials, {
    profile: { merchantCustomerId: input.reference.slice(0, 20), description: input.description.slice(0, 255), email: input.email },
    validationMode: 'none',
  });

/** By the profile id, or by the member reference given as merchantCustomerId. */
export const getCustomerProfile = (credentials: Credentials, by: { customerProfileId: string } | { merchantCustomerId: string }) =>
  envelope('getCustomerProfileRequest', credentials, { ...by, unmaskExpirationDate: true });

/** liveMode: the gateway verifies the card with the billing address before saving it. */
export const createCustomerPaymentProfile = (
  credentials: Credentials,
  input: { customerProfileId: string; token: CardToken; billTo: BillTo; makeDefault: boolean },
) =>
  envelope('createCustomerPaymentProfileRequest', credentials, {
    customerProfileId: input.customerProfileId,
    paymentProfile: {
      customerType: 'individual',
      billTo: addressInOrder(input.billTo),
      payment: { opaqueData: { dataDescriptor: input.token.descriptor, dataValue: input.token.value } },
      defaultPaymentProfile: input.makeDefault,
    },
    validationMode: 'liveMode',
  });

/** A payment profile as getCustomerProfileRequest showed it, the parts an update re-sends. */
export interface FetchedPaymentProfile {
  customerPaymentProfileId: string;
  customerType?: string;
  billTo?: Partial<Record<keyof Address, unknown>>;
  /** Masked, "XXXX1111": the gateway keeps the card. */
  cardNumber: string;
}

/**
 * Makes the profile the default. An update replaces the whole payment profile, so the billing
 * address goes back as fetched and the card masked (kept); the id comes last, as the XSD has it.
 */
export const makeDefaultPaymentProfile = (credentials: Credentials, customerProfileId: string, fetched: FetchedPaymentProfile) =>
  envelope('updateCustomerPaymentProfileRequest', credentials, {
    customerProfileId,
    paymentProfile: {
      customerType: fetched.customerType,
      billTo: fetched.billTo ? addressInOrder(fetched.billTo) : undefined,
      payment: { creditCard: { cardNumber: fetched.cardNumber, expirationDate: 'XXXX' } },
      defaultPaymentProfile: true,
      customerPaymentProfileId: fetched.customerPaymentProfileId,
    },
  });

export const deleteCustomerPaymentProfile = (credentials: Credentials, input: { customerProfileId: string; paymentProfileId: string }) =>
  envelope('deleteCustomerPaymentProfileRequest', credentials, {
    customerProfileId: input.customerProfileId,
    customerPaymentProfileId: input.paymentProfileId,
  });

/**
 * A sale on a saved card. The fixed duplicate window makes an identical retry (same invoice number,
 * amount, card and window) inside it a refusal (reason 11), never a second charge.
 */
export const createTransaction = (credentials: Credentials, charge: Charge, duplicateWindowSeconds: number) =>
  envelope('createTransactionRequest', credentials, {
    transactionRequest: {
      transactionType: 'authCaptureTransaction',
      amount: amountOf(charge.amountCents),
      profile: { customerProfileId: charge.customerProfileId, paymentProfile: { paymentProfileId: charge.paymentProfileId } },
      order: { invoiceNumber: charge.invoiceNumber, description: charge.description.slice(0, 255) },
      lineItems: charge.lineItems.length
        ? {
            lineItem: charge.lineItems.map((item) => ({
              itemId: item.itemId.slice(0, 31),
              name: item.name.slice(0, 31),
              quantity: String(item.quantity),
              unitPrice: amountOf(item.unitPriceCents),
            })),
          }
        : undefined,
      customerIP: charge.customerIp,
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: String(duplicateWindowSeconds) }] },
    },
  });

/** Voids a charge the gateway has not settled yet: nothing reaches the card. */
export const voidTransaction = (credentials: Credentials, transId: string) =>
  envelope('createTransactionRequest', credentials, { transactionRequest: { transactionType: 'voidTransaction', refTransId: transId } });

/** Refunds a settled charge to the card it was made with, named by its last four digits as the gateway asks. */
export const refundTransaction = (credentials: Credentials, refund: { transId: string; amountCents: number; cardLastFour: string }) =>
  envelope('createTransactionRequest', credentials, {
    transactionRequest: {
      transactionType: 'refundTransaction',
      amount: amountOf(refund.amountCents),
      payment: { creditCard: { cardNumber: refund.cardLastFour, expirationDate: 'XXXX' } },
      refTransId: refund.transId,
    },
  });

/** Recent transactions, newest first; `page` counts from 1. */
export const getUnsettledTransactionList = (credentials: Credentials, page: number, pageSize: number) =>
  envelope('getUnsettledTransactionListRequest', credentials, {
    sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
    paging: { limit: pageSize, offset: page },
  });

export const getTransactionDetails = (credentials: Credentials, transId: string) => envelope('getTransactionDetailsRequest', credentials, { transId });

/** An XSD dateTime in UTC, to the second: 2026-03-01T23:00:00Z. */
export const dateTimeOf = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The batches settled between the two times (the gateway takes at most 31 days a call). */
export const getSettledBatchList = (credentials: Credentials, firstMs: number, lastMs: number) =>
  envelope('getSettledBatchListRequest', credentials, { firstSettlementDate: dateTimeOf(firstMs), lastSettlementDate: dateTimeOf(lastMs) });

/** The transactions of one settled batch, oldest first; `page` counts from 1. */
export const getTransactionList = (credentials: Credentials, batchId: string, page: number, pageSize: number) =>
  envelope('getTransactionListRequest', credentials, {
    batchId,
    sorting: { orderBy: 'submitTimeUTC', orderDescending: false },
    paging: { limit: pageSize, offset: page },
  });
