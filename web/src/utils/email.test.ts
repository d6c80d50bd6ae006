import { describe, expect, it } from 'vitest';
import { firstAddress } from './email';

describe('firstAddress', () => {
  it('takes the first address of a comma-separated list', () => {
    expect(firstAddress('help@acme.test, ops@acme.test')).toBe('help@acme.test');
    expect(firstAddress('  help@acme.test  ')).toBe('help@acme.test');
  });

  it('is undefined when there is no address', () => {
    expect(firstAddress('')).toBeUndefined();
    expect(firstAddress(' , ops@acme.test')).toBeUndefined();
    expect(firstAddress(null)).toBeUndefined();
  });
});
