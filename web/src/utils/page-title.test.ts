import { describe, expect, it } from 'vitest';
import { formatTitle, routeTitle } from './page-title';

describe('formatTitle', () => {
  it('joins the route title and the domain name with a dash', () => {
    expect(formatTitle('Dashboard', 'Acme Bio')).toBe('Dashboard - Acme Bio');
  });

  it('is only the domain name when the route has no title', () => {
    expect(formatTitle(undefined, 'Acme Bio')).toBe('Acme Bio');
    expect(formatTitle('  ', 'Acme Bio')).toBe('Acme Bio');
  });

  it('falls back to the route title while the domain is unknown', () => {
    expect(formatTitle('Member Login', undefined)).toBe('Member Login');
    expect(formatTitle(undefined, undefined)).toBe('');
  });
});

describe('routeTitle', () => {
  it('takes the deepest matched route that has a title', () => {
    const matches = [{ handle: undefined }, { handle: { title: 'Outer' } }, { handle: { title: 'Change Password' } }, { handle: {} }];
    expect(routeTitle(matches)).toBe('Change Password');
  });

  it('is undefined when no route has a title', () => {
    expect(routeTitle([{ handle: undefined }, { handle: { title: 3 } }])).toBeUndefined();
  });
});
