import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE, type ApiClientConfig } from './api-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(respond: () => Response | Promise<Response>, overrides: Partial<ApiClientConfig> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => respond());
  const onForbidden = vi.fn();
  const api = createApiClient({
    baseUrl: '/api/v1/',
    domain: () => 'acme',
    token: () => 'tok-1',
    actingAs: () => null,
    onForbidden,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url, init, headers: init.headers as Record<string, string> };
  };
  return { api, fetch, onForbidden, sent };
}

describe('api client', () => {
  it('sends the domain and token headers to the API base', async () => {
    const { api, sent } = client(() => json(200, { ok: true }));
    await expect(api.get('users/42/')).resolves.toEqual({ ok: true });
    expect(sent().url).toBe('/api/v1/users/42/');
    expect(sent().headers).toMatchObject({ Domain: 'acme', Authorization: 'token tok-1' });
    expect(sent().headers).not.toHaveProperty('X-Acting-As');
  });

  it('sends the acting-as member with authenticated calls only', async () => {
    const acting = client(() => json(200, {}), { actingAs: () => '77' });
    await acting.api.post('users/change-password/', { a: 1 });
    expect(acting.sent().headers).toMatchObject({ 'X-Acting-As': '77', 'Content-Type': 'application/json' });
    expect(acting.sent().init.body).toBe('{"a":1}');

    const open = client(() => json(200, {}), { actingAs: () => '77' });
    await open.api.post('auth/login/', {}, { auth: false });
    expect(open.sent().headers).toEqual(expect.not.objectContaining({ Authorization: expect.anything() }));
    expect(open.sent().headers).not.toHaveProperty('X-Acting-As');
    expect(open.sent().headers.Domain).toBe('acme');
  });

  it('leaves the acting-as header out of a call made with acting: false, keeping the token', async () => {
    const own = client(() => json(200, {}), { actingAs: () => '77' });
    await own.api.get('users/7/', { acting: false });
    expect(own.sent().headers).toMatchObject({ Authorization: 'token tok-1' });
    expect(own.sent().headers).not.toHaveProperty('X-Acting-As');
  });

  it('throws an ApiError with the status and the server message', async () => {
    const { api } = client(() => json(400, { message: 'email: Enter a valid e-mail address', code: 'invalid', issues: [{ path: 'email', message: 'x' }] }));
    const error = await api.post('users/reset-password/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'email: Enter a valid e-mail address', code: 'invalid', issues: [{ path: 'email', message: 'x' }] });
  });

  it('ends the session on a 403 to an authenticated call', async () => {
    const { api, onForbidden } = client(() => json(403, { message: 'Invalid token.', code: 'forbidden' }));
    await expect(api.get('users/42/')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('leaves the session alone when the login call fails', async () => {
    for (const status of [401, 403, 429]) {
      const { api, onForbidden } = client(() => json(status, { message: 'Too many attempts', code: 'too_many' }));
      await expect(api.post('auth/login/', {}, { auth: false })).rejects.toMatchObject({ status, message: 'Too many attempts' });
      expect(onForbidden).not.toHaveBeenCalled();
    }
  });

  it('names the status when the body is not JSON', async () => {
    const { api } = client(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('memberships/')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('reports an unreachable server as status 0', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('memberships/')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
