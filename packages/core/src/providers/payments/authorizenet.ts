import * as Requests from './authorizenet-requests';
import {
  chargeOutcomeFrom,
  duplicateIdFrom,
  errorFor,
  firstMessage,
  idOf,
  isOk,
  maskedCardNumberOf,
  parseResponse,
  paymentProfileIn,
  savedCardsFrom,
  type GatewayResponse,
} from './authorizenet-responses';
import { findByInvoice } from './authorizenet-search';
import { PaymentsError, type PaymentsProvider } from './port';

export interface AuthorizeNetOptions {
  /** https://api.authorize.net, https://apitest.authorize.net or the simulator; the request path may be included. */
  baseUrl: string;
  apiLoginId: string;
  transactionKey: string;
  /** Per call, answer included: well inside the API Lambda's 29 s, so an unknown charge can still be answered. */
  timeoutMs?: number;
  /** Sent with every charge; a retry must send the same value to be recognised as a duplicate. */
  duplicateWindowSeconds?: number;
  /** Rows per transaction list page (the gateway's maximum is 1000). */
  listPageSize?: number;
  /** The clock the settled-batch search ends at. */
  now?: () => number;
  fetch?: typeof fetch;
}

/** Statuses of a charge that a void still stops (not settled yet). */
const VOIDABLE = new Set([
  'authorizedPendingCapture',
  'capturedPendingSettlement',
  'FDSPendingReview',
  'FDSAuthorizedPendingReview',
  'approvedReview',
  'underReview',
]);

const object = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The last four digits of the card of a transaction's details ('XXXX1111'). */
const lastFour = (details: Record<string, unknown>) => String(object(object(details.payment).creditCard).cardNumber ?? '').slice(-4);

/** The call may have been carried out: no answer in time, connection lost, an HTTP error, not JSON. */
class NoAnswer extends Error {}

