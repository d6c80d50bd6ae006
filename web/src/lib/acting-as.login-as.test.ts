import type { MemberView } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goBack, loginAs, startActing, type ActingAsDeps } from './acting-as';
import { createApiClient } from './api-client';
import { createCookieJar } from './cookies';
import { createSession } from './session';

/** A document whose `cookie` property keeps name=value pairs and deletes on a zero Max-Age. */
class CookieDocument {
  readonly jar = new Map<string, string>();
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) this.jar.delete(pair.slice(0, at));
    else this.jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const admin = { id: 7, email: 'admin@acme.test', membership: [{ id: 7, name: 'Admin' }], tags: [] } as unknown as MemberView;
const patient = { id: 42, email: 'pat@acme.test', membership: [{ id: 2, name: 'General Member' }], tags: [] } as unknown as MemberView;

type Handler = (method: string, path: string) => { status: number; body: unknown };

let doc: CookieDocument;
let session: ReturnType<typeof createSession>;
let sent: { method: string; path: string; actingAs: string | undefined }[];
let handler: Handler;
let onForbidden: ReturnType<typeof vi.fn<() => void>>;
let deps: ActingAsDeps;

const answers =
  (overrides: Record<string, { status: number; body?: unknown }> = {}): Handler =>
  (method, path) => {
    const key = `${method} ${path}`;
    if (overrides[key]) return { body: { message: 'failed' }, ...overrides[key] };
    if (method === 'POST' && path === 'users/login-as-user/') return { status: 200, body: { success: true, message: 'ok' } };
    if (method === 'GET' && path === 'users/42/') return { status: 200, body: patient };
    if (method === 'GET' && path === 'users/7/') return { status: 200, body: admin };
    return { status: 404, body: { message: 'User not found.' } };
  };

beforeEach(() => {
  const store = new Map<string, string>();
  doc = new CookieDocument();
  session = createSession(
    { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    createCookieJar(
      () => doc,
      () => false,
    ),
  );
  session.signIn('admin-token', admin);
  sent = [];
  handler = answers();
  onForbidden = vi.fn<() => void>();
  const client = createApiClient({
    baseUrl: '/api/v1',
    domain: () => 'acme',
    token: session.getToken,
    actingAs: session.getActingAs,
    onForbidden,
    fetch: (async (url: string, init: RequestInit) => {
      const path = url.replace('/api/v1/', '');
      const headers = init.headers as Record<string, string>;
      sent.push({ method: init.method!, path, actingAs: headers['X-Acting-As'] });
      const { status, body } = handler(init.method!, path);
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch,
  });
  deps = { api: client, session };
});

const cookies = () => Object.fromEntries(doc.jar);

describe('login as', () => {
  it('asks the API, sets the admin cookies, then stores the member read as that member', async () => {
    await startActing(deps, loginAs, 7, 42);
    expect(sent).toEqual([
      { method: 'POST', path: 'users/login-as-user/', actingAs: undefined },
      { method: 'GET', path: 'users/42/', actingAs: '42' },
    ]);
    expect(cookies()).toEqual({ is_super_admin: '1', admin_id: '7', acting_as: '42' });
    expect(session.getUser()).toEqual(patient);
    expect(session.getToken()).toBe('admin-token');
  });

  it('sends the member id to login-as-user', async () => {
    const post = vi.spyOn(deps.api, 'post');
    await startActing(deps, loginAs, 7, 42);
    expect(post).toHaveBeenCalledWith('users/login-as-user/', { user_id: 42 });
  });

  it('changes nothing when the API refuses', async () => {
    handler = answers({ 'POST users/login-as-user/': { status: 400 } });
    await expect(startActing(deps, loginAs, 7, 42)).rejects.toMatchObject({ status: 400 });
    expect(cookies()).toEqual({});
    expect(session.getUser()).toEqual(admin);
  });

  it('clears the cookies again when the member cannot be read', async () => {
    handler = answers({ 'GET users/42/': { status: 500 } });
    await expect(startActing(deps, loginAs, 7, 42)).rejects.toMatchObject({ status: 500 });
    expect(cookies()).toEqual({});
    expect(session.getUser()).toEqual(admin);
  });
});

describe('go back as admin', () => {
  beforeEach(async () => {
    await startActing(deps, loginAs, 7, 42);
    sent = [];
  });

  it("tells the API with the admin's id, clears the cookies and stores the admin read as itself", async () => {
    const post = vi.spyOn(deps.api, 'post');
    await goBack(deps, loginAs, 7);
    expect(post).toHaveBeenCalledWith('users/login-as-user/', { user_id: 7 });
    expect(sent).toEqual([
      { method: 'POST', path: 'users/login-as-user/', actingAs: '42' },
      { method: 'GET', path: 'users/7/', actingAs: undefined },
    ]);
    expect(cookies()).toEqual({});
    expect(session.getUser()).toEqual(admin);
    expect(session.getToken()).toBe('admin-token');
  });

  it('keeps acting as the member when the call fails', async () => {
    handler = answers({ 'POST users/login-as-user/': { status: 500 } });
    await expect(goBack(deps, loginAs, 7)).rejects.toMatchObject({ status: 500 });
    expect(cookies()).toEqual({ is_super_admin: '1', admin_id: '7', acting_as: '42' });
    expect(session.getUser()).toEqual(patient);
  });

  it('keeps acting as the member when the admin cannot be read', async () => {
    handler = answers({ 'GET users/7/': { status: 502 } });
    await expect(goBack(deps, loginAs, 7)).rejects.toMatchObject({ status: 502 });
    expect(cookies()).toEqual({ is_super_admin: '1', admin_id: '7', acting_as: '42' });
    expect(session.getUser()).toEqual(patient);
  });

  it('drops the cookies when a 403 ends the session, so the next sign-in is not acting', async () => {
    handler = answers({ 'POST users/login-as-user/': { status: 403 } });
    await expect(goBack(deps, loginAs, 7)).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(cookies()).toEqual({});
  });
});
