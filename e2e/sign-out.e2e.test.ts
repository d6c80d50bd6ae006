import { idleSignedOut } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const h = harness();
const page = usePage();

/** A fresh member who accepted the agreement, signed in through the form; and the token its browser keeps. */
async function signedInMember() {
  const member = await h.newMember([2]);
  await Members.patch(await h.domainCtx(), member.memberId, { checkAgreement: '2026-11-01 10:00:00' });
  await signIn(page(), 'acme', member.email);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  const token = await page().evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^ey/);
  return { member, token: token! };
}

/** The status the API answers a token with: 200 while its session lasts. */
const apiStatus = async (token: string) => (await h.call('GET', 'memberships/', { domain: 'acme', token })).status;

const onLoginPage = async () => {
  await page().getByLabel('Login').waitFor({ timeout: 10_000 });
  expect(new URL(page().url()).pathname).toBe('/');
  expect(await page().evaluate(() => localStorage.getItem('token'))).toBeNull();
};

describe('Logout', () => {
  it('ends the session on the server: a token copied before is refused, another browser goes on', async () => {
    const { member, token } = await signedInMember();
    const elsewhere = await h.login(member.email);
    await page().getByRole('button', { name: 'Logout' }).click();
    await onLoginPage();
    expect(await apiStatus(token)).toBe(403);
    expect(await apiStatus(elsewhere)).toBe(200);
  });

  it('still signs the browser out when the server cannot be reached', async () => {
    await signedInMember();
    await page().route('**/api/v1/auth/sign-out/', (route) => route.abort());
    await page().getByRole('button', { name: 'Logout' }).click();
    await onLoginPage();
  });
});

describe('Sign out everywhere', () => {
  it('asks first, then ends every session of the member and signs this browser out to the login page', async () => {
    const { member, token } = await signedInMember();
    const elsewhere = await h.login(member.email);
    await page().goto(portalUrl('acme', '/profile'));
    await expect.poll(() => page().title()).toBe('Contact Details - Acme Biologics');
    // Its own recent sign-ins, the latest first: the other browser's (a client that names no browser), then this one.
    const signIns = page().getByRole('table', { name: 'Recent sign-ins' });
    await expect.poll(() => signIns.getByRole('row').count()).toBe(3);
    expect(await signIns.getByRole('row').nth(1).innerText()).toMatch(/^an unknown browser\s+10\.1\./);
    expect(await signIns.getByRole('row').nth(2).innerText()).toMatch(/^Chrome \d+ on Linux\s/);

    await page().getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page().getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await apiStatus(token)).toBe(200);

    await page().getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await onLoginPage();
    expect(await apiStatus(token)).toBe(403);
    expect(await apiStatus(elsewhere)).toBe(403);
    // A new sign-in works at once.
    await signIn(page(), 'acme', member.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
  });
});

describe('Idle sign-out', () => {
  it('warns a minute before the idle time, keeps the member on "Stay signed in", then signs every tab out, says why, and the token is refused', async () => {
    // The browser's clock is the test's: 15 minutes pass in a moment.
    await page().clock.install();
    const { token } = await signedInMember();
    const other = await page().context().newPage();
    await other.goto(portalUrl('acme', '/dashboard'));
    await other.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 10_000 });
    const warning = page().getByRole('dialog', { name: 'Are you still there?' });

    await page().clock.fastForward('14:01');
    await expect.poll(() => warning.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await warning.innerText()).toMatch(/signed out in \d+ seconds/);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => warning.count()).toBe(0);
    // The other tab's clock is the same member's activity: it warns no more than this one.
    await page().clock.fastForward('13:00');
    expect(await warning.count()).toBe(0);
    expect(await apiStatus(token)).toBe(200);

    await page().clock.fastForward('02:05');
    await onLoginPage();
    await expect.poll(() => page().getByText(idleSignedOut(15)).isVisible(), { timeout: 10_000 }).toBe(true);
    await other.getByLabel('Login').waitFor({ timeout: 10_000 });
    // Each tab says why, not only the first to reach the login page.
    await expect.poll(() => other.getByText(idleSignedOut(15)).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await apiStatus(token)).toBe(403);
    await other.close();
  });
});
