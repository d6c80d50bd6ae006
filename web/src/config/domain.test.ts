import { describe, expect, it } from 'vitest';
import { detectDomainIdentifier } from './domain';

describe('detectDomainIdentifier', () => {
  it('prefers the meta tag the server fills per host', () => {
    expect(detectDomainIdentifier({ meta: 'globex', build: 'acme', hostname: 'initech.localhost' })).toBe('globex');
  });

  it('uses the build setting when the meta tag is empty', () => {
    expect(detectDomainIdentifier({ meta: '', build: 'acme', hostname: 'portal.example.com' })).toBe('acme');
    expect(detectDomainIdentifier({ meta: '   ', build: 'acme', hostname: 'portal.example.com' })).toBe('acme');
    expect(detectDomainIdentifier({ meta: null, build: 'acme', hostname: 'portal.example.com' })).toBe('acme');
  });

  it('falls back to the first label of the host name', () => {
    expect(detectDomainIdentifier({ meta: undefined, build: undefined, hostname: 'acme.localhost' })).toBe('acme');
    expect(detectDomainIdentifier({ meta: '', build: '', hostname: 'Globex.Example.com' })).toBe('globex');
  });
});
