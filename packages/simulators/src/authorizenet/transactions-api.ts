import { randomInt } from 'node:crypto';
import { authorize, masked, type Authorization } from './cards';
import type { Gateway, MethodHandler } from './gateway';
import { addressOf, paymentCard, type PaymentCard } from './payment-data';
import type { SimAddress, SimTransaction } from './store';
import { cents, GatewayError, list, object, text, type Json } from './wire';

const SALE_TYPES = ['authCaptureTransaction', 'authOnlyTransaction'];
const DEFAULT_DUPLICATE_WINDOW = 120;
const UNSUCCESSFUL = 'The transaction was unsuccessful.';

interface Source extends PaymentCard {
  billTo?: SimAddress;
  customerProfileId?: string;
  paymentProfileId?: string;
}

/** A saved profile's card (profile.paymentProfile, or the default) or the card sent with its billTo. */
function sourceOf(request: Json, gateway: Gateway): Source {
  const profile = object(request.profile);
  if (!profile) {
    const payment = paymentCard(request.payment, gateway);
    if (!payment) throw new GatewayError('E00029', 'Payment information is required.');
    return { ...payment, billTo: addressOf(request.billTo) };
  }
  if (request.payment !== undefined) throw new GatewayError('E00091', 'PaymentProfileId cannot be sent with payment data.');
  if (request.billTo !== undefined) throw new GatewayError('E00093', 'PaymentProfile cannot be sent with billing data.');
  const customer = gateway.store.customer(text(profile.customerProfileId));
  const requested = object(profile.paymentProfile);
  const saved = requested
    ? customer?.paymentProfiles.find((p) => p.id === text(requested.paymentProfileId))
    : customer?.paymentProfiles.find((p) => p.isDefault);
  if (!customer || (requested && !saved)) throw new GatewayError('E00040', 'Customer Profile ID or Customer Payment Profile ID not found.');
  if (!saved) throw new GatewayError('E00121', 'No default payment/shipping profile found.');
  return { card: saved.card, cardCode: text(requested?.cardCode), billTo: saved.billTo, customerProfileId: customer.id, paymentProfileId: saved.id };
}

function duplicateWindowOf(request: Json): { seconds: number; explicit: boolean } {
  const setting = list(object(request.transactionSettings)?.setting).find((s) => text(s.settingName) === 'duplicateWindow');
  const value = Number(text(setting?.settingValue));
  if (!setting || !Number.isInteger(value)) return { seconds: DEFAULT_DUPLICATE_WINDOW, explicit: false };
  return { seconds: Math.min(Math.max(value, 0), 28_800), explicit: true };
}

/** What the gateway compares to find a duplicate: the sale, the card, the address, the window itself. */
function duplicateKeyOf(type: string, amountCents: number, request: Json, source: Source, windowSeconds: number): string {
  const bill = source.billTo ?? {};
  const order = object(request.order) ?? {};
  return JSON.stringify([
    type,
    amountCents,
    text(order.invoiceNumber),
    source.customerProfileId,
    source.paymentProfileId,
    source.card.number,
    source.card.expiration,
    [bill.firstName, bill.lastName, bill.company, bill.address, bill.city, bill.state, bill.zip, bill.country],
    text(request.poNumber),
    windowSeconds,
  ]);
}

function transactionResponse(auth: Authorization, transId: string, source: Source) {
  const reason = { code: String(auth.reasonCode), text: auth.reasonText };
  const approvedOrHeld = auth.responseCode === '1' || auth.responseCode === '4';
  return {
    responseCode: auth.responseCode,
    authCode: auth.authCode,
    avsResultCode: auth.avsResultCode,
    cvvResultCode: auth.cvvResultCode,
    cavvResultCode: '',
    transId,
    refTransID: '',
    transHash: '',
    testRequest: '0',
    accountNumber: masked(source.card.number),
    accountType: source.card.type,
    ...(approvedOrHeld ? { messages: [{ code: reason.code, description: reason.text }] } : { errors: [{ errorCode: reason.code, errorText: reason.text }] }),
    transHashSha2: '',
    ...(source.customerProfileId ? { profile: { customerProfileId: source.customerProfileId, customerPaymentProfileId: source.paymentProfileId } } : {}),
    ...(auth.responseCode === '1' ? { networkTransId: String(randomInt(1e9, 1e10)) } : {}),
  };
}

/**
 * authCaptureTransaction (and authOnlyTransaction) on a saved profile or a token/card. Approvals,
 * declines and holds are recorded with a transId; errors (reason 5 amount, 6 card, 8 expired) get
 * transId 0. The same transaction again inside duplicateWindow (default 120 s) is refused with
 * reason 11 and charges nothing; with an explicit window it names the first transaction.
 */
