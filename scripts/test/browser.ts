import type { Browser, BrowserContextOptions, Locator, Page, Response } from 'playwright-core';
import { afterEach, beforeEach, inject } from 'vitest';
import { TWO_FACTOR_CODE_USED } from '../../packages/contracts/src';
import { codeOf } from '../local/totp';
import { DEMO_PASSWORD } from '../seed/demo';
import { authenticators, CODE_ROUNDS, CODE_STEPS } from './authenticators';
import { launchChromium } from './chromium';
import { keepSession, keptSession, nextStep, type KeptSession } from './sessions';

/** The portal URL of a white-label domain on the test stack. */
export const portalUrl = (identifier: string, path = '/') => `http://${identifier}.localhost:${inject('portalPort')}${path}`;

/**
 * Signs in through the Login form, as a member would. A sign-in that asks for a second factor goes
 * on as its owner would: a member whose authenticator secret the file knows (a demo admin) types
 * its app's code; one whose membership requires two-factor and has none (a new admin) adds the key
 * shown to an app and types the app's first code (its secret then known for its next sign-in).
 * `twoFactor: 'manual'` leaves both steps to the test. A member with two-factor takes the run's kept
 * session when it still works (sessions.ts: its codes are few), as a browser the member signed in
 * before: its token and member stored as the login page stores them, then the dashboard opened;
 * `twoFactor: 'form'` always goes through the form (a test of what a sign-in itself does).
 */
export async function signIn(
  page: Page,
  identifier: string,
  email: string,
  password = DEMO_PASSWORD,
  options: { twoFactor?: 'auto' | 'manual' | 'form' } = {},
) {
  const twoFactor = options.twoFactor ?? 'auto';
  if (twoFactor === 'auto' && authenticators.has(email.toLowerCase())) {
    const kept = keptSession(identifier, email, password);
    if (kept && (await stillWorks(identifier, kept.token))) return openSignedIn(page, identifier, kept);
  }
  for (let round = 0; round < CODE_ROUNDS; round++) {
    // Every code of now was used by the run's other sign-ins: the next step brings a new one.
    if (round) await nextStep();
    const answer = await signInThroughForm(page, identifier, email, password, twoFactor);
    if (answer === 'all codes used') continue;
    // A session a test of the sign-in itself made is the test's (it may sign it out): not kept.
    if (answer && twoFactor === 'auto' && authenticators.has(email.toLowerCase())) keepSession(identifier, email, password, answer);
    return;
  }
  throw new Error(`${email} could not sign in: every code was just used, ${CODE_ROUNDS} steps in a row`);
}

/** Whether a kept session's token still opens the API (a test may have signed it out). */
async function stillWorks(identifier: string, token: string) {
  const res = await fetch(`http://127.0.0.1:${inject('portalPort')}/api/v1/auth/two-factor/`, {
    headers: { Domain: identifier, Authorization: `token ${token}` },
  });
  return res.ok;
}

/** Opens the dashboard in a browser holding the session as a sign-in leaves it (web/src/lib/session.ts). */
async function openSignedIn(page: Page, identifier: string, session: KeptSession) {
  await page.goto(portalUrl(identifier, '/'));
  await page.evaluate(
    ([token, user]) => {
      const store = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      store.setItem('token', token);
      store.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(portalUrl(identifier, '/dashboard'));
}

/** One sign-in through the form: the login's last answer, none when the test takes the steps, or all codes of now used. */
async function signInThroughForm(
  page: Page,
  identifier: string,
  email: string,
  password: string,
  twoFactor: 'auto' | 'manual' | 'form',
): Promise<KeptSession | undefined | 'all codes used'> {
  await page.goto(portalUrl(identifier, '/'));
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/auth/login/'));
  await page.getByRole('button', { name: 'Login' }).click();
  const answer = (await (await answered).json().catch(() => ({}))) as { challenge?: string; secret?: string; token?: string; user?: unknown };
  if (twoFactor === 'manual') return undefined;
  if (answer.challenge === 'MFA_SETUP' && answer.secret) {
    await page.getByLabel('Code from the app').fill(codeOf(answer.secret));
    const confirmed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/auth/two-factor/setup-sign-in/'));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    authenticators.set(email.toLowerCase(), answer.secret);
    const res = await confirmed;
    return res.ok() ? ((await res.json()) as KeptSession) : undefined;
  }
  const secret = authenticators.get(email.toLowerCase());
  if (answer.challenge !== 'SOFTWARE_TOKEN_MFA' || !secret) return answer.token ? { token: answer.token, user: answer.user } : undefined;
  for (const step of CODE_STEPS) {
    await page.getByLabel('Authentication code').fill(codeOf(secret, step));
    const verified = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/auth/two-factor/'));
    await page.getByRole('button', { name: 'Verify' }).click();
    const res = await verified;
    if (res.ok()) return (await res.json()) as KeptSession;
    // A code signs in once: another sign-in of the run took this one, so another step's is typed.
    const refused = (await res.json().catch(() => ({}))) as { message?: string };
    if (refused.message !== TWO_FACTOR_CODE_USED) throw new Error(`${email} could not sign in: ${refused.message ?? res.status()}`);
  }
  return 'all codes used';
}

/** How long closing a test's page may take before its browser is given up for a fresh one. */
const CLOSE_TIMEOUT_MS = 20_000;

/** Whether `closing` settled within CLOSE_TIMEOUT_MS. */
const settles = (closing: Promise<unknown>) =>
  Promise.race([
    closing.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS).unref()),
  ]);

