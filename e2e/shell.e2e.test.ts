import { isMenuGroup, menuFor, membershipNames, type MembershipId } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMembers } from '../scripts/seed/demo';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const dashboardHeading: Record<MembershipId, string> = {
  1: 'Patients',
  2: 'Vials History',
  3: 'Referral Links',
  4: 'Patients',
  5: 'Patients',
  6: 'Sales Rep Team',
  7: 'Users List',
  8: 'Sales Manager Team',
  9: 'Associated Harvest Centers',
};

/** Top-level labels of the aside menu as the member sees them, groups by their own label. */
const menuLabels = (page: Page) =>
  page.locator('nav[aria-label="Main menu"] [data-menu-level="top"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-menu-label')));

const page = usePage();

describe('each membership signs in, sees its menu and signs out', () => {
  for (const demo of demoMembers) {
    it(`${demo.local} (membership ${demo.membership})`, async () => {
      await signIn(page(), 'acme', `${demo.local}@acme.test`);
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await expect.poll(() => page().title()).toBe('Dashboard - Acme Biologics');
      await expect.poll(() => page().getByRole('heading', { name: dashboardHeading[demo.membership], exact: true }).isVisible()).toBe(true);

      const topBar = page().locator('header');
      await expect.poll(() => topBar.innerText()).toContain('Member ID');
      expect(await topBar.innerText()).toContain(membershipNames[demo.membership]);

      const tags = demo.local === 'patient' ? [1] : [];
      const expected = menuFor([demo.membership], tags).map((item) => item.label);
      expect(await menuLabels(page())).toEqual(expected);
      const groups = menuFor([demo.membership], tags).filter(isMenuGroup);
      for (const group of groups) {
        await page().getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: group.label }).click();
        for (const child of group.children)
          await expect
            .poll(() => page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: child.label, exact: true }).isVisible())
            .toBe(true);
      }

      await page().getByRole('button', { name: 'Logout' }).click();
      await page().waitForURL(portalUrl('acme', '/'));
      await expect.poll(() => page().title()).toBe('Member Login - Acme Biologics');
      const stored = await page().evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user'), cookies: document.cookie }));
      expect(stored).toEqual({ token: null, user: null, cookies: '' });
      await page().goto(portalUrl('acme', '/dashboard'));
      await page().waitForURL(/\/\?redirect=/);
    });
  }
});

describe('sign-in failures', () => {
  it("shows the server's message in red for a wrong password", async () => {
    await signIn(page(), 'acme', 'admin@acme.test', 'not-the-password');
    const alert = page().getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('Unable to log in with provided credentials.');
    const [r, g, b] = (await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r, 'a red bar').toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    expect(page().url()).toBe(portalUrl('acme', '/'));
  });

  it("refuses acme's member on beta", async () => {
    await signIn(page(), 'beta', 'rep@acme.test');
    await expect.poll(() => page().getByRole('alert').innerText()).toContain('Unable to log in with provided credentials.');
    await page().waitForTimeout(1500);
    expect(page().url()).toBe(portalUrl('beta', '/'));
    expect(await page().title()).toBe('Member Login - Beta Cell Bank');
  });
});
