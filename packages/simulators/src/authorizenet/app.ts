import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { createFaults } from '../faults';
import { createCustomerProfile, getCustomerProfile } from './customers-api';
import type { Gateway, MethodHandler } from './gateway';
import { createCustomerPaymentProfile, deleteCustomerPaymentProfile, updateCustomerPaymentProfile } from './payment-profiles-api';
import { getSettledBatchList, getTransactionList } from './batches-api';
import { getTransactionDetails, getUnsettledTransactionList } from './reports-api';
import { checkSequence, NAMESPACE, requestSchema } from './schema';
import { createSettlement } from './settlement';
import { AuthorizeNetStore } from './store';
import { securePaymentContainer } from './tokens-api';
import { createTransaction } from './transactions-api';
import { answer, errorMessages, GatewayError, object, okMessages, text, type Json, type Messages } from './wire';

/** The one path every method is posted to, as at the gateway. */
export const REQUEST_PATH = '/xml/v1/request.api';

export interface AuthorizeNetSimulatorOptions {
  /** The merchant's API login id, sent as merchantAuthentication.name by every call. */
  apiLoginId: string;
  /** The server's secret, sent with the login id by every call but the tokenizer's. */
  transactionKey: string;
  /** The public key the browser's tokenizer (securePaymentContainerRequest) sends with the login id. */
  clientKey: string;
  /** A file to keep profiles, tokens and transactions in across restarts; memory only without it. */
  dataFile?: string;
  /** The clock (token lifetime, duplicate window, expiration dates, batch cutoffs); tests move it. */
  now?: () => number;
  /** The daily batch cutoff, HH:MM in UTC (default 23:00, the gateway's default 3:00 PM Pacific in winter). */
  dailyCutoffUtc?: string;
}

interface Method {
  handle: MethodHandler;
  /** Which secret merchantAuthentication carries beside the login id. */
  key: 'transactionKey' | 'clientKey';
}

const methods: Record<string, Method> = {
  createCustomerProfileRequest: { handle: createCustomerProfile, key: 'transactionKey' },
  getCustomerProfileRequest: { handle: getCustomerProfile, key: 'transactionKey' },
  createCustomerPaymentProfileRequest: { handle: createCustomerPaymentProfile, key: 'transactionKey' },
  updateCustomerPaymentProfileRequest: { handle: updateCustomerPaymentProfile, key: 'transactionKey' },
  deleteCustomerPaymentProfileRequest: { handle: deleteCustomerPaymentProfile, key: 'transactionKey' },
  createTransactionRequest: { handle: createTransaction, key: 'transactionKey' },
  getUnsettledTransactionListRequest: { handle: getUnsettledTransactionList, key: 'transactionKey' },
  getTransactionDetailsRequest: { handle: getTransactionDetails, key: 'transactionKey' },
  getSettledBatchListRequest: { handle: getSettledBatchList, key: 'transactionKey' },
  getTransactionListRequest: { handle: getTransactionList, key: 'transactionKey' },
  securePaymentContainerRequest: { handle: securePaymentContainer, key: 'clientKey' },
};

/**
 * A stand-in for Authorize.net's JSON API (`POST /xml/v1/request.api`), speaking the methods the
 * portal's adapter and the browser's tokenizer use: the gateway's envelope, element order (E00003),
 * credentials (E00007), BOM-prefixed answers and the sandbox's test cards and triggers.
 *
 * Captured transactions settle into a batch at the daily cutoff, leaving the unsettled list for
 * the settled batch lists (./settlement.ts: `/_sim/settle` closes a batch now, `/_sim/clock` moves
 * the clock on).
 *
 * The tokenizer is called from the SPA's origin, so the request path answers CORS for any origin
 * (preflight included), as the gateway does for Accept.js. For tests, the fault controls of
 * ../faults.ts: `/_sim/fail` (E00001 with an HTTP error), `/_sim/refuse` (a gateway error code
 * with HTTP 200, e.g. E00011), `/_sim/delay`, `/_sim/lose` (carried out, answer lost) and `/_sim/reset`.
 */
