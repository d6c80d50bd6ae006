import { describe, expect, it } from 'vitest';
import { REQUEST_PATH } from './app';
import { TEST_MERCHANT, testGateway } from './test-client';

const code = (answer: { messages: { message: { code: string }[] } }) => answer.messages.message[0]!.code;

describe('Authorize.net simulator protocol', () => {
  it('answers every call with HTTP 200, JSON and a leading byte-order mark', async () => {
    const { post } = testGateway();
    for (const body of [
      '{"getCustomerProfileRequest":{}}',
      'not json',
      JSON.stringify({ getCustomerProfileRequest: { merchantAuthentication: { name: 'x', transactionKey: 'y' }, customerProfileId: '1' } }),
    ]) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x7b]);
    }
  });

  it('checks element order as the XSD does (E00003), including inside nested elements', async () => {
    const { call, newCustomer } = testGateway();
    const amountFirst = await call('createTransactionRequest', { transactionRequest: { amount: '5.00', transactionType: 'authCaptureTransaction' } });
    expect(amountFirst.messages).toEqual({
      resultCode: 'Error',
      message: [{ code: 'E00003', text: expect.stringContaining("has invalid child element 'amount'") }],
    });
    expect(amountFirst.messages.message[0]!.text).toContain("List of possible elements expected: 'transactionType'");
    const customerProfileId = await newCustomer();
    const billToLast = await call('createCustomerPaymentProfileRequest', {
      customerProfileId,
      paymentProfile: { payment: { creditCard: { cardNumber: '4111111111111111', expirationDate: '2030-12' } }, billTo: { firstName: 'A' } },
    });
    expect(billToLast.messages.message[0]).toEqual({
      code: 'E00003',
      text: expect.stringContaining("The element 'paymentProfile' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd' has invalid child element 'billTo'"),
    });
    const zipFirst = await call('createCustomerPaymentProfileRequest', { customerProfileId, paymentProfile: { billTo: { zip: '46201', firstName: 'A' } } });
    expect(zipFirst.messages.message[0]!.text).toContain("invalid child element 'firstName'");
    expect(code(await call('deleteCustomerPaymentProfileRequest', { customerProfileId }))).toBe('E00003');
    expect((await call('deleteCustomerPaymentProfileRequest', { customerProfileId })).messages.message[0]!.text).toContain('has incomplete content');
    expect(code(await call('getCustomerProfileRequest', { unmaskExpirationDate: true, customerProfileId }))).toBe('E00003');
  });

  it('takes clientId before refId, echoes refId, and refuses unknown methods and overlong values', async () => {
    const { call, post, parse } = testGateway();
    const created = await call('createCustomerProfileRequest', {
      clientId: 'portal',
      refId: 'r-1',
      profile: { merchantCustomerId: 'd1m1' },
      validationMode: 'none',
    });
    expect(created).toMatchObject({ refId: 'r-1', customerProfileId: expect.stringMatching(/^\d+$/), messages: { resultCode: 'Ok' } });
    expect(code(await call('createCustomerProfileRequest', { refId: 'r-1', clientId: 'portal', profile: { merchantCustomerId: 'd1m2' } }))).toBe('E00003');
    const overlong = await call('createCustomerProfileRequest', { profile: { merchantCustomerId: 'x'.repeat(21) } });
    expect(overlong.messages.message[0]!.text).toContain('The actual length is greater than the MaxLength value.');
    expect((await parse(await post({ voidTransactionRequest: {} }))).messages.message[0]).toEqual({
      code: 'E00003',
      text: "The 'AnetApi/xml/v1/schema/AnetApiSchema.xsd:voidTransactionRequest' element is not declared.",
    });
  });

  it('authenticates with the transaction key, and the tokenizer with the public client key only', async () => {
    const { call, tokenize } = testGateway();
    const denied = await call('getCustomerProfileRequest', { customerProfileId: '1' }, { name: TEST_MERCHANT.apiLoginId, transactionKey: 'wrong' });
    expect(denied.messages).toEqual({
      resultCode: 'Error',
      message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
    });
    expect(
      code(await call('getCustomerProfileRequest', { customerProfileId: '1' }, { name: TEST_MERCHANT.apiLoginId, clientKey: TEST_MERCHANT.clientKey })),
    ).toBe('E00007');
    const withTransactionKey = await call('securePaymentContainerRequest', {
      data: { type: 'TOKEN', id: '1', token: { cardNumber: '4111111111111111', expirationDate: '122030' } },
    });
    expect(code(withTransactionKey)).toBe('E00007');
    expect(await tokenize({ cardNumber: '4111111111111111' })).toEqual({
      dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      dataValue: expect.stringMatching(/^[A-Za-z0-9+/=]{100,}$/),
    });
  });

  it('answers the browser from any origin: the preflight and the call itself', async () => {
    const { sim, tokenize } = testGateway();
    const preflight = await sim.app.request(REQUEST_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'http://acme.localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    const res = await sim.app.request(REQUEST_PATH, {
      method: 'POST',
      headers: { Origin: 'https://portal.example.com', 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await tokenize({ cardNumber: '4111 1111 1111 1111' })).toBeDefined();
    expect(await tokenize({ cardNumber: '4111111111111112' })).toBeUndefined();
  });
});

describe('Authorize.net simulator faults', () => {
  it('fails the next calls with E00001 and the HTTP status asked for, then recovers', async () => {
    const { sim, call, newCustomer } = testGateway();
    await sim.app.request('/_sim/fail', { method: 'POST', body: JSON.stringify({ times: 1, status: 503, message: 'Down for a bit' }) });
    const res = await sim.app.request(REQUEST_PATH, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ messages: { resultCode: 'Error', message: [{ code: 'E00001', text: 'Down for a bit' }] } });
    expect(await newCustomer()).toMatch(/^\d+$/);
    expect(code(await call('getCustomerProfileRequest', { customerProfileId: 'none' }))).toBe('E00040');
  });

  it('carries out a call whose answer it then loses', async () => {
    const { sim, post, newCustomer, addCard, charge } = testGateway();
    const customerProfileId = await newCustomer();
    const paymentProfileId = (await addCard(customerProfileId)).customerPaymentProfileId as string;
    await sim.app.request('/_sim/lose', { method: 'POST', body: JSON.stringify({ times: 1 }) });
    const lostCall = charge(customerProfileId, paymentProfileId, '10.00', 'INV-LOST');
    await expect(lostCall).rejects.toThrow();
    expect(sim.store.transactions).toEqual([expect.objectContaining({ invoiceNumber: 'INV-LOST', responseCode: '1', amountCents: 1000 })]);
    expect((await post('{}')).status).toBe(200);
  });

  it('faults only the calls whose body matches, when a match is armed', async () => {
    const { sim, newCustomer, addCard, charge } = testGateway();
    const customerProfileId = await newCustomer();
    await sim.app.request('/_sim/fail', { method: 'POST', body: JSON.stringify({ times: 1, status: 503, match: 'createTransactionRequest' }) });
    // A card is saved past the armed fault: only a charge matches it.
    const paymentProfileId = (await addCard(customerProfileId)).customerPaymentProfileId as string;
    expect(paymentProfileId).toMatch(/^\d+$/);
    const failed = await charge(customerProfileId, paymentProfileId, '10.00', 'INV-MATCH-1');
    expect(failed.messages.message[0]?.code).toBe('E00001');
    expect(sim.store.transactions).toEqual([]);
    const paid = await charge(customerProfileId, paymentProfileId, '10.00', 'INV-MATCH-2');
    expect(paid.transactionResponse.responseCode).toBe('1');
  });
});
