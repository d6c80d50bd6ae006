import { IDLE_SIGN_OUT_DEFAULT_MINUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_MINUTES, idleMinutes } from './domains';

describe('idle sign-out of a domain that has not set one', () => {
  it('is the default the SPA and White Label Settings show', () => {
    expect(DEFAULT_IDLE_MINUTES).toBe(IDLE_SIGN_OUT_DEFAULT_MINUTES);
    expect(idleMinutes({})).toBe(IDLE_SIGN_OUT_DEFAULT_MINUTES);
    expect(idleMinutes({ idleSignOutMinutes: 30 })).toBe(30);
  });
});
