import { describe, expect, it } from 'vitest';
import { domainOfHost } from './local-server';

describe('domainOfHost', () => {
  it('reads the domain from a localhost subdomain, with or without a port', () => {
    expect(domainOfHost('acme.localhost:3000', 'x')).toBe('acme');
    expect(domainOfHost('Beta.LocalHost', 'x')).toBe('beta');
  });

  it('falls back to the default on plain localhost and other hosts', () => {
    expect(domainOfHost('localhost:3000', 'acme')).toBe('acme');
    expect(domainOfHost('127.0.0.1:3000', 'acme')).toBe('acme');
    expect(domainOfHost(undefined, 'acme')).toBe('acme');
  });
});
