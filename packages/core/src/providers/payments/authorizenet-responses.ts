import { PaymentsError, type ChargeOutcome, type PaymentsErrorKind, type SavedCard } from './port';

type Json = Record<string, unknown>;

/** An answer of the gateway: the method's fields and `messages {resultCode, message[{code, text}]}`. */
export type GatewayResponse = Json;

const object = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
/** Responses mostly use bare arrays, but a single element may come as an object. */
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : value ? [object(value)] : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** Ids are usually strings and sometimes numbers. */
export const idOf = (value: unknown): string | undefined => text(value)?.trim() || undefined;

/** Every answer starts with a UTF-8 byte-order mark, which JSON.parse refuses. */
export function parseResponse(body: string): GatewayResponse {
  const parsed: unknown = JSON.parse(body.replace(/^\uFEFF/, ''));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SyntaxError('not a JSON object');
  return parsed as GatewayResponse;
}

export const isOk = (response: GatewayResponse) => object(response.messages).resultCode === 'Ok';

export function firstMessage(response: GatewayResponse): { code: string; text: string } {
  const [message] = list(object(response.messages).message);
  return { code: text(message?.code) ?? '', text: text(message?.text) ?? '' };
}

/** E00039 on a new customer profile names the existing one only in its text. */
export const duplicateIdFrom = (message: string): string | undefined => /\bID\s+(\d+)/i.exec(message)?.[1];

const kinds: Record<string, PaymentsErrorKind> = {
  E00040: 'not_found',
  E00042: 'too_many_cards',
  E00114: 'invalid_token',
  E00115: 'invalid_token',
  E00116: 'invalid_token',
  E00001: 'unavailable',
  E00104: 'unavailable',
  E00117: 'unavailable',
  E00133: 'unavailable',
  E00011: 'not_permitted',
  E00044: 'not_permitted',
};

/** The merchant settings a refusal asks for, named as the merchant interface names them. */
const settingFor: Record<string, string> = {
  E00011:
    'Turn on the Transaction Details API in the Authorize.net merchant interface (Account > Settings > Security Settings > General Security Settings > Transaction Details API): the portal reads transaction reports to settle checkouts whose answer was lost.',
  E00044: 'Enable the Customer Information Manager (CIM) for the Authorize.net merchant account: the portal keeps cards as customer payment profiles.',
};

/** One clear error per refused call: the method, the gateway's code and its text (and the merchant setting it needs). */
export function errorFor(method: string, response: GatewayResponse): PaymentsError {
  const { code, text: message } = firstMessage(response);
  const setting = settingFor[code] ? ` ${settingFor[code]}` : '';
  return new PaymentsError(
    kinds[code] ?? 'refused',
    `Authorize.net ${method} failed: ${code || 'no code'} ${message || 'no message'}`.trim() + setting,
    code || undefined,
  );
}

/** The saved cards of a getCustomerProfileRequest answer (unmaskExpirationDate: "2030-12"). */
export function savedCardsFrom(response: GatewayResponse): SavedCard[] {
  return list(object(response.profile).paymentProfiles).map((profile) => {
    const card = object(object(profile.payment).creditCard);
    const billTo = object(profile.billTo);
    const expiration = text(card.expirationDate) ?? '';
    return {
      paymentProfileId: idOf(profile.customerPaymentProfileId) ?? '',
      cardType: text(card.cardType) ?? '',
      lastDigits: (text(card.cardNumber) ?? '').slice(-4),
      expiration: /^\d{4}-\d{2}$/.test(expiration) ? expiration : '',
      holder: [text(billTo.firstName), text(billTo.lastName)].filter(Boolean).join(' '),
      isDefault: profile.defaultPaymentProfile === true || profile.defaultPaymentProfile === 'true',
    };
  });
}

/** The raw payment profile with this id in a getCustomerProfileRequest answer. */
export const paymentProfileIn = (response: GatewayResponse, paymentProfileId: string): Json | undefined =>
  list(object(response.profile).paymentProfiles).find((p) => idOf(p.customerPaymentProfileId) === paymentProfileId);

export const maskedCardNumberOf = (profile: Json) => text(object(object(profile.payment).creditCard).cardNumber) ?? '';

