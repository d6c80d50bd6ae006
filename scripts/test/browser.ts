import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { TWO_FACTOR_CODE_USED } from '../../packages/contracts/src';
import { codeOf } from '../local/totp';
import { DEMO_PASSWORD } from '../seed/demo';
import { authenticators, CODE_STEPS } from './authenticators';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium, headless, with the flags a closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error('No Chromium found: install Debian package chromium or set CHROMIUM_PATH.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

/** The portal URL of a white-label domain on the test stack. */
export const portalUrl = (identifier: string, path = '/') => `http://${identifier}.localhost:${inject('portalPort')}${path}`;

/**
 * Signs in through the Login form, as a member would. A sign-in that asks for a second factor goes
 * on as its owner would: a member whose authenticator secret the file knows (a demo admin) types
 * its app's code; one whose membership requires two-factor and has none (a new admin) adds the key
 * shown to an app and types the app's first code (its secret then known for its next sign-in).
 * `twoFactor: 'manual'` leaves both steps to the test.
 */
export async function signIn(page: Page, identifier: string, email: string, password = DEMO_PASSWORD, options: { twoFactor?: 'auto' | 'manual' } = {}) {
  await page.goto(portalUrl(identifier, '/'));
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/auth/login/'));
  await page.getByRole('button', { name: 'Login' }).click();
  const answer = (await (await answered).json().catch(() => ({}))) as { challenge?: string; secret?: string };
  if (options.twoFactor === 'manual') return;
  if (answer.challenge === 'MFA_SETUP' && answer.secret) {
    await page.getByLabel('Code from the app').fill(codeOf(answer.secret));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    authenticators.set(email.toLowerCase(), answer.secret);
    return;
  }
  const secret = authenticators.get(email.toLowerCase());
  if (answer.challenge !== 'SOFTWARE_TOKEN_MFA' || !secret) return;
  for (const step of CODE_STEPS) {
    await page.getByLabel('Authentication code').fill(codeOf(secret, step));
    const verified = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/auth/two-factor/'));
    await page.getByRole('button', { name: 'Verify' }).click();
    const res = await verified;
    if (res.ok()) return;
    // A code signs in once: another test file's sign-in took this one, so the next step's is typed.
    const refused = (await res.json().catch(() => ({}))) as { message?: string };
    if (refused.message !== TWO_FACTOR_CODE_USED) throw new Error(`${email} could not sign in: ${refused.message ?? res.status()}`);
  }
  throw new Error(`${email} could not sign in: every code of now was just used`);
}

/** How long closing a test's page may take before its browser is given up for a fresh one. */
const CLOSE_TIMEOUT_MS = 20_000;

/** Whether `closing` settled within CLOSE_TIMEOUT_MS. */
const settles = (closing: Promise<unknown>) =>
  Promise.race([closing.then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS).unref())]);

/**
 * One browser for the file and a fresh page (own cookies and storage) for each test. Closing a
 * test's context once hung for minutes on a loaded machine after the test had passed: when it does
 * not close in time, the browser is left to its own close and the next test gets a new one.
 */
export function usePage(options: BrowserContextOptions = {}): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (browser) await settles(browser.close());
  });
  beforeEach(async () => {
    // A context of its own, closed after the test: a test may open other tabs of the same browser in it.
    page = await (await browser!.newContext(options)).newPage();
  });
  afterEach(async () => {
    const closing = page?.context().close();
    page = undefined;
    if (!closing || (await settles(closing))) return;
    console.warn(`usePage: the page did not close in ${CLOSE_TIMEOUT_MS / 1000} s; the next test gets a new browser`);
    const stuck = browser;
    browser = await launchBrowser();
    void stuck?.close().catch(() => undefined);
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
