import * as Requests from './authorizenet-requests';
import {
  batchIdsFrom,
  hasPaidRow,
  invoiceOfDetails,
  outcomeFromDetails,
  pickTransaction,
  rowsForInvoice,
  transactionCount,
  type GatewayResponse,
} from './authorizenet-responses';
import type { ChargeOutcome, InvoiceSearch } from './port';

/** What the search needs of the adapter: a call that raises PaymentsError unless Ok (or tolerated). */
export interface SearchContext {
  call: (request: Requests.GatewayRequest, tolerated?: string[]) => Promise<GatewayResponse>;
  credentials: Requests.Credentials;
  /** Rows per list page (the gateway's maximum is 1000). */
  pageSize: number;
  now: () => number;
}

const DAY_MS = 86_400_000;
/** The gateway takes at most 31 days per getSettledBatchListRequest; 30 leaves no doubt about how it counts. */
const WINDOW_MS = 30 * DAY_MS;
/** Our clock and the gateway's may differ a little: the window is widened by this on both ends. */
const CLOCK_MARGIN_MS = 15 * 60_000;
/** Pages read of one list before the search gives up as incomplete (the gateway's offset stops at 100000). */
const MAX_PAGES = 100;

type Json = Record<string, unknown>;

/** The invoice's rows in one paged list, and whether the whole list was read. */
async function rowsIn(
  ctx: SearchContext,
  requestOf: (page: number) => Requests.GatewayRequest,
  invoiceNumber: string,
): Promise<{ rows: Json[]; complete: boolean }> {
  const rows: Json[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await ctx.call(requestOf(page));
    rows.push(...rowsForInvoice(list, invoiceNumber));
    if (transactionCount(list) < ctx.pageSize) return { rows, complete: true };
  }
  return { rows, complete: false };
}

/** The transaction's outcome, when its details name this invoice; undefined for an unknown id or another invoice. */
async function confirmed(ctx: SearchContext, transId: string, invoiceNumber: string): Promise<ChargeOutcome | undefined> {
  const details = await ctx.call(Requests.getTransactionDetails(ctx.credentials, transId), ['E00040']);
  return invoiceOfDetails(details) === invoiceNumber ? outcomeFromDetails(details) : undefined;
}

/** Windows of at most WINDOW_MS covering [from, to]. */
function windows(from: number, to: number): [number, number][] {
  const spans: [number, number][] = [];
  for (let start = from; start < to; start += WINDOW_MS) spans.push([start, Math.min(start + WINDOW_MS, to)]);
  return spans;
}

/** The invoice's rows in the batches settled from `since` until now (up to the first paid one), and whether every list was read in full. */
async function settledRows(ctx: SearchContext, since: number, invoiceNumber: string): Promise<{ rows: Json[]; complete: boolean }> {
  const rows: Json[] = [];
  let complete = true;
  const seen = new Set<string>();
  for (const [first, last] of windows(since - CLOCK_MARGIN_MS, ctx.now() + CLOCK_MARGIN_MS)) {
    const batches = batchIdsFrom(await ctx.call(Requests.getSettledBatchList(ctx.credentials, first, last)));
    for (const batchId of batches.filter((id) => !seen.has(id))) {
      seen.add(batchId);
      const found = await rowsIn(ctx, (page) => Requests.getTransactionList(ctx.credentials, batchId, page, ctx.pageSize), invoiceNumber);
      rows.push(...found.rows);
      complete &&= found.complete;
      // A charge that went through is the answer: the older batches need not be read.
      if (hasPaidRow(rows)) return { rows, complete };
    }
  }
  return { rows, complete };
}

/**
 * Finds the charge of an invoice: by its recorded id first, then in the unsettled list, then in
 * every batch settled since the attempt (a charge settles at the gateway's daily cutoff and leaves
 * the unsettled list). The unsettled list is read first: a charge missing from it had settled
 * before, so the batch lists read after it include it. Undefined only when every list was read in
 * full and none has the invoice.
 */
export async function findByInvoice(ctx: SearchContext, search: InvoiceSearch): Promise<ChargeOutcome | undefined> {
  const { invoiceNumber } = search;
  if (search.transactionId && search.transactionId !== '0') {
    const known = await confirmed(ctx, search.transactionId, invoiceNumber);
    if (known) return known;
  }
  let found = await rowsIn(ctx, (page) => Requests.getUnsettledTransactionList(ctx.credentials, page, ctx.pageSize), invoiceNumber);
  if (found.rows.length === 0) {
    const since = Date.parse(search.since);
    if (Number.isNaN(since)) throw new RangeError(`Not a time: '${search.since}'`);
    const settled = await settledRows(ctx, since, invoiceNumber);
    found = { rows: settled.rows, complete: found.complete && settled.complete };
  }
  const transId = pickTransaction(found.rows);
  if (!transId) return found.complete ? undefined : { status: 'unknown' };
  return (await confirmed(ctx, transId, invoiceNumber)) ?? { status: 'unknown' };
}