/**
 * A createTransactionRequest answer as an outcome. Only responseCode 1 is a payment: a decline may
 * come with resultCode "Ok"; without a transactionResponse the request failed before processing.
 */
export function chargeOutcomeFrom(response: GatewayResponse): ChargeOutcome {
  const transaction = object(response.transactionResponse);
  const [error] = list(transaction.errors);
  const [message] = list(transaction.messages);
  const top = firstMessage(response);
  const transactionId = idOf(transaction.transId) ?? '0';
  const reason = text(error?.errorText) ?? text(message?.description) ?? top.text;
  const code = text(error?.errorCode) ?? text(message?.code) ?? top.code;
  switch (text(transaction.responseCode)) {
    case '1':
      return {
        status: 'paid',
        transactionId,
        authCode: text(transaction.authCode) ?? '',
        accountNumber: text(transaction.accountNumber) ?? '',
        accountType: text(transaction.accountType) ?? '',
      };
    case '2':
      return { status: 'declined', transactionId, reason, code };
    case '4':
      return { status: 'held', transactionId, reason };
    default:
      return { status: 'error', reason, code };
  }
}

/** Statuses of a charge that went through: captured (unsettled), settled, or approved after review. */
const paidStatuses = new Set(['authorizedPendingCapture', 'capturedPendingSettlement', 'settledSuccessfully', 'approvedReview']);
const heldStatuses = new Set(['FDSPendingReview', 'FDSAuthorizedPendingReview', 'underReview']);

/** The rows of a transaction list (unsettled, or a settled batch's) with this invoice number. */
export const rowsForInvoice = (response: GatewayResponse, invoiceNumber: string): Json[] =>
  list(response.transactions).filter((row) => text(row.invoiceNumber) === invoiceNumber);

/** Of an invoice's rows (newest first), the paid one, else the held one, else the newest. */
export function pickTransaction(rows: Json[]): string | undefined {
  const status = (row: Json) => text(row.transactionStatus) ?? '';
  const row = rows.find((r) => paidStatuses.has(status(r))) ?? rows.find((r) => heldStatuses.has(status(r))) ?? rows[0];
  return row ? idOf(row.transId) : undefined;
}

/** Whether one of the rows is a charge that went through. */
export const hasPaidRow = (rows: Json[]) => rows.some((row) => paidStatuses.has(text(row.transactionStatus) ?? ''));

/** Of the listed transactions with this invoice number (newest first), the paid one, else held, else the newest. */
export const transactionForInvoice = (response: GatewayResponse, invoiceNumber: string): string | undefined =>
  pickTransaction(rowsForInvoice(response, invoiceNumber));

export const transactionCount = (response: GatewayResponse) => list(response.transactions).length;

/** The ids of a getSettledBatchListRequest answer's batches (none: no batchList at all). */
export const batchIdsFrom = (response: GatewayResponse): string[] => list(response.batchList).flatMap((batch) => idOf(batch.batchId) ?? []);

/** The invoice number a getTransactionDetailsRequest answer names. */
export const invoiceOfDetails = (response: GatewayResponse): string | undefined => text(object(object(response.transaction).order).invoiceNumber);

/** A getTransactionDetailsRequest answer as an outcome, by the transaction's status now. */
export function outcomeFromDetails(response: GatewayResponse): ChargeOutcome {
  const t = object(response.transaction);
  const status = text(t.transactionStatus) ?? '';
  const transactionId = idOf(t.transId) ?? '0';
  const description = text(t.responseReasonDescription);
  const reason = description ?? status;
  const code = text(t.responseReasonCode) ?? '';
  if (paidStatuses.has(status)) {
    const card = object(object(t.payment).creditCard);
    return {
      status: 'paid',
      transactionId,
      authCode: text(t.authCode) ?? '',
      accountNumber: text(card.cardNumber) ?? '',
      accountType: text(card.cardType) ?? '',
    };
  }
  if (heldStatuses.has(status)) return { status: 'held', transactionId, reason };
  if (status === 'declined') return { status: 'declined', transactionId, reason, code };
  // Voided, expired, failed review, errors: not paid.
  return { status: 'error', reason: description ? `${status}: ${description}` : status, code };
}
