import { describe, expect, it } from 'vitest';
import { createAuthorizeNetSimulator, AUTHORIZENET_REQUEST_PATH } from '../../../../simulators/src';
import { authorizeNetPayments } from './authorizenet';
import { PaymentsError } from './port';

// The production adapter against an in-process simulator that shares the test's clock, so the
// gateway's daily cutoffs pass as the test moves time on.
const DAY = 86_400_000;
const merchant = { apiLoginId: 'search-login', transactionKey: 'searchKey0000001', clientKey: 'search-client-key' };

function gateway(options: { listPageSize?: number } = {}) {
  let clock = Date.parse('2026-01-05T10:00:00Z');
  const sim = createAuthorizeNetSimulator({ ...merchant, now: () => clock });
  const methods: { method: string; body: Record<string, unknown> }[] = [];
  const fetchInProcess = (async (url: string | URL | Request, init?: RequestInit) => {
    const request = JSON.parse(String(init?.body ?? '{}')) as Record<string, Record<string, unknown>>;
    const [method] = Object.keys(request);
    methods.push({ method: method!, body: request[method!]! });
    return sim.app.request(String(url), init);
  }) as typeof fetch;
  const payments = authorizeNetPayments({
    baseUrl: 'http://sim.test',
    ...merchant,
    listPageSize: options.listPageSize,
    now: () => clock,
    fetch: fetchInProcess,
  });

  async function card() {
    const tokenized = await sim.app.request(AUTHORIZENET_REQUEST_PATH, {
      method: 'POST',
      body: JSON.stringify({
        securePaymentContainerRequest: {
          merchantAuthentication: { name: merchant.apiLoginId, clientKey: merchant.clientKey },
          data: { type: 'TOKEN', id: 't1', token: { cardNumber: '4111111111111111', expirationDate: '122031', cardCode: '123' } },
        },
      }),
    });
    const { opaqueData } = JSON.parse((await tokenized.text()).replace(/^\uFEFF/, '')) as { opaqueData: { dataDescriptor: string; dataValue: string } };
    const customerProfileId = await payments.ensureCustomer({
      reference: `r${Math.random().toString(36).slice(2, 10)}`,
      email: 'pat@acme.test',
      description: 'Pat',
    });
    const billTo = { firstName: 'Pat', lastName: 'Doe', address: '1 Main St', city: 'Boise', state: 'ID', zip: '83702', country: 'US' };
    const { paymentProfileId } = await payments.addCard({
      customerProfileId,
      token: { descriptor: opaqueData.dataDescriptor, value: opaqueData.dataValue },
      billTo,
      makeDefault: true,
    });
    return { customerProfileId, paymentProfileId };
  }
  const charge = async (saved: { customerProfileId: string; paymentProfileId: string }, invoiceNumber: string) =>
    payments.charge({ ...saved, amountCents: 1000, invoiceNumber, description: 'Storage', lineItems: [] });

  return { sim, payments, methods, card, charge, now: () => clock, advance: (ms: number) => void (clock += ms) };
}

const called = (methods: { method: string; body: Record<string, unknown> }[], name: string) => methods.filter((m) => m.method === name);