export const createTransaction: MethodHandler = (request, gateway) => {
  const tx = object(request.transactionRequest) ?? {};
  const type = text(tx.transactionType) ?? '';
  if (type === 'voidTransaction') return voidTransaction(tx, gateway);
  if (type === 'refundTransaction') return refundTransaction(tx, gateway);
  if (!SALE_TYPES.includes(type))
    throw new GatewayError('E00003', `The simulator serves only ${[...SALE_TYPES, 'voidTransaction', 'refundTransaction'].join(', ')}, not '${type}'.`);
  const source = sourceOf(tx, gateway);
  const amountCents = cents(tx.amount) ?? 0;
  const window = duplicateWindowOf(tx);
  const duplicateKey = duplicateKeyOf(type, amountCents, tx, source, window.seconds);
  const now = gateway.now();

  const earlier = gateway.store.transactions.find((t) => t.duplicateKey === duplicateKey && t.submittedAt > now - window.seconds * 1000);
  if (earlier) {
    const duplicate: Authorization = {
      responseCode: '3',
      reasonCode: 11,
      reasonText: 'A duplicate transaction has been submitted.',
      authCode: earlier.authCode,
      avsResultCode: 'P',
      cvvResultCode: '',
    };
    throw new GatewayError('E00027', UNSUCCESSFUL, { transactionResponse: transactionResponse(duplicate, window.explicit ? earlier.transId : '0', source) });
  }

  const auth = authorize({ card: source.card, cardCode: source.cardCode, zip: source.billTo?.zip ?? source.zip, amountCents, now });
  const transId = auth.responseCode === '3' ? '0' : gateway.store.nextId('transaction');
  if (auth.responseCode !== '3') {
    const order = object(tx.order) ?? {};
    const recorded: SimTransaction = {
      transId,
      submittedAt: now,
      transactionType: type,
      responseCode: auth.responseCode,
      reasonCode: auth.reasonCode,
      reasonText: auth.reasonText,
      authCode: auth.authCode,
      avsResultCode: auth.avsResultCode,
      cvvResultCode: auth.cvvResultCode,
      amountCents,
      invoiceNumber: text(order.invoiceNumber),
      description: text(order.description),
      customerProfileId: source.customerProfileId,
      paymentProfileId: source.paymentProfileId,
      card: source.card,
      billTo: source.billTo,
      customerIp: text(tx.customerIP),
      duplicateKey,
    };
    gateway.store.transactions.push(recorded);
  }
  const response = transactionResponse(auth, transId, source);
  // A decline or an error is "Error"/E00027 at the top; the outcome is in transactionResponse.
  if (auth.responseCode === '2' || auth.responseCode === '3') throw new GatewayError('E00027', UNSUCCESSFUL, { transactionResponse: response });
  return { transactionResponse: response };
};

/** A follow-on transaction's answer: approved, naming the transaction it refers to. */
function followOnResponse(transId: string, ref: SimTransaction, text: string) {
  return {
    responseCode: '1',
    authCode: ref.authCode,
    avsResultCode: 'P',
    cvvResultCode: '',
    cavvResultCode: '',
    transId,
    refTransID: ref.transId,
    transHash: '',
    testRequest: '0',
    accountNumber: masked(ref.card.number),
    accountType: ref.card.type,
    messages: [{ code: '1', description: text }],
    transHashSha2: '',
  };
}

/** A follow-on transaction the gateway refuses: responseCode 3 with the gateway's reason. */
const refusedFollowOn = (reasonCode: number, reasonText: string) =>
  new GatewayError('E00027', UNSUCCESSFUL, {
    transactionResponse: { responseCode: '3', transId: '0', errors: [{ errorCode: String(reasonCode), errorText: reasonText }] },
  });

/**
 * voidTransaction (refTransId): stops a charge before settlement; it leaves the unsettled list's
 * charges and no batch takes it. A settled charge cannot be voided (refund it), nor one voided twice.
 */
function voidTransaction(tx: Json, gateway: Gateway) {
  const ref = gateway.store.transaction(text(tx.refTransId));
  if (!ref) throw refusedFollowOn(16, 'The transaction cannot be found.');
  if (ref.voidedAt !== undefined) throw refusedFollowOn(310, 'This transaction has already been voided.');
  if (ref.batchId) throw refusedFollowOn(8, 'The transaction has already been settled and cannot be voided.');
  ref.voidedAt = gateway.now();
  return { transactionResponse: followOnResponse(ref.transId, ref, 'This transaction has been approved.') };
}

/**
 * refundTransaction (refTransId, amount, and the card's last four digits or the charge's profile): pays back a
 * settled charge, at most its amount less what was refunded before; recorded as a transaction of its own.
 */
function refundTransaction(tx: Json, gateway: Gateway) {
  const ref = gateway.store.transaction(text(tx.refTransId));
  if (!ref || ref.responseCode !== '1') throw refusedFollowOn(16, 'The transaction cannot be found.');
  if (!ref.batchId) throw refusedFollowOn(54, 'The referenced transaction does not meet the criteria for issuing a credit.');
  // The card is named by its last four digits (expiration XXXX), or by the charge's own profile.
  const lastFour = text(object(object(tx.payment)?.creditCard)?.cardNumber);
  const profileId = text(object(tx.profile)?.customerProfileId);
  if (lastFour ? !ref.card.number.endsWith(lastFour) : profileId !== ref.customerProfileId)
    throw refusedFollowOn(54, 'The referenced transaction does not meet the criteria for issuing a credit.');
  const amountCents = cents(tx.amount) ?? 0;
  const refunded = gateway.store.transactions.filter((t) => t.refTransId === ref.transId).reduce((sum, t) => sum + t.amountCents, 0);
  if (amountCents <= 0 || amountCents + refunded > ref.amountCents)
    throw refusedFollowOn(55, 'The sum of credits against the referenced transaction would exceed original debit amount.');
  const transId = gateway.store.nextId('transaction');
  gateway.store.transactions.push({
    ...ref,
    transId,
    submittedAt: gateway.now(),
    transactionType: 'refundTransaction',
    amountCents,
    batchId: undefined,
    refTransId: ref.transId,
    duplicateKey: `refund:${transId}`,
  });
  return { transactionResponse: followOnResponse(transId, ref, 'This transaction has been approved.') };
}
