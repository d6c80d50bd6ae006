import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const page = usePage();

async function signInAs(email: string) {
  await signIn(page(), 'acme', email);
  await page().waitForURL('**/dashboard', { timeout: 15_000 });
}

/** Opens a page of the portal and waits for the first row of its table. */
async function openTable(p: Page, path: string) {
  await p.goto(portalUrl('acme', path));
  await p.locator('main table tbody tr td:last-child button').first().waitFor({ timeout: 15_000 });
}

/**
 * Where a button stands once the page is scrolled (up and down only) to bring it to the middle of
 * the window: whether it shows whole inside its table's scroll box and the window, and whether a
 * press at its center lands on it (nothing floats over it).
 */
const standing = (button: Locator) =>
  button.evaluate((el) => {
    const before = el.getBoundingClientRect();
    window.scrollBy(0, before.top - window.innerHeight / 2);
    const r = el.getBoundingClientRect();
    const box = el.closest('.table-scroll')!.getBoundingClientRect();
    const inBox = r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    const inWindow = r.left >= 0 && r.right <= document.documentElement.clientWidth;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { label: el.textContent?.trim(), whole: inBox && inWindow, pressable: Boolean(hit && el.contains(hit)) };
  });

/** The scroll box of the page's table as the keyboard and a screen reader meet it. */
const scrollBox = (p: Page) =>
  p.locator('main .table-scroll').first().evaluate((el) => ({ tabIndex: (el as HTMLElement).tabIndex, label: el.getAttribute('aria-label') ?? '', role: el.getAttribute('role') }));

const wideTables = [
  { name: 'Users List', path: '/dashboard' },
  { name: 'Coupons List', path: '/coupon-manager' },
  { name: 'All Transactions', path: '/all-transaction-report' },
];

describe('wide tables', () => {
  it('show every action of every row, without sideways scrolling, from 1280 px up; and reach them at 390 px', { timeout: 180_000 }, async () => {
    await signInAs('admin@acme.test');
    for (const width of [1280, 1920, 390]) {
      await page().setViewportSize({ width, height: 900 });
      for (const table of wideTables) {
        await openTable(page(), table.path);
        expect(await scrollBox(page()), `${table.name}: its scroll box is reached by the keyboard and named`).toMatchObject({ tabIndex: 0, role: 'region' });
        expect((await scrollBox(page())).label).not.toBe('');
        const buttons = page().locator('main table tbody tr td:last-child button');
        const count = Math.min(await buttons.count(), 9);
        for (let i = 0; i < count; i++) {
          const where = await standing(buttons.nth(i));
          if (width >= 1280) expect(where, `${table.name} at ${width} px`).toMatchObject({ whole: true, pressable: true });
          else {
            // On a phone the row's buttons may need the box scrolled, but each one can be had and pressed.
            await buttons.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
            expect((await standing(buttons.nth(i))).pressable, `${table.name} at ${width} px: ${where.label}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('server-paged tables', () => {
  it('offer every page: the last one opens in one click and the pager says where the member is', { timeout: 120_000 }, async () => {
    await signInAs('admin@acme.test');
    await page().goto(portalUrl('acme', '/all-transaction-report'));
    const pager = page().getByRole('navigation', { name: 'Pagination' });
    const text = pager.locator('.pagination-text');
    await expect.poll(() => text.innerText(), { timeout: 15_000 }).toMatch(/^Page 1 of \d+$/);
    const last = Number(/of (\d+)/.exec(await text.innerText())![1]);
    expect(last, 'the demo transactions fill more than two pages').toBeGreaterThanOrEqual(3);
    const firstIds = await page().locator('main table tbody tr td:first-child').allInnerTexts();

    await pager.getByRole('button', { name: String(last), exact: true }).click();
    await expect.poll(() => text.innerText(), { timeout: 15_000 }).toBe(`Page ${last} of ${last}`);
    expect(await pager.getByRole('button', { name: String(last), exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const lastIds = (await page().locator('main table tbody tr td:first-child').allInnerTexts()).map(Number);
    expect(Math.max(...lastIds)).toBeLessThan(Math.min(...firstIds.map(Number)));

    // Back to a page in between, then on again.
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => text.innerText()).toBe(`Page 2 of ${last}`);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => text.innerText()).toBe(`Page 3 of ${last}`);
  });
});
