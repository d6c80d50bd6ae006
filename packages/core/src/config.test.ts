import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

const base = { TABLE_NAME: 't', AUDIT_TABLE_NAME: 'a', BUCKET_NAME: 'b', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c' };
const gateway = { AUTHORIZENET_API_LOGIN_ID: 'login', AUTHORIZENET_TRANSACTION_KEY: 'secret', AUTHORIZENET_CLIENT_KEY: 'public' };

describe('payments configuration', () => {
  it('uses the production gateway and its Accept.js unless a base URL is set', () => {
    expect(configFromEnv({ ...base, ...gateway }).payments).toEqual({
      baseUrl: 'https://api.authorize.net',
      apiLoginId: 'login',
      transactionKey: 'secret',
      clientKey: 'public',
      requestUrl: 'https://api.authorize.net/xml/v1/request.api',
      acceptJsUrl: 'https://js.authorize.net/v1/Accept.js',
    });
    expect(configFromEnv({ ...base, ...gateway, AUTHORIZENET_BASE_URL: 'https://apitest.authorize.net' }).payments).toMatchObject({
      requestUrl: 'https://apitest.authorize.net/xml/v1/request.api',
      acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js',
    });
  });

  it('sends the browser to the simulator itself locally', () => {
    const { payments } = configFromEnv({ ...base, ...gateway, AUTHORIZENET_BASE_URL: 'http://127.0.0.1:8007' });
    expect(payments).toMatchObject({ requestUrl: 'http://127.0.0.1:8007/xml/v1/request.api', acceptJsUrl: undefined });
  });

  it('is off unless all three credentials are set', () => {
    for (const missing of Object.keys(gateway)) expect(configFromEnv({ ...base, ...gateway, [missing]: '' }).payments).toBeUndefined();
  });
});
