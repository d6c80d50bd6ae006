import { createAuthorizeNetSimulator, REQUEST_PATH, type AuthorizeNetSimulatorOptions } from './app';

/** Simulator credentials for the package's tests. */
export const TEST_MERCHANT = { apiLoginId: 'sim-login', transactionKey: 'simTransKey0001', clientKey: 'sim-public-client-key' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any> & { messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] } };

/**
 * A simulator with a clock the test moves, and calls as a client makes them: `call` wraps the
 * elements in the method with the server's credentials, `tokenize` is the browser's call.
 */
export function testGateway(options: Partial<AuthorizeNetSimulatorOptions> = {}) {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const sim = createAuthorizeNetSimulator({ ...TEST_MERCHANT, now: () => now, ...options });
  const auth = { name: TEST_MERCHANT.apiLoginId, transactionKey: TEST_MERCHANT.transactionKey };

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    sim.app.request(REQUEST_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const parse = async (res: Response): Promise<Answer> => JSON.parse(new TextDecoder().decode(await res.arrayBuffer()).replace(/^\uFEFF/, '')) as Answer;

  const call = async (method: string, elements: object = {}, merchantAuthentication: object = auth) =>
    parse(await post({ [method]: { merchantAuthentication, ...elements } }));

  const tokenize = async (card: { cardNumber: string; expirationDate?: string; cardCode?: string; zip?: string }) => {
    const answer = await call(
      'securePaymentContainerRequest',
      {
        refId: 'browser',
        data: {
          type: 'TOKEN',
          id: 'a1b2',
          token: { cardNumber: card.cardNumber, expirationDate: card.expirationDate ?? '122030', cardCode: card.cardCode, zip: card.zip },
        },
      },
      { name: TEST_MERCHANT.apiLoginId, clientKey: TEST_MERCHANT.clientKey },
    );
    return answer.opaqueData as { dataDescriptor: string; dataValue: string } | undefined;
  };

  const newCustomer = async (merchantCustomerId = `m${Math.random().toString(36).slice(2, 10)}`) =>
    (await call('createCustomerProfileRequest', { profile: { merchantCustomerId, email: `${merchantCustomerId}@x.test` }, validationMode: 'none' }))
      .customerProfileId as string;

  const billTo = (zip = '46201') => ({ firstName: 'Pat', lastName: 'Doe', address: '1 Main St', city: 'Indianapolis', state: 'IN', zip, country: 'US' });

  const addCard = async (customerProfileId: string, card: Parameters<typeof tokenize>[0] = { cardNumber: '4111111111111111' }, zip?: string) =>
    call('createCustomerPaymentProfileRequest', {
      customerProfileId,
      paymentProfile: { billTo: billTo(zip), payment: { opaqueData: await tokenize(card) }, defaultPaymentProfile: true },
      validationMode: 'liveMode',
    });

  const charge = (customerProfileId: string, paymentProfileId: string, amount: string, invoiceNumber: string, window = '600') =>
    call('createTransactionRequest', {
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount,
        profile: { customerProfileId, paymentProfile: { paymentProfileId } },
        order: { invoiceNumber, description: 'Vial storage' },
        transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: window }] },
      },
    });

  return { sim, post, parse, call, tokenize, newCustomer, addCard, charge, billTo, advance: (ms: number) => void (now += ms) };
}
