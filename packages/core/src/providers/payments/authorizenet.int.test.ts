import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAuthorizeNetSimulator, type RunningAuthorizeNetSimulator } from '../../../../simulators/src';
import { configFromEnv } from '../../config';
import { buildProviders } from '../index';
import { authorizeNetPayments, type AuthorizeNetOptions } from './authorizenet';
import { PaymentsError, type BillTo, type CardToken, type PaymentsProvider } from './port';

// The production adapter against a simulator of its own in this process, so a test can arm its
// faults and read its books; the last test uses the run's simulator, wired from the environment.
const merchant = { apiLoginId: 'contract-login', transactionKey: 'contractKey00001', clientKey: 'contract-public-client-key' };
let sim: RunningAuthorizeNetSimulator;
let payments: PaymentsProvider;
const adapter = (options: Partial<AuthorizeNetOptions> = {}) =>
  authorizeNetPayments({ baseUrl: sim.url, apiLoginId: merchant.apiLoginId, transactionKey: merchant.transactionKey, ...options });

beforeAll(async () => {
  sim = await startAuthorizeNetSimulator({ port: 0, ...merchant });
  payments = adapter();
});
afterAll(() => sim.close());
afterEach(() => sim.faults.reset());

const arm = (what: 'lose' | 'delay' | 'fail', body: object) =>
  fetch(`${sim.url}/_sim/${what}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** What the browser does with Accept.js: the card goes to the gateway, from the SPA's origin, with the public key. */
async function browserToken(cardNumber = '4111111111111111', expirationDate = '122030'): Promise<CardToken> {
  const res = await fetch(`${sim.url}/xml/v1/request.api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', Origin: 'http://acme.localhost:13000' },
    body: JSON.stringify({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: merchant.apiLoginId, clientKey: merchant.clientKey },
        data: { type: 'TOKEN', id: randomUUID(), token: { cardNumber, expirationDate, cardCode: '123' } },
      },
    }),
  });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as {
    opaqueData: { dataDescriptor: string; dataValue: string };
    messages: { resultCode: string };
  };
  expect(body.messages.resultCode).toBe('Ok');
  return { descriptor: body.opaqueData.dataDescriptor, value: body.opaqueData.dataValue };
}

