import type { MethodHandler } from './gateway';
import { listed, local, utc } from './reports-api';
import type { SimBatch, SimTransaction } from './store';
import { decimal, flag, GatewayError, okMessages, text } from './wire';

const DAY_MS = 86_400_000;
const MAX_RANGE_MS = 31 * DAY_MS;

/** An XSD dateTime; one without a zone is read as UTC. */
function timeOf(name: string, value: string): number {
  const valid = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(value);
  const ms = valid ? Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`) : NaN;
  if (Number.isNaN(ms))
    throw new GatewayError('E00003', `The '${name}' element is invalid - The value '${value}' is invalid according to its datatype 'DateTime'.`);
  return ms;
}

/** Per card type, what a batch's statistics count (sales and declines; the simulator makes no refunds or voids). */
function statisticsOf(rows: SimTransaction[]) {
  const types = [...new Set(rows.map((t) => t.card.type))];
  return types.map((accountType) => {
    const charges = rows.filter((t) => t.card.type === accountType && t.responseCode === '1');
    return {
      accountType,
      chargeAmount: Number(decimal(charges.reduce((sum, t) => sum + t.amountCents, 0))),
      chargeCount: charges.length,
      refundAmount: 0,
      refundCount: 0,
      voidCount: 0,
      declineCount: rows.filter((t) => t.card.type === accountType && t.responseCode === '2').length,
      errorCount: 0,
    };
  });
}

/**
 * The batches settled between firstSettlementDate and lastSettlementDate (both or neither; at most
 * 31 days apart; neither: the last 24 hours), oldest first. The codes of the refusals are the
 * simulator's choice: the gateway's own for them are not documented.
 */
export const getSettledBatchList: MethodHandler = (request, gateway) => {
  const first = text(request.firstSettlementDate);
  const last = text(request.lastSettlementDate);
  if ((first === undefined) !== (last === undefined)) throw new GatewayError('E00013', 'firstSettlementDate and lastSettlementDate must be given together.');
  const now = gateway.now();
  const from = first === undefined ? now - DAY_MS : timeOf('firstSettlementDate', first);
  const to = last === undefined ? now : timeOf('lastSettlementDate', last);
  if (to < from) throw new GatewayError('E00013', 'lastSettlementDate must not be before firstSettlementDate.');
  if (to - from > MAX_RANGE_MS) throw new GatewayError('E00013', 'The date range cannot exceed 31 days.');
  const batches = gateway.store.batches.filter((b) => b.settledAt >= from && b.settledAt <= to).sort((a, b) => a.settledAt - b.settledAt);
  if (batches.length === 0) return { messages: okMessages('No records found.', 'I00004') };
  const withStatistics = flag(request.includeStatistics);
  const rowsOf = (batch: SimBatch) => gateway.store.transactions.filter((t) => t.batchId === batch.batchId);
  return {
    batchList: batches.map((batch) => ({
      batchId: batch.batchId,
      settlementTimeUTC: utc(batch.settledAt),
      settlementTimeLocal: local(batch.settledAt),
      settlementState: 'settledSuccessfully',
      paymentMethod: 'creditCard',
      marketType: 'eCommerce',
      product: 'Card Not Present',
      ...(withStatistics ? { statistics: statisticsOf(rowsOf(batch)) } : {}),
    })),
  };
};

/** The transactions of one settled batch, sorted and paged as the unsettled list is. */
export const getTransactionList: MethodHandler = (request, gateway) => {
  const batchId = text(request.batchId);
  if (!batchId) throw new GatewayError('E00003', 'The batchId is required.');
  return listed(
    request,
    gateway.store.transactions.filter((t) => t.batchId === batchId),
  );
};
