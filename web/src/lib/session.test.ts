import type { DomainConfig, MemberView } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from './cookies';
import { cookieNames, createSession, storageKeys } from './session';

/** A document whose `cookie` property behaves like a browser's for name, value and Max-Age. */
class CookieDocument {
  readonly jar = new Map<string, string>();
  readonly written: string[] = [];
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    this.written.push(line);
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
    if (maxAge && Number(maxAge.split('=')[1]) <= 0) this.jar.delete(pair.slice(0, at));
    else this.jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const user = { id: 42, email: 'ann@acme.test', membership: [{ id: 2, name: 'General Member' }], tags: [1] } as unknown as MemberView;
const config = { domain: { id: 1, identifier: 'acme', name: 'Acme', url: 'https://acme.test' } } as DomainConfig;

let store: Map<string, string>;
let doc: CookieDocument;
let session: ReturnType<typeof createSession>;

beforeEach(() => {
  store = new Map();
  doc = new CookieDocument();
  session = createSession(
    {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    createCookieJar(
      () => doc,
      () => true,
    ),
  );
});

function fillEverything() {
  session.signIn('tok-1', user);
  session.setDomainConfig(config);
  session.setBuildVersion('v7');
  session.setRedirect('/password');
  session.setTemplateId('tpl-1');
  session.setDocumentId('doc-1');
  session.setSigningComplete(true);
  session.startLoginAs(1, 42);
  doc.cookie = `${cookieNames.hcStaffAccess}=9; Max-Age=604800; Path=/`;
}

describe('session', () => {
  it('stores the token and member at sign-in and reads the member back', () => {
    session.signIn('tok-1', user);
    expect(session.getToken()).toBe('tok-1');
    expect(session.getUser()).toEqual(user);
    expect(session.getUser()).toBe(session.getUser());
  });

  it('a new sign-in drops impersonation left over from an ended session', () => {
    session.startLoginAs(1, 42);
    session.clearAuth();
    session.signIn('tok-2', user);
    expect(session.getActingAs()).toBeNull();
    expect(session.getImpersonation()).toEqual({ superAdmin: false, adminId: null, hcStaffAccess: null });
  });

  it('logout clears token, user, redirect, template, document, signing marker and every impersonation cookie', () => {
    fillEverything();
    session.clearAll();
    for (const key of [storageKeys.token, storageKeys.user, storageKeys.redirect, storageKeys.templateId, storageKeys.documentId, storageKeys.signingComplete])
      expect(store.has(key), key).toBe(false);
    expect(doc.jar.size).toBe(0);
    expect(session.getActingAs()).toBeNull();
  });

  it('logout keeps the domain configuration and build version', () => {
    fillEverything();
    session.clearAll();
    expect(session.getDomainConfig()).toEqual(config);
    expect(session.getBuildVersion()).toBe('v7');
  });

  it('a 403 clears only the token and the member', () => {
    fillEverything();
    session.clearAuth();
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(session.getRedirect()).toBe('/password');
    expect(session.getImpersonation()).toEqual({ superAdmin: true, adminId: '1', hcStaffAccess: '9' });
  });

  it('impersonation cookies last 7 days across the whole site', () => {
    session.startLoginAs(1, 42);
    expect(doc.written).toContain('admin_id=1; Max-Age=604800; Path=/; SameSite=Lax; Secure');
    expect(session.getActingAs()).toBe('42');
  });

  it('login-as sets the super-admin flag, the admin id and the member; clearing removes them', () => {
    session.startLoginAs(7, 42);
    expect(Object.fromEntries(doc.jar)).toEqual({ is_super_admin: '1', admin_id: '7', acting_as: '42' });
    expect(session.getImpersonation()).toEqual({ superAdmin: true, adminId: '7', hcStaffAccess: null });
    session.clearImpersonation();
    expect(doc.jar.size).toBe(0);
    expect(session.getImpersonation()).toEqual({ superAdmin: false, adminId: null, hcStaffAccess: null });
    expect(session.getActingAs()).toBeNull();
  });

  it('reads a super-admin flag written as true as set', () => {
    doc.cookie = `${cookieNames.superAdmin}=true; Max-Age=604800; Path=/`;
    expect(session.getImpersonation().superAdmin).toBe(true);
    doc.cookie = `${cookieNames.superAdmin}=0; Max-Age=604800; Path=/`;
    expect(session.getImpersonation().superAdmin).toBe(false);
  });

  it('takeRedirect returns the marker once', () => {
    session.setRedirect('/password');
    expect(session.takeRedirect()).toBe('/password');
    expect(session.takeRedirect()).toBeNull();
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.signIn('tok-1', user);
    session.clearAll();
    unsubscribe();
    session.signIn('tok-2', user);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stored member as no member', () => {
    store.set(storageKeys.user, '{not json');
    expect(session.getUser()).toBeNull();
  });
});
