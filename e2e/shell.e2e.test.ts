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
  Sales: 'sales-section',
  Pipeline: 'lab-pipeline-section',
  Vials: 'lab-vials-section',
  'Sales Rep Team': 'team-lists',
  'Sales Manager Team': 'team-lists',
  'Users List': 'users-list',
  'Associated Harvest Centers': 'associated-harvest-centers',
};
/** Those who sell see their Sales card first. */
const sells = new Set<number>([3, 4, 6, 7, 8]);
const sectionsOf: Record<MembershipId, string[]> = {
  ...Object.fromEntries(Object.entries(dashboardHeading).map(([id, heading]) => [id, sells.has(Number(id)) ? ['Sales', heading] : [heading]])),
  1: ['Pipeline', 'Vials', 'Patients'],
  2: ['Vials History', 'Documents'],
} as Record<MembershipId, string[]>;

/** Top-level labels of the aside menu as the member sees them, groups by their own label. */
const menuLabels = (page: Page) =>
  page.locator('nav[aria-label="Main menu"] [data-menu-level="top"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-menu-label')));

const page = usePage();

describe('each membership signs in, sees its menu and signs out', () => {
  for (const demo of demoMembers) {
    it(`${demo.local} (membership ${demo.membership})`, async () => {
      await page().addInitScript({ content: recordLayoutShifts });
      // Through the form, the admin too: the test times what a sign-in itself loads.
      await signIn(page(), 'acme', `${demo.local}@acme.test`, undefined, { twoFactor: 'form' });
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await expect.poll(() => page().title()).toBe('Dashboard - Acme Biologics');
      await expect.poll(() => page().getByRole('heading', { name: dashboardHeading[demo.membership], exact: true }).isVisible()).toBe(true);

      // Only its own sections' code came, and it came in the second between the login answer and the
      // dashboard (spec §2), not after it; then the dashboard's content did not move as it arrived.
      await page().waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 });
      await page().waitForLoadState('networkidle');
      const loading = await page().evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        // The sign-in's last answer: the password's, or for a member with two-factor (the admin) the code's.
        const answered = Math.max(...resources.filter((r) => /\/auth\/(login|two-factor)\/$/.test(new URL(r.name).pathname)).map((r) => r.responseEnd));
        return {
          answered,
          scripts: resources
            .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
            .map((r) => ({ file: new URL(r.name).pathname.split('/').pop()!, at: r.startTime })),
        };
      });
      const own = sectionsOf[demo.membership].map((heading) => sectionChunk[heading]!);
      const sectionFiles = loading.scripts.filter((script) => Object.values(sectionChunk).some((chunk) => script.file.startsWith(`${chunk}-`)));
      expect(new Set(sectionFiles.map((script) => script.file.replace(/-[\w-]{8}\.js$/, '')))).toEqual(new Set(own));
      for (const script of sectionFiles)
        expect(script.at, `${script.file} requested in the second after the login answer`).toBeLessThan(loading.answered + 1000);
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

/** Where focus is: the element's accessible-ish name and whether it is inside the side menu or the main content. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      inMenu: Boolean(el?.closest('aside')),
      inMain: Boolean(el?.closest('main')),
    };
  });

describe('the side menu on a phone', () => {
  it(
    'is a modal drawer: focus moves into it, stays inside, Escape and its close button close it and focus returns to the menu button',
    { timeout: 120_000 },
    async () => {
      await page().setViewportSize({ width: 390, height: 800 });
      await signIn(page(), 'acme', 'hc@acme.test');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      const toggle = page().getByRole('button', { name: 'Menu', exact: true });
      const menu = page().getByRole('navigation', { name: 'Main menu' });
      await toggle.waitFor({ timeout: 10_000 });
      expect(await menu.isVisible(), 'closed, the drawer is hidden').toBe(false);

      await toggle.click();
      await expect.poll(() => focused(page())).toMatchObject({ inMenu: true });
      const close = page().getByRole('button', { name: 'Close menu' });
      expect(await close.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // Tab and Shift+Tab go round the drawer's own controls, never to the page behind it.
      for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(25).fill('Shift+Tab')]) {
        await page().keyboard.press(key);
        expect((await focused(page())).inMenu, `after ${key}`).toBe(true);
      }
      await page().keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await focused(page())).toMatchObject({ name: 'Menu', inMenu: false });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      // The close button does the same; a tap beside the drawer still closes it.
      await page().keyboard.press('Enter');
      await expect.poll(() => close.isVisible()).toBe(true);
      await close.click();
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await focused(page())).toMatchObject({ name: 'Menu' });
      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page().mouse.click(370, 400);
      await expect.poll(() => menu.isVisible()).toBe(false);

      // A link of the menu closes it and opens its page.
      await toggle.click();
      await menu.getByRole('link', { name: 'Staff', exact: true }).click();
      await page().waitForURL('**/staff-view');
      await expect.poll(() => menu.isVisible()).toBe(false);
    },
  );
});

describe('Skip to content', () => {
  const skip = async () => {
    await page().keyboard.press('Tab');
    const link = await page().evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const r = el.getBoundingClientRect();
      return { tag: el.tagName, text: el.textContent?.trim(), visible: r.width > 20 && r.height > 10 && r.top >= 0 && r.bottom <= window.innerHeight };
    });
    expect(link).toEqual({ tag: 'A', text: 'Skip to content', visible: true });
    await page().keyboard.press('Enter');
    await expect.poll(() => focused(page())).toMatchObject({ inMain: true });
  };

  it('is the first stop of the keyboard on the guest pages and in the signed-in shell, and takes focus to the main content', { timeout: 120_000 }, async () => {
    await page().goto(portalUrl('acme', '/'));
    await page().getByLabel('Login').waitFor({ timeout: 10_000 });
    await skip();
    // The next Tab goes on from the main content: the Login field.
    await page().keyboard.press('Tab');
    expect(await page().evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe('Login');

    await signIn(page(), 'acme', 'admin@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().getByRole('heading', { name: 'Users List' }).waitFor({ timeout: 10_000 });
    for (const width of [1280, 390]) {
      await page().setViewportSize({ width, height: 800 });
      await page().reload();
      await page().getByRole('heading', { name: 'Users List' }).waitFor({ timeout: 10_000 });
      // The sections' own controls, once their code has come (the loading cards have none).
      await page().waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 });
      await skip();
      // Past the menu: the next Tab reaches the page's own controls.
      await page().keyboard.press('Tab');
      expect((await focused(page())).inMain, `at ${width} px`).toBe(true);
    }
  });
});