const billTo = (zip = '46201'): BillTo => ({ firstName: 'Pat', lastName: 'Doe', address: '1 Main St', city: 'Indianapolis', state: 'IN', zip, country: 'US' });
const reference = () => `t${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const customer = (ref = reference()) => ({ reference: ref, email: `${ref}@acme.test`, description: 'Pat Doe' });
const profilesWith = (ref: string) => [...sim.store.customers.values()].filter((c) => c.merchantCustomerId === ref);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** The search for an attempt claimed when this file started. */
const startedAt = new Date(Date.now() - 60_000).toISOString();
const search = (invoiceNumber: string) => ({ invoiceNumber, since: startedAt });

async function customerWithCard(cardNumber = '4111111111111111') {
  const customerProfileId = await payments.ensureCustomer(customer());
  const { paymentProfileId } = await payments.addCard({ customerProfileId, token: await browserToken(cardNumber), billTo: billTo(), makeDefault: true });
  return { customerProfileId, paymentProfileId };
}

const charge = (card: { customerProfileId: string; paymentProfileId: string }, invoiceNumber = `INV-${randomUUID().slice(0, 8)}`, amountCents = 12_550) => ({
  ...card,
  amountCents,
  invoiceNumber,
  description: 'Vial storage, one year',
  lineItems: [{ itemId: 'storage-1y', name: 'Storage (1 year)', quantity: 1, unitPriceCents: amountCents }],
  customerIp: '203.0.113.9',
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(PaymentsError);
      return e as PaymentsError;
    },
  );

describe('Authorize.net adapter against the simulator: customers and cards', () => {
  it('creates a customer profile once per reference and finds it by the reference', async () => {
    const input = customer();
    const id = await payments.ensureCustomer(input);
    expect(id).toMatch(/^\d+$/);
    expect(await payments.ensureCustomer(input)).toBe(id);
    expect(await payments.findCustomer(input.reference)).toBe(id);
    expect(await payments.findCustomer(reference())).toBeUndefined();
    expect(profilesWith(input.reference)).toHaveLength(1);
  });

  it('recovers a profile whose creation answer was lost or late, without making a second one', async () => {
    const lost = customer();
    await arm('lose', { times: 1 });
    const id = await payments.ensureCustomer(lost);
    expect(profilesWith(lost.reference).map((c) => c.id)).toEqual([id]);

    const late = customer();
    await arm('delay', { ms: 400, times: 1 });
    const lateId = await adapter({ timeoutMs: 150 }).ensureCustomer(late);
    await sleep(500); // the first, late creation is carried out meanwhile, as a duplicate
    expect(profilesWith(late.reference).map((c) => c.id)).toEqual([lateId]);
  });

  it('saves a browser token as a card, lists it masked, and answers the same card with its id', async () => {
    const customerProfileId = await payments.ensureCustomer(customer());
    const { paymentProfileId } = await payments.addCard({ customerProfileId, token: await browserToken(), billTo: billTo(), makeDefault: true });
    expect(await payments.listCards(customerProfileId)).toEqual([
      { paymentProfileId, cardType: 'Visa', lastDigits: '1111', expiration: '2030-12', holder: 'Pat Doe', isDefault: true },
    ]);
    const again = await payments.addCard({ customerProfileId, token: await browserToken(), billTo: billTo(), makeDefault: false });
    expect(again.paymentProfileId).toBe(paymentProfileId);
    expect(await payments.listCards('123')).toEqual([]);
  });

  it('refuses a used token, a card the gateway declines, and an 11th card', async () => {
    const customerProfileId = await payments.ensureCustomer(customer());
    const token = await browserToken('5424000000000015');
    await payments.addCard({ customerProfileId, token, billTo: billTo(), makeDefault: true });
    expect(await failure(payments.addCard({ customerProfileId, token, billTo: billTo(), makeDefault: false }))).toMatchObject({
      kind: 'invalid_token',
      code: 'E00114',
    });
    const declined = await failure(
      payments.addCard({ customerProfileId, token: await browserToken('6011000000000012'), billTo: billTo('46282'), makeDefault: false }),
    );
    expect(declined).toMatchObject({ kind: 'refused', code: 'E00027', message: expect.stringContaining('This transaction has been declined.') });
    const invalid = await failure(payments.addCard({ customerProfileId, token: await browserToken('4242424242424242'), billTo: billTo(), makeDefault: false }));
    expect(invalid.message).toContain('The credit card number is invalid.');
    for (let month = 1; month <= 9; month++) {
      await payments.addCard({ customerProfileId, token: await browserToken('4111111111111111', `0${month}2031`), billTo: billTo(), makeDefault: false });
    }
    const tooMany = await failure(payments.addCard({ customerProfileId, token: await browserToken('4007000000027'), billTo: billTo(), makeDefault: false }));
    expect(tooMany).toMatchObject({ kind: 'too_many_cards', code: 'E00042' });
  });

  it('switches the default card, keeping the card and its billing address, and deletes cards', async () => {
    const { customerProfileId, paymentProfileId: first } = await customerWithCard();
    const { paymentProfileId: second } = await payments.addCard({
      customerProfileId,
      token: await browserToken('5424000000000015'),
      billTo: billTo(),
      makeDefault: false,
    });
    const defaults = async () => (await payments.listCards(customerProfileId)).filter((c) => c.isDefault).map((c) => c.paymentProfileId);
    expect(await defaults()).toEqual([first]);
    await payments.setDefaultCard({ customerProfileId, paymentProfileId: second });
    expect(await defaults()).toEqual([second]);
    expect(await payments.listCards(customerProfileId)).toContainEqual({
      paymentProfileId: second,
      cardType: 'MasterCard',
      lastDigits: '0015',
      expiration: '2030-12',
      holder: 'Pat Doe',
      isDefault: true,
    });
    expect(sim.store.customer(customerProfileId)!.paymentProfiles.find((p) => p.id === second)!.billTo).toEqual(billTo());
    expect(await failure(payments.setDefaultCard({ customerProfileId, paymentProfileId: '1' }))).toMatchObject({ kind: 'not_found' });

    await payments.deleteCard({ customerProfileId, paymentProfileId: first });
    await payments.deleteCard({ customerProfileId, paymentProfileId: first });
    expect((await payments.listCards(customerProfileId)).map((c) => c.paymentProfileId)).toEqual([second]);
  });
});

describe('Authorize.net adapter against the simulator: charges', () => {
  it('charges a saved card', async () => {
    const card = await customerWithCard();
    const outcome = await payments.charge(charge(card));
    expect(outcome).toEqual({
      status: 'paid',
      transactionId: expect.stringMatching(/^\d+$/),
      authCode: expect.stringMatching(/^\w{6}$/),
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
    });
    expect(sim.store.transaction(outcome.status === 'paid' ? outcome.transactionId : '')).toMatchObject({ amountCents: 12_550, customerIp: '203.0.113.9' });
  });

  it('reports a decline with its reason', async () => {
    const card = await customerWithCard('4222222222222');
    // The testing guide's reason-code card: charged $2.00, it answers reason 2, a decline.
    expect(await payments.charge(charge(card, undefined, 200))).toEqual({
      status: 'declined',
      transactionId: expect.stringMatching(/^\d+$/),
      reason: 'This transaction has been declined.',
      code: '2',
    });
    expect(await payments.charge(charge(card, undefined, 25_200))).toMatchObject({ status: 'held' });
  });

  it('never charges one invoice twice inside the duplicate window', async () => {
    const card = await customerWithCard();
    const input = charge(card);
    const first = await payments.charge(input);
    expect(first.status).toBe('paid');
    expect(await payments.charge(input)).toEqual({ status: 'error', reason: 'A duplicate transaction has been submitted.', code: '11' });
    expect(sim.store.transactions.filter((t) => t.invoiceNumber === input.invoiceNumber)).toHaveLength(1);
    expect(await payments.findByInvoice(search(input.invoiceNumber))).toEqual(first);
  });

  it('answers unknown when the answer is lost, and the invoice then shows the charge paid, once', async () => {
    const card = await customerWithCard();
    const input = charge(card);
    await arm('lose', { times: 1 });
    expect(await payments.charge(input)).toEqual({ status: 'unknown' });
    const found = await payments.findByInvoice(search(input.invoiceNumber));
    expect(found).toMatchObject({ status: 'paid', accountNumber: 'XXXX1111', accountType: 'Visa', authCode: expect.stringMatching(/^\w{6}$/) });
    expect((await payments.charge(input)).status).toBe('error');
    expect(sim.store.transactions.filter((t) => t.invoiceNumber === input.invoiceNumber)).toHaveLength(1);
    expect(await payments.findByInvoice(search('INV-NEVER'))).toBeUndefined();
  });

  it('finds a charge whose answer was lost after the daily cutoff moved it into a settled batch', async () => {
    const card = await customerWithCard();
    const input = charge(card);
    await arm('lose', { times: 1 });
    expect(await payments.charge(input)).toEqual({ status: 'unknown' });
    await fetch(`${sim.url}/_sim/settle`, { method: 'POST' });
    expect(sim.store.transactions.find((t) => t.invoiceNumber === input.invoiceNumber)?.batchId).toBeDefined();
    expect(await payments.findByInvoice(search(input.invoiceNumber))).toMatchObject({ status: 'paid', accountNumber: 'XXXX1111', accountType: 'Visa' });
    expect(await payments.findByInvoice(search('INV-NEVER'))).toBeUndefined();
  });

  it('answers unknown past its timeout; the late charge is found by its invoice', async () => {
    const card = await customerWithCard();
    const input = charge(card);
    await arm('delay', { ms: 500, times: 1 });
    const started = Date.now();
    expect(await adapter({ timeoutMs: 150 }).charge(input)).toEqual({ status: 'unknown' });
    expect(Date.now() - started).toBeLessThan(450);
    expect(await payments.findByInvoice(search(input.invoiceNumber))).toBeUndefined();
    await sleep(500);
    expect((await payments.findByInvoice(search(input.invoiceNumber)))?.status).toBe('paid');
  });

  it('answers unknown for a charge and unavailable otherwise when the gateway fails', async () => {
    const card = await customerWithCard();
    await arm('fail', { times: 2, status: 503, message: 'Service Unavailable' });
    expect(await payments.charge(charge(card))).toEqual({ status: 'unknown' });
    expect(await failure(payments.listCards(card.customerProfileId))).toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('HTTP 503 (E00001 Service Unavailable)'),
    });
    expect(await payments.listCards(card.customerProfileId)).toHaveLength(1);
  });

  it('says so when the credentials are wrong', async () => {
    const card = await customerWithCard();
    const wrong = adapter({ transactionKey: 'not-the-key' });
    const e = await failure(wrong.ensureCustomer(customer()));
    expect(e).toMatchObject({ kind: 'refused', code: 'E00007', message: expect.stringContaining('User authentication failed') });
    expect(await wrong.charge(charge(card))).toEqual({
      status: 'error',
      reason: 'User authentication failed due to invalid authentication values.',
      code: 'E00007',
    });
  });
});

describe('Authorize.net wiring', () => {
  it('is what buildProviders wires from the environment, and says what to set when unconfigured', async () => {
    const env = inject('apiEnv');
    const { payments: configured } = buildProviders(configFromEnv(env));
    const id = await configured.ensureCustomer(customer());
    expect(await configured.listCards(id)).toEqual([]);
    const { payments: unconfigured } = buildProviders(configFromEnv({ ...env, AUTHORIZENET_TRANSACTION_KEY: '' }));
    expect(await failure(unconfigured.listCards(id))).toMatchObject({
      kind: 'not_configured',
      message: expect.stringContaining('AUTHORIZENET_TRANSACTION_KEY'),
    });
  });
});
