import { isMenuGroup, menuFor, membershipNames, type MembershipId } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMembers } from '../scripts/seed/demo';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { cumulativeLayoutShift, recordedShifts, recordLayoutShifts } from '../scripts/test/layout-shift';

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

/** The file each dashboard section's code comes in, by heading (a chunk is named after its module). */
const sectionChunk: Record<string, string> = {
  Patients: 'patients-section',
  'Vials History': 'vials-history-section',
  Documents: 'patient-documents-section',
  'Referral Links': 'referral-links',
  'Sales Rep Team': 'team-lists',
  'Sales Manager Team': 'team-lists',
  'Users List': 'users-list',
  'Associated Harvest Centers': 'associated-harvest-centers',
};
const sectionsOf: Record<MembershipId, string[]> = { ...Object.fromEntries(Object.entries(dashboardHeading).map(([id, heading]) => [id, [heading]])), 2: ['Vials History', 'Documents'] } as Record<MembershipId, string[]>;

/** Top-level labels of the aside menu as the member sees them, groups by their own label. */
const menuLabels = (page: Page) =>
  page.locator('nav[aria-label="Main menu"] [data-menu-level="top"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-menu-label')));

const page = usePage();

describe('each membership signs in, sees its menu and signs out', () => {
  for (const demo of demoMembers) {
    it(`${demo.local} (membership ${demo.membership})`, async () => {
      await page().addInitScript({ content: recordLayoutShifts });
      await signIn(page(), 'acme', `${demo.local}@acme.test`);
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await expect.poll(() => page().title()).toBe('Dashboard - Acme Biologics');
      await expect.poll(() => page().getByRole('heading', { name: dashboardHeading[demo.membership], exact: true }).isVisible()).toBe(true);

      // Only its own sections' code came, and it came in the second between the login answer and the
      // dashboard (spec §2), not after it; then the dashboard's content did not move as it arrived.
      await page().waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 });
      await page().waitForLoadState('networkidle');
      const loading = await page().evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const answered = resources.find((r) => r.name.includes('/auth/login/'))!.responseEnd;
        return { answered, scripts: resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js')).map((r) => ({ file: new URL(r.name).pathname.split('/').pop()!, at: r.startTime })) };
      });
      const own = sectionsOf[demo.membership].map((heading) => sectionChunk[heading]!);
      const sectionFiles = loading.scripts.filter((script) => Object.values(sectionChunk).some((chunk) => script.file.startsWith(`${chunk}-`)));
      expect(new Set(sectionFiles.map((script) => script.file.replace(/-[\w-]{8}\.js$/, '')))).toEqual(new Set(own));
      for (const script of sectionFiles) expect(script.at, `${script.file} requested in the second after the login answer`).toBeLessThan(loading.answered + 1000);
      expect(cumulativeLayoutShift((await recordedShifts(page())).shifts, loading.answered + 1000), 'layout shift of the dashboard').toBeLessThan(0.1);

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
