import { describe, expect, it } from 'vitest';
import { admission, CLOCK_MARGIN_MS, ended, endingOne, isCurrent, MAX_ADMITTED, mayBeAdmitted } from './session-epoch';

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
    for (const issuedAt of [second - 1, second, second + 1]) expect(isCurrent(member, token(issuedAt)), `issued at ${issuedAt - second} s`).toBe(false);
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

  describe('signing out one session', () => {
    const now = endedAt + 3600_000;
    const session = (tokenId: string, issuedAt: number, expiresAt = issuedAt + 12 * 3600) => ({ tokenId, issuedAt, expiresAt });

    it('moves the epoch to the token signed out and admits the current sessions issued before it', () => {
      const earlier = session('earlier', second + 10);
      const mine = session('mine', second + 100);
      const later = session('later', second + 200);
      const fields = endingOne({ sessionsEndedAt: endedAt }, [earlier, mine, later], mine, now);
      expect(fields).toEqual({ sessionsEndedAt: (second + 100) * 1000, sessionsAdmitted: ['earlier'] });
      expect([earlier, mine, later].map((s) => isCurrent(fields, s))).toEqual([true, false, true]);
      // A sign-in under way is issued after the token signed out: current by its issue time alone.
      expect(isCurrent(fields, token(Math.floor(now / 1000), 'signing-in'))).toBe(true);
    });

    it('admits a session of the same second or the margin after it, not one refused before', () => {
      const member = { sessionsEndedAt: endedAt, sessionsAdmitted: ['admitted'] };
      const sessions = [
        session('refused', second - 100),
        session('admitted', second),
        session('same-second', second + 50),
        session('expired', second + 5, Math.floor(now / 1000) - 1),
      ];
      expect(endingOne(member, sessions, token(second + 50, 'mine'), now).sessionsAdmitted).toEqual(['same-second', 'admitted']);
    });

    it('keeps the newest sessions up to the most it admits', () => {
      const sessions = Array.from({ length: MAX_ADMITTED + 5 }, (_, i) => session(`s${i}`, second + 10 + i));
      const { sessionsAdmitted } = endingOne({ sessionsEndedAt: endedAt }, sessions, token(second + 1000, 'mine'), now);
      expect(sessionsAdmitted).toHaveLength(MAX_ADMITTED);
      expect(sessionsAdmitted[0]).toBe(`s${MAX_ADMITTED + 4}`);
      expect(sessionsAdmitted).not.toContain('s4');
    });

    it('moves the epoch past the previous one, for a token admitted against it', () => {
      const member = { sessionsEndedAt: endedAt, sessionsAdmitted: ['mine'] };
      const fields = endingOne(member, [session('mine', second)], token(second, 'mine'), now);
      expect(fields).toEqual({ sessionsEndedAt: endedAt + 1, sessionsAdmitted: [] });
      expect(isCurrent(fields, token(second, 'mine'))).toBe(false);
    });
  });
});