/** The production payments adapter: Authorize.net's JSON API (customer profiles and transactions), no SDK. */
export function authorizeNetPayments(options: AuthorizeNetOptions): PaymentsProvider {
  const url = Requests.requestUrl(options.baseUrl);
  const credentials = { apiLoginId: options.apiLoginId, transactionKey: options.transactionKey };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const duplicateWindow = options.duplicateWindowSeconds ?? 600;
  const pageSize = options.listPageSize ?? 1000;
  const fetchImpl = options.fetch ?? fetch;
  const methodOf = (request: Requests.GatewayRequest) => Object.keys(request)[0]!;

  async function post(request: Requests.GatewayRequest): Promise<GatewayResponse> {
    let status: number;
    let body: string;
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      body = await res.text();
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      throw new NoAnswer(timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${e instanceof Error ? e.message : String(e)})`);
    }
    let response: GatewayResponse | undefined;
    try {
      response = parseResponse(body);
    } catch {
      // An HTML error page from a proxy, or a cut-off body.
    }
    if (status < 200 || status >= 300 || !response) {
      const detail = response ? ` (${Object.values(firstMessage(response)).join(' ').trim()})` : '';
      throw new NoAnswer(`HTTP ${status}${response ? '' : ' without a JSON answer'}${detail}`);
    }
    return response;
  }

  /** Posts and expects resultCode Ok (or one of `tolerated` codes); anything else is a PaymentsError. */
  async function call(request: Requests.GatewayRequest, tolerated: string[] = []): Promise<GatewayResponse> {
    const method = methodOf(request);
    let response: GatewayResponse;
    try {
      response = await post(request);
    } catch (e) {
      if (e instanceof NoAnswer) throw new PaymentsError('unavailable', `Authorize.net ${method} failed: ${e.message}`);
      throw e;
    }
    if (!isOk(response) && !tolerated.includes(firstMessage(response).code)) throw errorFor(method, response);
    return response;
  }

  async function findCustomer(reference: string) {
    const response = await call(Requests.getCustomerProfile(credentials, { merchantCustomerId: reference }), ['E00040']);
    return isOk(response) ? idOf((response.profile as { customerProfileId?: unknown } | undefined)?.customerProfileId) : undefined;
  }

  async function createCustomer(input: { reference: string; email: string; description: string }) {
    const request = Requests.createCustomerProfile(credentials, input);
    const response = await post(request);
    const id = isOk(response)
      ? idOf(response.customerProfileId)
      : firstMessage(response).code === 'E00039'
        ? duplicateIdFrom(firstMessage(response).text)
        : undefined;
    if (!id) throw errorFor(methodOf(request), response);
    return id;
  }

  async function profileOf(customerProfileId: string) {
    return call(Requests.getCustomerProfile(credentials, { customerProfileId }));
  }

  const provider: PaymentsProvider = {
    async ensureCustomer(input) {
      try {
        return await createCustomer(input);
      } catch (e) {
        if (!(e instanceof NoAnswer)) throw e;
      }
      // The profile may have been made before the answer was lost: look before making one.
      const found = await findCustomer(input.reference);
      if (found) return found;
      try {
        return await createCustomer(input);
      } catch (e) {
        if (e instanceof NoAnswer) throw new PaymentsError('unavailable', `Authorize.net createCustomerProfileRequest failed: ${e.message}`);
        throw e;
      }
    },

    findCustomer,

    async addCard(input) {
      const response = await call(Requests.createCustomerPaymentProfile(credentials, input), ['E00039']);
      const paymentProfileId = idOf(response.customerPaymentProfileId);
      if (!paymentProfileId) throw errorFor('createCustomerPaymentProfileRequest', response);
      // A card saved before keeps its id; it still becomes the default when asked.
      if (!isOk(response) && input.makeDefault) await provider.setDefaultCard({ customerProfileId: input.customerProfileId, paymentProfileId });
      return { paymentProfileId };
    },

    async listCards(customerProfileId) {
      const response = await call(Requests.getCustomerProfile(credentials, { customerProfileId }), ['E00040']);
      return isOk(response) ? savedCardsFrom(response) : [];
    },

    async deleteCard(input) {
      await call(Requests.deleteCustomerPaymentProfile(credentials, input), ['E00040']);
    },

    async setDefaultCard({ customerProfileId, paymentProfileId }) {
      const fetched = paymentProfileIn(await profileOf(customerProfileId), paymentProfileId);
      if (!fetched)
        throw new PaymentsError('not_found', `Authorize.net has no payment profile ${paymentProfileId} in customer profile ${customerProfileId}.`, 'E00040');
      await call(
        Requests.makeDefaultPaymentProfile(credentials, customerProfileId, {
          customerPaymentProfileId: paymentProfileId,
          customerType: typeof fetched.customerType === 'string' ? fetched.customerType : undefined,
          billTo: fetched.billTo as Requests.FetchedPaymentProfile['billTo'],
          cardNumber: maskedCardNumberOf(fetched),
        }),
      );
    },

    async charge(input) {
      try {
        return chargeOutcomeFrom(await post(Requests.createTransaction(credentials, input, duplicateWindow)));
      } catch (e) {
        if (e instanceof NoAnswer) return { status: 'unknown' };
        throw e;
      }
    },

    findByInvoice: (search) => findByInvoice({ call, credentials, pageSize, now: options.now ?? Date.now }, search),

    async reverse(charge) {
      // The gateway's own status decides: a void before the daily cutoff, a refund after it.
      const details = object((await call(Requests.getTransactionDetails(credentials, charge.transactionId))).transaction);
      const status = typeof details.transactionStatus === 'string' ? details.transactionStatus : '';
      const request = VOIDABLE.has(status)
        ? Requests.voidTransaction(credentials, charge.transactionId)
        : status === 'settledSuccessfully'
          ? Requests.refundTransaction(credentials, { transId: charge.transactionId, amountCents: charge.amountCents, cardLastFour: lastFour(details) })
          : undefined;
      if (!request) return { action: 'none' };
      const answer = chargeOutcomeFrom(await call(request, ['E00027']));
      if (answer.status !== 'paid')
        throw new PaymentsError(
          'refused',
          `Authorize.net refused to undo transaction ${charge.transactionId} (${status}): ${'reason' in answer ? answer.reason : answer.status}`,
        );
      return { action: VOIDABLE.has(status) ? 'voided' : 'refunded', transactionId: answer.transactionId };
    },
  };
  return provider;
}
