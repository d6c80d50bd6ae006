import { masked } from './cards';
import type { Gateway, MethodHandler } from './gateway';
import type { SimTransaction } from './store';
import { decimal, GatewayError, object, okMessages, text, type Json } from './wire';

const statusOf = (t: SimTransaction) => {
  if (t.responseCode === '2') return 'declined';
  if (t.voidedAt !== undefined) return 'voided';
  if (t.transactionType === 'refundTransaction') return t.batchId ? 'refundSettledSuccessfully' : 'refundPendingSettlement';
  if (t.responseCode === '4') return 'FDSPendingReview';
  if (t.batchId) return 'settledSuccessfully';
  return t.transactionType === 'authOnlyTransaction' ? 'authorizedPendingCapture' : 'capturedPendingSettlement';
};

/** The gateway's times: UTC with a Z, and the merchant's local time without one. */
export const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
export const local = (ms: number) => utc(ms).replace(/Z$/, '');
const times = (t: SimTransaction) => ({ submitTimeUTC: utc(t.submittedAt), submitTimeLocal: local(t.submittedAt) });
const profileOf = (t: SimTransaction) =>
  t.customerProfileId ? { profile: { customerProfileId: t.customerProfileId, customerPaymentProfileId: t.paymentProfileId } } : {};
const dollars = (t: SimTransaction) => Number(decimal(t.amountCents));

/**
 * Transactions sorted and paged as the request asks (sorting by submit time or id, paging from
 * offset 1), as a transaction list answers them; no rows is I00004 "No records found." and Ok.
 */
export function listed(request: Json, rows: SimTransaction[]): Json {
  const sorting = object(request.sorting);
  const paging = object(request.paging);
  const limit = Number(text(paging?.limit) ?? 1000);
  const offset = Number(text(paging?.offset) ?? 1);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 1 || offset > 100_000) {
    throw new GatewayError('E00003', 'Paging limit must be 1-1000 and offset 1-100000.');
  }
  if (rows.length === 0) return { messages: okMessages('No records found.', 'I00004') };
  const sorted = [...rows].sort((a, b) => a.submittedAt - b.submittedAt || Number(a.transId) - Number(b.transId));
  if (text(sorting?.orderDescending) === 'true') sorted.reverse();
  return {
    transactions: sorted.slice((offset - 1) * limit, offset * limit).map((t) => ({
      transId: t.transId,
      ...times(t),
      transactionStatus: statusOf(t),
      invoiceNumber: t.invoiceNumber,
      firstName: t.billTo?.firstName,
      lastName: t.billTo?.lastName,
      accountType: t.card.type,
      accountNumber: masked(t.card.number),
      settleAmount: dollars(t),
      marketType: 'eCommerce',
      product: 'Card Not Present',
      ...profileOf(t),
    })),
    totalNumInResultSet: rows.length,
  };
}

/** The transactions not yet in a settled batch: once a batch closes, its transactions leave this list. */
export const getUnsettledTransactionList: MethodHandler = (request, gateway) =>
  listed(
    request,
    gateway.store.transactions.filter((t) => !t.batchId && (text(request.status) !== 'pendingApproval' || t.responseCode === '4')),
  );

const batchOf = (t: SimTransaction, gateway: Gateway) => {
  const batch = gateway.store.batch(t.batchId);
  if (!batch) return {};
  return {
    batch: {
      batchId: batch.batchId,
      settlementTimeUTC: utc(batch.settledAt),
      settlementTimeLocal: local(batch.settledAt),
      settlementState: 'settledSuccessfully',
      marketType: 'eCommerce',
      product: 'Card Not Present',
    },
  };
};

export const getTransactionDetails: MethodHandler = (request, gateway) => {
  const t = gateway.store.transaction(text(request.transId));
  if (!t) throw new GatewayError('E00040', 'The record cannot be found.');
  return {
    transaction: {
      transId: t.transId,
      ...times(t),
      transactionType: t.transactionType,
      transactionStatus: statusOf(t),
      responseCode: Number(t.responseCode),
      responseReasonCode: t.reasonCode,
      responseReasonDescription: t.reasonText,
      authCode: t.authCode,
      AVSResponse: t.avsResultCode,
      cardCodeResponse: t.cvvResultCode,
      ...batchOf(t, gateway),
      order: { invoiceNumber: t.invoiceNumber, description: t.description },
      authAmount: dollars(t),
      settleAmount: dollars(t),
      taxExempt: false,
      payment: { creditCard: { cardNumber: masked(t.card.number), expirationDate: 'XXXX', cardType: t.card.type } },
      ...profileOf(t),
      billTo: t.billTo,
      customerIP: t.customerIp,
      recurringBilling: false,
      product: 'Card Not Present',
      marketType: 'eCommerce',
    },
  };
};
