import { describe, expect, it } from 'vitest';
import { admission, CLOCK_MARGIN_MS, ended, isCurrent, mayBeAdmitted } from './session-epoch';

// 12:00:00.400 of some day: the epoch falls inside a second, as it does in practice.
const endedAt = 1_800_000_000_400;
const second = Math.floor(endedAt / 1000);
const token = (issuedAt: number, tokenId = 'jti-1') => ({ issuedAt, tokenId });

describe('session epochs', () => {
  it('takes every token while the sessions never ended', () => {
    expect(isCurrent({}, token(1))).toBe(true);
  });

  it("refuses a token of the epoch's own second, or of the margin after it, unless its sign-in admitted it", () => {
    const member = { sessionsEndedAt: endedAt, sessionsAdmitted: ['jti-after'] };
    for (const issuedAt of [second - 1, second, second + 1])
      expect(isCurrent(member, token(issuedAt)), `issued at ${issuedAt - second} s`).toBe(false);
    expect(isCurrent(member, token(second, 'jti-after'))).toBe(true);
    expect(mayBeAdmitted(member, token(second))).toBe(true);
  });

  it('takes a token whose second begins the margin or more after the epoch', () => {
    const clearly = Math.ceil((endedAt + CLOCK_MARGIN_MS) / 1000);
    expect(isCurrent({ sessionsEndedAt: endedAt }, token(clearly))).toBe(true);
    expect(isCurrent({ sessionsEndedAt: endedAt }, token(clearly - 1))).toBe(false);
    expect(mayBeAdmitted({ sessionsEndedAt: endedAt }, token(clearly))).toBe(false);
  });

  it('still honours an epoch kept in whole seconds', () => {
    expect(isCurrent({ sessionsValidFrom: second }, token(second - 1))).toBe(false);
    expect(isCurrent({ sessionsValidFrom: second }, token(second))).toBe(true);
  });

  it('has a sign-in admit its token only when its issue time cannot show that it follows the epoch read', () => {
    expect(admission({}, undefined)).toEqual({ endedAt: undefined });
    expect(admission({ sessionsEndedAt: endedAt }, token(second, 'jti-2'))).toEqual({ endedAt, admit: 'jti-2' });
    expect(admission({ sessionsEndedAt: endedAt }, token(second + 5, 'jti-3'))).toEqual({ endedAt });
  });

  it('ends the sessions now and forgets the tokens admitted against the previous epoch', () => {
    expect(ended(endedAt)).toEqual({ sessionsEndedAt: endedAt, sessionsAdmitted: undefined });
  });
});
