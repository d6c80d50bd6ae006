import { idleSignedOut } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { session } from '../../../lib/session';
import { keepAlive } from '../api/sign-out';
import { useSignOut } from './use-sign-out';

/** What counts as the member being at work: any of these in any tab. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** The warning comes this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;
/** How often the clock is read. */
const TICK_MS = 1_000;
/** Activity is written to storage at most this often (other tabs read it). */
const MARK_EVERY_MS = 5_000;
/**
 * While the member is at work without calling the API, the server is told so this often: it signs
 * out a token unused for the idle time (API live-sessions), counting calls, not clicks.
 */
const KEEP_ALIVE_EVERY_MS = 60_000;

/** Where idle sign-out stands: nothing to say, or the seconds left before it, while it warns. */
export interface IdleState {
  secondsLeft: number | null;
  /** "Stay signed in": counts as activity now. */
  stay: () => void;
}

/**
 * Idle sign-out (the domain's minutes without activity): the member's activity in any tab of this
 * browser is one clock, kept in storage; a minute before the limit the shell warns (secondsLeft),
 * and at the limit the session is signed out, on the server too, and the login page says why.
 * While the warning shows only "Stay signed in" (or activity in another tab) keeps the session.
 */
export function useIdleSignOut(minutes: number): IdleState {
  const signOut = useSignOut();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warning = useRef(false);
  const lastMark = useRef(0);
  const activeSinceKeepAlive = useRef(false);
  const lastKeepAlive = useRef(Date.now());
  const signingOut = useRef(false);

  const mark = (force = false) => {
    if (warning.current && !force) return;
    const now = Date.now();
    activeSinceKeepAlive.current = true;
    if (force || now - lastMark.current >= MARK_EVERY_MS) {
      lastMark.current = now;
      session.setLastActivity(now);
    }
  };

  useEffect(() => {
    const limit = minutes * 60_000;
    // Signing in is activity: a clock left by an earlier session starts again.
    if ((session.getLastActivity() ?? 0) < Date.now() - limit) session.setLastActivity(Date.now());
    const onActivity = () => mark();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true, capture: true }));
    const tick = () => {
      const now = Date.now();
      const idle = now - (session.getLastActivity() ?? now);
      if (idle >= limit) {
        if (signingOut.current) return;
        signingOut.current = true;
        session.setSignedOutReason(idleSignedOut(minutes));
        void signOut();
        return;
      }
      const warn = idle >= limit - IDLE_WARNING_MS;
      warning.current = warn;
      setSecondsLeft(warn ? Math.max(1, Math.ceil((limit - idle) / 1000)) : null);
      if (!warn && activeSinceKeepAlive.current && now - lastKeepAlive.current >= KEEP_ALIVE_EVERY_MS) {
        activeSinceKeepAlive.current = false;
        lastKeepAlive.current = now;
        void keepAlive().catch(() => undefined);
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
    };
    // signOut is a new function each render; the clock needs only the limit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minutes]);

  return {
    secondsLeft,
    stay: () => {
      warning.current = false;
      mark(true);
      setSecondsLeft(null);
      lastKeepAlive.current = Date.now();
      void keepAlive().catch(() => undefined);
    },
  };
}
