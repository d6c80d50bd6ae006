import { masked } from './cards';
import type { MethodHandler } from './gateway';
import type { SimTransaction } from './store';
import { decimal, GatewayError, object, okMessages, text } from './wire';

const statusOf = (t: SimTransaction) => {
  if (t.responseCode === '2') return 'declined';
  if (t.responseCode === '4') return 'FDSPendingReview';
  return t.transactionType === 'authOnlyTransaction' ? 'authorizedPendingCapture' : 'capturedPendingSettlement';
};

const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const times = (t: SimTransaction) => ({ submitTimeUTC: utc(t.submittedAt), submitTimeLocal: utc(t.submittedAt).replace(/Z$/, '') });
const profileOf = (t: SimTransaction) =>
  t.customerProfileId ? { profile: { customerProfileId: t.customerProfileId, customerPaymentProfileId: t.paymentProfileId } } : {};
const dollars = (t: SimTransaction) => Number(decimal(t.amountCents));

/** Every recorded transaction (the simulator never settles a batch), sorted and paged as asked. */
export const getUnsettledTransactionList: MethodHandler = (request, gateway) => {
  const sorting = object(request.sorting);
  const paging = object(request.paging);
  const limit = Number(text(paging?.limit) ?? 1000);
  const offset = Number(text(paging?.offset) ?? 1);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 1) {
    throw new GatewayError('E00003', 'Paging limit must be 1-1000 and offset at least 1.');
  }
  const rows = gateway.store.transactions.filter((t) => text(request.status) !== 'pendingApproval' || t.responseCode === '4');
  if (rows.length === 0) return { messages: okMessages('No records found.', 'I00004') };
  rows.sort((a, b) => a.submittedAt - b.submittedAt || Number(a.transId) - Number(b.transId));
  if (text(sorting?.orderDescending) === 'true') rows.reverse();
  return {
    transactions: rows.slice((offset - 1) * limit, offset * limit).map((t) => ({
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