/**
 * The run's browser: launched by the first file that asks and shared by the files after it (they run
 * one at a time in one process: vitest.config.ts), each test in a context of its own. Playwright
 * closes it when the process ends.
 */
let shared: Promise<Browser> | undefined;

/** The run's browser, launched again when it went away (it crashed or was given up) or its launch failed. */
async function sharedBrowser(): Promise<Browser> {
  const launching = (shared ??= launchChromium());
  try {
    const browser = await launching;
    if (browser.isConnected()) return browser;
  } catch (error) {
    // The next test tries a launch of its own.
    if (shared === launching) shared = undefined;
    throw error;
  }
  if (shared === launching) shared = undefined;
  return sharedBrowser();
}

/**
 * The run's browser and a fresh page (own cookies and storage) for each test. Closing a test's
 * context once hung for minutes on a loaded machine after the test had passed: when it does not
 * close in time, the browser is left to its own close and the next test gets a new one.
 */
export function usePage(options: BrowserContextOptions = {}): () => Page {
  let page: Page | undefined;
  beforeEach(async () => {
    // A context of its own, closed after the test: a test may open other tabs of the same browser in it.
    page = await (await (await sharedBrowser()).newContext(options)).newPage();
  });
  afterEach(async () => {
    const closing = page?.context().close();
    page = undefined;
    if (!closing || (await settles(closing))) return;
    console.warn(`usePage: the page did not close in ${CLOSE_TIMEOUT_MS / 1000} s; the next test gets a new browser`);
    const stuck = shared;
    shared = undefined;
    void stuck?.then((browser) => browser.close()).catch(() => undefined);
  });
  return () => {
    if (!page) throw new Error('usePage: no page outside a test');
    return page;
  };
}

/**
 * Runs `action` while watching for the notice it shows. A success notice stays 2 s (spec §9), so the
 * watch starts before the action: on a busy machine a check made afterwards can come too late.
 */
export async function expectNotice(scope: Page | Locator, text: string, action: () => Promise<unknown>): Promise<void> {
  const shown = scope.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 30_000 });
  await action();
  await shown;
}

/**
 * Does what opens a file in a new tab (a link or a button) and answers the response of that tab's
 * navigation to it, the first whose URL `matches`, with the bytes its short-lived link serves; the
 * tab is then closed. Whether the browser shows the file (Chromium's PDF viewer) or saves it (the
 * headless shell saves a PDF) is the browser's own: the response is what the portal served the member.
 */
export async function openedFile(page: Page, matches: (url: URL) => boolean, open: () => Promise<unknown>): Promise<{ response: Response; bytes: Buffer }> {
  const [response] = await Promise.all([
    page.context().waitForEvent('response', {
      predicate: (r: Response) => r.request().isNavigationRequest() && r.frame().page() !== page && matches(new URL(r.url())),
      timeout: 15_000,
    }),
    open(),
  ]);
  const bytes = Buffer.from(await (await fetch(response.url())).arrayBuffer());
  await response.frame().page().close();
  return { response, bytes };
}
