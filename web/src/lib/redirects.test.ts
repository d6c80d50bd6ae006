import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginRedirectFor, safeRedirect } from './redirects';

describe('safeRedirect', () => {
  it('keeps paths inside the portal, with their query', () => {
    expect(safeRedirect('/password')).toBe('/password');
    expect(safeRedirect('/lab/4?tab=1')).toBe('/lab/4?tab=1');
  });

  it('drops anything that could leave the site', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'dashboard', '', null, undefined])
      expect(safeRedirect(target)).toBeNull();
  });
});

describe('loginRedirectFor', () => {
  it('sends an unauthenticated visit to the login page remembering the path and query', () => {
    expect(loginRedirectFor(new URL('http://acme.localhost/password?x=1'))).toBe('/?redirect=%2Fpassword%3Fx%3D1');
  });
});

describe('afterLoginPath', () => {
  it('goes to the stored marker, else to the dashboard', () => {
    expect(afterLoginPath('/password')).toBe('/password');
    expect(afterLoginPath(null)).toBe('/dashboard');
    expect(afterLoginPath('//evil.example')).toBe('/dashboard');
  });
});
