import { COOKIE_DAYS } from '../config/constants';

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, days?: number): void;
  remove(name: string): void;
}

interface CookieDocument {
  cookie: string;
}

/** The `Set-Cookie`-style string for one site-wide cookie; a non-positive lifetime deletes it. */
export function serializeCookie(name: string, value: string, days: number, secure: boolean): string {
  const maxAge = Math.max(0, Math.round(days * 86_400));
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (decodeURIComponent(pair.slice(0, at).trim()) === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return null;
}

export function createCookieJar(doc: () => CookieDocument, secure: () => boolean): CookieJar {
  return {
    get: (name) => readCookie(doc().cookie, name),
    set: (name, value, days = COOKIE_DAYS) => {
      doc().cookie = serializeCookie(name, value, days, secure());
    },
    remove: (name) => {
      doc().cookie = serializeCookie(name, '', 0, secure());
    },
  };
}
