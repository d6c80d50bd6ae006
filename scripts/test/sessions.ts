import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The sessions of members who sign in with two-factor, kept for the whole run and shared by its
 * test files (each a process of its own, through files in the run's `sessionDir`). An authenticator
 * code signs in once and the provider's window holds three, so one member can sign in about once a
 * 30-s step: the suites' many sign-ins of one demo admin take a session signed in before, after
 * checking that it still works (a test may have signed it out), instead of a code each.
 */
export interface KeptSession {
  token: string;
  /** The signed-in member as the login answered it (what the browser keeps beside the token). */
  user: unknown;
}

const fileOf = (domain: string, email: string, password: string) =>
  join(inject('sessionDir'), `${createHash('sha256').update(`${domain}\u0000${email.toLowerCase()}\u0000${password}`).digest('hex')}.json`);

export function keptSession(domain: string, email: string, password: string): KeptSession | undefined {
  try {
    return JSON.parse(readFileSync(fileOf(domain, email, password), 'utf8')) as KeptSession;
  } catch {
    return undefined;
  }
}

/** Keeps a session for the other sign-ins of the run (written whole, then renamed: a reader never sees half of it). */
export function keepSession(domain: string, email: string, password: string, session: KeptSession) {
  const file = fileOf(domain, email, password);
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, JSON.stringify(session));
  renameSync(partial, file);
}

export function forgetSession(domain: string, email: string, password: string) {
  rmSync(fileOf(domain, email, password), { force: true });
}

/** The authenticator's step length: a new code every 30 seconds. */
const STEP_MS = 30_000;

/** Waits for the authenticator's next step: its code is one no sign-in has used yet. */
export const nextStep = () => new Promise<void>((done) => setTimeout(done, STEP_MS - (Date.now() % STEP_MS) + 250));
