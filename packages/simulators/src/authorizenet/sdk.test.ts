import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_PATH } from './app';
import { startAuthorizeNetSimulator, type RunningAuthorizeNetSimulator } from './server';
import { TEST_MERCHANT } from './test-client';

/**
 * The simulator's schema against requests built by Authorize.net's official Node SDK (a
 * devDependency; its classes follow the gateway's XSD): each must pass the simulator's element
 * checks, the SDK's clientId included, as it passes the gateway's.
 */
type Sdk = {
  APIContracts: Record<string, new (elements?: unknown) => { getJSON(): object }>;
  APIControllers: Record<
    string,
    new (request: object) => { setEnvironment(url: string): void; execute(done: () => void): void; getResponse(): unknown; getError(): unknown }
  >;
};
const { APIContracts, APIControllers } = createRequire(import.meta.url)('authorizenet') as Sdk;

let sim: RunningAuthorizeNetSimulator;
beforeAll(async () => {
  sim = await startAuthorizeNetSimulator({ port: 0, ...TEST_MERCHANT });
});
afterAll(() => sim.close());

const merchantAuthentication = { name: TEST_MERCHANT.apiLoginId, transactionKey: TEST_MERCHANT.transactionKey };

/** Posts the SDK's request with the SDK's own controller, and answers the gateway's messages. */
async function viaSdk(method: string, elements: object): Promise<{ resultCode: string; message: { code: string; text: string }[] }> {
  const name = method.charAt(0).toUpperCase() + method.slice(1);
  // As the SDK's samples build it (setters on an empty request), clientId has its place after
  // merchantAuthentication; the controller then writes the SDK's own id into it.
  const request = new APIContracts[name]!({ merchantAuthentication, clientId: 'set-by-the-sdk', ...elements }).getJSON();
  const controller = new APIControllers[name.replace(/Request$/, 'Controller')]!(request);
  controller.setEnvironment(`${sim.url}${REQUEST_PATH}`);
  await new Promise<void>((done, fail) => {
    controller.execute(done);
    // The SDK reports a transport error only through getError, never by calling back.
    const poll = setInterval(() => {
      if (controller.getError()) {
        clearInterval(poll);
        fail(controller.getError());
      }
    }, 20);
    setTimeout(() => clearInterval(poll), 5000);
  });
  const raw = controller.getResponse();
  const body = (typeof raw === 'string' ? JSON.parse(raw.replace(/^\uFEFF/, '')) : raw) as {
    messages: { resultCode: string; message: { code: string; text: string }[] };
  };
  return body.messages;
}

describe("the Authorize.net simulator takes the official SDK's transaction report requests", () => {
  it('getSettledBatchListRequest, getTransactionListRequest, getUnsettledTransactionListRequest, getTransactionDetailsRequest', async () => {
    const ok = (messages: { resultCode: string; message: { code: string }[] }) =>
      expect(messages.message[0]!.code, JSON.stringify(messages)).toMatch(/^I0000[14]$/);
    ok(
      await viaSdk('getSettledBatchListRequest', {
        includeStatistics: true,
        firstSettlementDate: '2026-03-01T00:00:00Z',
        lastSettlementDate: '2026-03-20T00:00:00Z',
      }),
    );
    ok(
      await viaSdk('getTransactionListRequest', {
        batchId: '1000001',
        sorting: { orderBy: 'submitTimeUTC', orderDescending: false },
        paging: { limit: 100, offset: 1 },
      }),
    );
    ok(
      await viaSdk('getUnsettledTransactionListRequest', {
        status: 'pendingApproval',
        sorting: { orderBy: 'id', orderDescending: true },
        paging: { limit: 10, offset: 1 },
      }),
    );
    // No such transaction, but the request itself passed the schema and the credentials.
    expect((await viaSdk('getTransactionDetailsRequest', { transId: '1' })).message[0]!.code).toBe('E00040');
  });
});
