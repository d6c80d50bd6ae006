import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as Requests from './authorizenet-requests';

/**
 * Authorize.net's official Node SDK (a devDependency, never loaded by the portal): its contract
 * classes are generated from the gateway's XSD and set each element in the schema's order,
 * dropping any the schema does not declare. A request that comes back from them unchanged, key
 * order included, is one the gateway's schema accepts as it stands.
 */
type Contract = new (elements: unknown) => { getJSON(): Record<string, unknown> };
const { APIContracts } = createRequire(import.meta.url)('authorizenet') as { APIContracts: Record<string, Contract> };

const credentials = { apiLoginId: 'login', transactionKey: 'key' };

/**
 * What the SDK's constructors take: a repeated element's wrapper (`lineItems: { lineItem: [...] }`)
 * as the bare list, which they wrap again when they write the JSON.
 */
function sdkInput(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sdkInput);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && Array.isArray(entries[0]![1])) return sdkInput(entries[0]![1]);
  return Object.fromEntries(entries.map(([key, child]) => [key, sdkInput(child)]));
}

/** The request rebuilt by the SDK class of its method, as JSON text (key order kept). */
function throughSdk(request: Requests.GatewayRequest): string {
  const [method] = Object.keys(request);
  const Class = APIContracts[method!.charAt(0).toUpperCase() + method!.slice(1)];
  if (!Class) throw new Error(`The SDK has no contract for ${method}`);
  return JSON.stringify(new Class(sdkInput(JSON.parse(JSON.stringify(request[method!])))).getJSON());
}

const requests: Record<string, Requests.GatewayRequest> = {
  getSettledBatchListRequest: Requests.getSettledBatchList(credentials, Date.parse('2026-01-30T11:45:00Z'), Date.parse('2026-03-01T11:45:00Z')),
  getTransactionListRequest: Requests.getTransactionList(credentials, '1000042', 3, 1000),
  getUnsettledTransactionListRequest: Requests.getUnsettledTransactionList(credentials, 2, 1000),
  getTransactionDetailsRequest: Requests.getTransactionDetails(credentials, '80000000001'),
  createCustomerProfileRequest: Requests.createCustomerProfile(credentials, { reference: 'd1m42', email: 'pat@acme.test', description: 'Pat Doe' }),
  getCustomerProfileRequest: Requests.getCustomerProfile(credentials, { merchantCustomerId: 'd1m42' }),
  createCustomerPaymentProfileRequest: Requests.createCustomerPaymentProfile(credentials, {
    customerProfileId: '900',
    token: { descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', value: 'tok' },
    billTo: { firstName: 'Pat', lastName: 'Doe', address: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46201', country: 'US', phoneNumber: '5550100' },
    makeDefault: true,
  }),
  updateCustomerPaymentProfileRequest: Requests.makeDefaultPaymentProfile(credentials, '900', {
    customerPaymentProfileId: '910',
    customerType: 'individual',
    billTo: { firstName: 'Pat', lastName: 'Doe', zip: '46201' },
    cardNumber: 'XXXX1111',
  }),
  deleteCustomerPaymentProfileRequest: Requests.deleteCustomerPaymentProfile(credentials, { customerProfileId: '900', paymentProfileId: '910' }),
  createTransactionRequest: Requests.createTransaction(
    credentials,
    {
      customerProfileId: '900',
      paymentProfileId: '910',
      amountCents: 12_550,
      invoiceNumber: 'D1-1001',
      description: 'Storage',
      lineItems: [{ itemId: 'product-3', name: 'Storage', quantity: 2, unitPriceCents: 6275 }],
      customerIp: '203.0.113.9',
    },
    600,
  ),
};

describe("Authorize.net requests against the official SDK's schema classes", () => {
  it.each(Object.entries(requests))('%s comes back from the SDK unchanged', (_method, request) => {
    expect(throughSdk(request)).toBe(JSON.stringify(request));
  });

  it('would notice an element out of order or unknown', () => {
    const elements = requests.getTransactionListRequest!.getTransactionListRequest!;
    const swapped = {
      getTransactionListRequest: { merchantAuthentication: elements.merchantAuthentication, paging: elements.paging, batchId: elements.batchId },
    };
    expect(throughSdk(swapped)).not.toBe(JSON.stringify(swapped));
    const unknown = { getSettledBatchListRequest: { ...requests.getSettledBatchListRequest!.getSettledBatchListRequest, batchId: '1' } };
    expect(throughSdk(unknown)).not.toBe(JSON.stringify(unknown));
  });

  it('asks for settled batches by UTC times to the second', () => {
    expect(requests.getSettledBatchListRequest!.getSettledBatchListRequest).toMatchObject({
      firstSettlementDate: '2026-01-30T11:45:00Z',
      lastSettlementDate: '2026-03-01T11:45:00Z',
    });
  });
});