export function createAuthorizeNetSimulator(options: AuthorizeNetSimulatorOptions) {
  const store = new AuthorizeNetStore();
  if (options.dataFile) store.load(options.dataFile);
  const settlement = createSettlement({
    store,
    now: options.now ?? Date.now,
    cutoffUtc: options.dailyCutoffUtc,
    onChange: () => options.dataFile && store.save(options.dataFile, settlement.now()),
  });
  const gateway: Gateway = { store, now: settlement.now };
  const faults = createFaults({
    errorBody: (message) => ({ messages: errorMessages('E00001', message) }),
    refusal: (c, code, message) => answer(c, { messages: errorMessages(code, message) }),
  });

  const authenticated = (request: Json, key: Method['key']) => {
    const auth = object(request.merchantAuthentication) ?? {};
    const secret = key === 'clientKey' ? options.clientKey : options.transactionKey;
    return text(auth.name) === options.apiLoginId && text(auth[key]) === secret;
  };

  function respond(raw: string): object {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.replace(/^\uFEFF/, ''));
    } catch {
      return { messages: errorMessages('E00003', 'Data at the root level is invalid. Line 1, position 1.') };
    }
    const [method, ...others] = Object.keys(object(parsed) ?? {});
    if (!method || others.length) return { messages: errorMessages('E00003', 'Root element is missing.') };
    const served = methods[method];
    const schema = requestSchema(method);
    if (!served || !schema) return { messages: errorMessages('E00003', `The '${NAMESPACE}:${method}' element is not declared.`) };
    const request = object((parsed as Json)[method]) ?? {};
    const refId = text(request.refId);
    const echo = refId === undefined ? {} : { refId };
    const problem = checkSequence(method, (parsed as Json)[method], schema);
    if (problem) return { ...echo, messages: errorMessages('E00003', problem) };
    if (!authenticated(request, served.key))
      return { ...echo, messages: errorMessages('E00007', 'User authentication failed due to invalid authentication values.') };
    settlement.due();
    try {
      const { messages, ...fields } = served.handle(request, gateway);
      return { ...fields, ...echo, messages: (messages as Messages | undefined) ?? okMessages() };
    } catch (e) {
      if (e instanceof GatewayError) return { ...e.fields, ...echo, messages: errorMessages(e.code, e.text) };
      throw e;
    }
  }

  const app = new Hono({ strict: false });
  app.route('/_sim', faults.control);
  app.route('/_sim', settlement.control);
  app.use(REQUEST_PATH, cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'], maxAge: 86_400 }));
  if (options.dataFile) {
    const dataFile = options.dataFile;
    // Saved after every call, also one whose answer a fault lost: what was done stays done.
    app.use(REQUEST_PATH, async (c, next) => {
      await next();
      if (c.req.method === 'POST') store.save(dataFile, gateway.now());
    });
  }
  // The request is read in full before any fault: a call delayed past the client's timeout is still
  // carried out, as at the gateway, which does not notice that nobody waits for the answer.
  const received: MiddlewareHandler = async (c, next) => {
    await c.req.text();
    await next();
  };
  app.post(REQUEST_PATH, received, faults.middleware, async (c) => answer(c, respond(await c.req.text())));
  app.get('/', (c) =>
    c.json({
      simulator: 'Authorize.net (local and test use only; no card is ever charged)',
      requestUrl: new URL(REQUEST_PATH, c.req.url).href,
      customerProfiles: store.customers.size,
      transactions: store.transactions.length,
      settledBatches: store.batches.length,
    }),
  );
  app.notFound((c) => c.json({ error: `No such endpoint in the Authorize.net simulator: ${c.req.method} ${c.req.path}` }, 404));
  return { app, store, faults, settlement };
}

export type AuthorizeNetSimulator = ReturnType<typeof createAuthorizeNetSimulator>;
