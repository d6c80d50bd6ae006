import type { MemberView } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goBack, hcAccess, startActing, type ActingAsDeps } from './acting-as';
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

const staff = { id: 9, email: 'staff@acme.test', company: '', membership: [{ id: 9, name: 'HC Staff' }], tags: [] } as unknown as MemberView;
const center = {
  id: 4,
  email: 'hc@acme.test',
  company: 'Acme Harvest Center',
  membership: [{ id: 4, name: 'Harvest Center' }],
  tags: [],
} as unknown as MemberView;

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
    if (method === 'GET' && path === 'users/4/') return { status: 200, body: center };
    if (method === 'GET' && path === 'users/9/') return { status: 200, body: staff };
    if (method === 'POST' && path === 'users/login-as-user/') return { status: 200, body: { success: true, message: 'ok' } };
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
  session.signIn('staff-token', staff);
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

describe('entering a harvest center', () => {
  it('tells the API (which records it), sets the staff access cookies, then stores the center read as that center', async () => {
    await startActing(deps, hcAccess, 9, 4);
    expect(sent).toEqual([
      { method: 'POST', path: 'users/login-as-user/', actingAs: undefined },
      { method: 'GET', path: 'users/4/', actingAs: '4' },
    ]);
    expect(cookies()).toEqual({ hc_staff_access: '9', acting_as: '4' });
    expect(session.getUser()).toEqual(center);
    expect(session.getToken()).toBe('staff-token');
    expect(session.getImpersonation()).toEqual({ superAdmin: false, adminId: null, hcStaffAccess: '9' });
  });

  it('changes nothing when the API refuses the center', async () => {
    handler = answers({ 'POST users/login-as-user/': { status: 400 } });
    await expect(startActing(deps, hcAccess, 9, 4)).rejects.toMatchObject({ status: 400 });
    expect(sent).toHaveLength(1);
    expect(cookies()).toEqual({});
    expect(session.getUser()).toEqual(staff);
  });

  it('clears the cookies again when the center cannot be read', async () => {
    handler = answers({ 'GET users/4/': { status: 500 } });
    await expect(startActing(deps, hcAccess, 9, 4)).rejects.toMatchObject({ status: 500 });
    expect(cookies()).toEqual({});
    expect(session.getUser()).toEqual(staff);
  });

  it('clears the cookies when the API refuses the center, which ends the session', async () => {
    handler = answers({ 'GET users/4/': { status: 403 } });
    await expect(startActing(deps, hcAccess, 9, 4)).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(cookies()).toEqual({});
  });
});

describe('going back to the staff account', () => {
  beforeEach(async () => {
    await startActing(deps, hcAccess, 9, 4);
    sent = [];
  });

  it('tells the API, reads the staff member without acting, clears the cookies and stores the staff member', async () => {
    await goBack(deps, hcAccess, 9);
    expect(sent).toEqual([
      { method: 'POST', path: 'users/login-as-user/', actingAs: '4' },
      { method: 'GET', path: 'users/9/', actingAs: undefined },
    ]);
    expect(cookies()).toEqual({});
    expect(session.getUser()).toEqual(staff);
    expect(session.getToken()).toBe('staff-token');
  });

  it('stays in the center when the staff member cannot be read', async () => {
    handler = answers({ 'GET users/9/': { status: 502 } });
    await expect(goBack(deps, hcAccess, 9)).rejects.toMatchObject({ status: 502 });
    expect(cookies()).toEqual({ hc_staff_access: '9', acting_as: '4' });
    expect(session.getUser()).toEqual(center);
  });

  it('drops the cookies when a 403 ends the session, so the next sign-in is not inside the center', async () => {
    handler = answers({ 'GET users/9/': { status: 403 } });
    await expect(goBack(deps, hcAccess, 9)).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(cookies()).toEqual({});
  });
});
