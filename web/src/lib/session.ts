import type { DomainConfig, MemberView } from '@portal/contracts';
import { createCookieJar, type CookieJar } from './cookies';

/** localStorage keys of the session (spec §3). */
export const storageKeys = {
  token: 'token',
  user: 'user',
  domainConfig: 'domain_config',
  buildVersion: 'build_version',
  redirect: 'redirect',
  templateId: 'template_id',
  documentId: 'document_id',
  signingComplete: 'signing_complete',
  /** When the member last typed, clicked, scrolled or touched in any tab (epoch ms): idle sign-out's clock. */
  lastActivity: 'last_activity',
  /** Why the last session ended, for the login page to say once. */
  signedOutReason: 'signed_out_reason',
  /** This browser's own random id, kept across sessions: what tells the server a sign-in comes from a browser it knows. */
  deviceId: 'device_id',
} as const;

/** Impersonation cookies (spec §4): login-as keeps the admin's token and remembers the admin. */
export const cookieNames = {
  superAdmin: 'is_super_admin',
  adminId: 'admin_id',
  hcStaffAccess: 'hc_staff_access',
  actingAs: 'acting_as',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What login-as writes to the super-admin cookie (spec §4); `true` is read as set too. */
const SUPER_ADMIN_FLAG = '1';
const isFlagSet = (value: string | null) => value === SUPER_ADMIN_FLAG || value === 'true';

const clearedOnLogout = [
  storageKeys.token,
  storageKeys.user,
  storageKeys.redirect,
  storageKeys.templateId,
  storageKeys.documentId,
  storageKeys.signingComplete,
];

function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * The client-side session over a key-value store and a cookie jar. Reads are cached per raw value
 * so React can subscribe to them; every write notifies subscribers.
 */
export function createSession(store: KeyValueStore, cookies: CookieJar) {
  const listeners = new Set<() => void>();
  const parsed = new Map<string, { raw: string | null; value: unknown }>();
  const notify = () => listeners.forEach((listener) => listener());

  const read = <T>(key: string): T | null => {
    const raw = store.getItem(key);
    const cached = parsed.get(key);
    if (cached && cached.raw === raw) return cached.value as T | null;
    const value = parseJson<T>(raw);
    parsed.set(key, { raw, value });
    return value;
  };
  const write = (key: string, value: unknown) => {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    notify();
  };
  const text = (key: string) => store.getItem(key);

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Lets other tabs' writes reach this tab's subscribers. */
    notify,

    getToken: () => text(storageKeys.token),
    getUser: () => read<MemberView>(storageKeys.user),
    setUser: (user: MemberView) => write(storageKeys.user, user),
    /** A new sign-in starts as the member itself: impersonation left from an ended session is dropped. */
    signIn(token: string, user: MemberView) {
      Object.values(cookieNames).forEach((name) => cookies.remove(name));
      store.removeItem(storageKeys.signedOutReason);
      store.setItem(storageKeys.token, token);
      write(storageKeys.user, user);
    },

    getDomainConfig: () => read<DomainConfig>(storageKeys.domainConfig),
    setDomainConfig: (config: DomainConfig) => write(storageKeys.domainConfig, config),
    getBuildVersion: () => text(storageKeys.buildVersion),
    setBuildVersion: (version: string) => write(storageKeys.buildVersion, version),

    getRedirect: () => text(storageKeys.redirect),
    setRedirect: (path: string) => write(storageKeys.redirect, path),
    /** Returns the redirect marker and clears it. */
    takeRedirect() {
      const path = text(storageKeys.redirect);
      if (path !== null) write(storageKeys.redirect, null);
      return path;
    },

    /** The last activity of the member in any tab of this browser (epoch ms), or null before any. */
    getLastActivity: () => {
      const at = Number(text(storageKeys.lastActivity));
      return Number.isFinite(at) && at > 0 ? at : null;
    },
    /** Not notified: activity is read by idle sign-out's own clock, not rendered. */
    setLastActivity: (at: number) => store.setItem(storageKeys.lastActivity, String(at)),
    /** This browser's id, made on first use and kept after logout. */
    getDeviceId() {
      const kept = text(storageKeys.deviceId);
      if (kept && /^[0-9a-f-]{36}$/i.test(kept)) return kept;
      const made = crypto.randomUUID();
      store.setItem(storageKeys.deviceId, made);
      return made;
    },
    setSignedOutReason: (reason: string) => store.setItem(storageKeys.signedOutReason, reason),
    /** Why the last session ended: every tab's login page says it, until the next sign-in forgets it. */
    getSignedOutReason: () => text(storageKeys.signedOutReason),

    getTemplateId: () => text(storageKeys.templateId),
    setTemplateId: (id: string | null) => write(storageKeys.templateId, id),
    getDocumentId: () => text(storageKeys.documentId),
    setDocumentId: (id: string | null) => write(storageKeys.documentId, id),
    isSigningComplete: () => text(storageKeys.signingComplete) === 'true',
    setSigningComplete: (done: boolean) => write(storageKeys.signingComplete, done ? 'true' : null),

    /** The member the signed-in admin or HC staff is acting as, sent as `X-Acting-As`. */
    getActingAs: () => cookies.get(cookieNames.actingAs),
    getImpersonation: () => ({
      superAdmin: isFlagSet(cookies.get(cookieNames.superAdmin)),
      adminId: cookies.get(cookieNames.adminId),
      hcStaffAccess: cookies.get(cookieNames.hcStaffAccess),
    }),
    /** Admin login-as: remembers the admin and acts as the member until cleared. */
    startLoginAs(adminId: number, memberId: number) {
      cookies.set(cookieNames.superAdmin, SUPER_ADMIN_FLAG);
      cookies.set(cookieNames.adminId, String(adminId));
      cookies.set(cookieNames.actingAs, String(memberId));
      notify();
    },
    /** HC staff entering one of its harvest centers. */
    startHcStaffAccess(staffId: number, harvestCenterId: number) {
      cookies.set(cookieNames.hcStaffAccess, String(staffId));
      cookies.set(cookieNames.actingAs, String(harvestCenterId));
      notify();
    },
    clearImpersonation() {
      Object.values(cookieNames).forEach((name) => cookies.remove(name));
      notify();
    },

    /** What a 403 does: the session is no longer valid. */
    clearAuth() {
      store.removeItem(storageKeys.token);
      store.removeItem(storageKeys.user);
      notify();
    },
    /** What logout does (spec §4); the domain configuration and build version stay. */
    clearAll() {
      clearedOnLogout.forEach((key) => store.removeItem(key));
      Object.values(cookieNames).forEach((name) => cookies.remove(name));
      notify();
    },
  };
}

export type Session = ReturnType<typeof createSession>;

/** localStorage, or page memory when the browser refuses storage (private modes, quotas). */
function browserStore(): KeyValueStore {
  const memory = new Map<string, string>();
  const attempt = <T>(withStorage: (storage: Storage) => T, fallback: () => T): T => {
    try {
      return withStorage(window.localStorage);
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void memory.delete(key),
      ),
  };
}

export const session = createSession(
  browserStore(),
  createCookieJar(
    () => document,
    () => window.location.protocol === 'https:',
  ),
);