describe('Authorize.net invoice search', () => {
  it('finds a charge settled into a batch weeks ago, asking for batches at most 31 days at a time', async () => {
    const g = gateway();
    const since = new Date(g.now()).toISOString();
    const outcome = await g.charge(await g.card(), 'D1-7');
    expect(outcome.status).toBe('paid');
    g.advance(45 * DAY);
    g.methods.length = 0;
    const found = await g.payments.findByInvoice({ invoiceNumber: 'D1-7', since });
    expect(found).toMatchObject({
      status: 'paid',
      transactionId: outcome.status === 'paid' ? outcome.transactionId : '',
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
    });
    const windows = called(g.methods, 'getSettledBatchListRequest').map(
      (m) => [Date.parse(String(m.body.firstSettlementDate)), Date.parse(String(m.body.lastSettlementDate))] as const,
    );
    // The unsettled list is read before the batches; the paid charge ends the search, confirmed by its details.
    expect(g.methods.map((m) => m.method)).toEqual([
      'getUnsettledTransactionListRequest',
      'getSettledBatchListRequest',
      'getTransactionListRequest',
      'getTransactionDetailsRequest',
    ]);
    expect(windows).toHaveLength(1);
    expect(windows[0]![0]).toBeLessThanOrEqual(Date.parse(since));
    expect(windows[0]![1] - windows[0]![0]).toBeLessThanOrEqual(31 * DAY);

    // Nothing charged: every window from the claim until now is read, none longer than 31 days.
    g.methods.length = 0;
    expect(await g.payments.findByInvoice({ invoiceNumber: 'D1-8', since })).toBeUndefined();
    const all = called(g.methods, 'getSettledBatchListRequest').map(
      (m) => [Date.parse(String(m.body.firstSettlementDate)), Date.parse(String(m.body.lastSettlementDate))] as const,
    );
    expect(all).toHaveLength(2);
    expect(all[0]![0]).toBeLessThanOrEqual(Date.parse(since));
    expect(all.at(-1)![1]).toBeGreaterThanOrEqual(g.now());
    for (const [i, [first, last]] of all.entries()) {
      expect(last - first).toBeLessThanOrEqual(31 * DAY);
      if (i > 0) expect(first).toBeLessThanOrEqual(all[i - 1]![1]);
    }
  });

  it('answers "no charge" only after reading every list in full, and unknown when a list is too long to read', async () => {
    const g = gateway({ listPageSize: 1 });
    const saved = await g.card();
    const since = new Date(g.now()).toISOString();
    await g.charge(saved, 'D1-1');
    expect(await g.payments.findByInvoice({ invoiceNumber: 'D1-NONE', since })).toBeUndefined();
    for (let i = 2; i <= 101; i++) await g.charge(saved, `D1-${i}`);
    expect(await g.payments.findByInvoice({ invoiceNumber: 'D1-NONE', since })).toEqual({ status: 'unknown' });
    expect((await g.payments.findByInvoice({ invoiceNumber: 'D1-101', since }))?.status).toBe('paid');
  });

  it('goes by a recorded transaction id when its details name the invoice, and searches otherwise', async () => {
    const g = gateway();
    const saved = await g.card();
    const since = new Date(g.now()).toISOString();
    const first = await g.charge(saved, 'D1-1');
    const second = await g.charge(saved, 'D1-2');
    if (first.status !== 'paid' || second.status !== 'paid') throw new Error('expected two payments');
    g.advance(DAY);
    g.methods.length = 0;
    expect(await g.payments.findByInvoice({ invoiceNumber: 'D1-1', since, transactionId: first.transactionId })).toMatchObject({
      status: 'paid',
      transactionId: first.transactionId,
    });
    expect(g.methods.map((m) => m.method)).toEqual(['getTransactionDetailsRequest']);
    expect(await g.payments.findByInvoice({ invoiceNumber: 'D1-1', since, transactionId: second.transactionId })).toMatchObject({
      transactionId: first.transactionId,
    });
    expect(await g.payments.findByInvoice({ invoiceNumber: 'D1-1', since, transactionId: '1' })).toMatchObject({ transactionId: first.transactionId });
  });

  it('raises not_permitted, naming the merchant setting, when the gateway refuses its transaction reports (E00011)', async () => {
    const g = gateway();
    g.sim.faults.refuse(1, 'E00011', 'Access denied. You do not have permissions to call the Transaction Details API.', 'getSettledBatchListRequest');
    const refused = await g.payments.findByInvoice({ invoiceNumber: 'D1-1', since: new Date(g.now()).toISOString() }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentsError);
    expect(refused).toMatchObject({
      kind: 'not_permitted',
      code: 'E00011',
      message: expect.stringContaining('Security Settings > General Security Settings > Transaction Details API'),
    });
  });
});
