import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
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

/** The buttons of the page's main content in the window (below the sticky top bar) that cannot be pressed where they show: something floats over them. */
const coveredButtons = (p: Page) =>
  p.locator('main').evaluate((main) => {
    const below = document.querySelector('header')!.getBoundingClientRect().bottom;
    return [...main.querySelectorAll('button, a.button')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.top >= below && r.bottom <= window.innerHeight && r.right <= window.innerWidth)
      .filter(({ el, r }) => {
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !el.contains(hit);
      })
      .map(({ el }) => el.textContent?.trim());
  });

/** The relative luminance contrast of an rgb() colour against white. */
const contrastOnWhite = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
};

describe('the shell and its screens\' layout', () => {
  it('keeps the side menu panel the page\'s full height and the Resource Center button off the rows\' buttons', { timeout: 120_000 }, async () => {
    await page().setViewportSize({ width: 1280, height: 720 });
    await signInAs('hc@acme.test');
    await page().locator('main table tbody tr td:last-child button').first().waitFor({ timeout: 15_000 });
    const heights = await page().evaluate(() => ({ aside: document.querySelector('aside')!.getBoundingClientRect().height, page: document.documentElement.scrollHeight }));
    expect(heights.page).toBeGreaterThan(720);
    expect(heights.aside).toBeGreaterThanOrEqual(heights.page - 1);
    const fab = page().getByRole('button', { name: 'Resource Center' });
    const [fabBox, asideBox] = [await fab.boundingBox(), await page().locator('aside').boundingBox()];
    expect(fabBox!.x + fabBox!.width, 'the button floats over the side menu, not the page').toBeLessThanOrEqual(asideBox!.x + asideBox!.width);
    for (const y of [0, 400, 10_000]) {
      await page().evaluate((top) => window.scrollTo(0, top), y);
      expect(await coveredButtons(page())).toEqual([]);
    }

    // The patient's Sign buttons, at a desktop and a phone width.
    await page().getByRole('button', { name: 'Logout' }).click();
    await signInAs('patient@acme.test');
    for (const width of [1280, 390]) {
      await page().setViewportSize({ width, height: 720 });
      await page().reload();
      await page().getByRole('main').getByRole('button').first().waitFor({ timeout: 15_000 });
      for (const y of [0, 300, 10_000]) {
        await page().evaluate((top) => window.scrollTo(0, top), y);
        expect(await coveredButtons(page()), `at ${width} px`).toEqual([]);
      }
      expect((await fab.boundingBox())!.width, `at ${width} px`).toBeLessThanOrEqual(width >= 1280 ? 264 : 60);
    }
  });

  it('spaces the Fedex Label cards, gives the payment options one border, and keeps the domain name beside the logo', { timeout: 120_000 }, async () => {
    await signInAs('hc@acme.test');
    expect(await page().locator('aside .app-brand').innerText()).toContain('Acme Biologics');
    expect(await page().locator('aside .app-brand img').count()).toBe(1);

    await page().goto(portalUrl('acme', '/fedex-request-label'));
    const cards = page().locator('main section.card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y - (first.y + first.height)).toBeGreaterThanOrEqual(12);

    await page().goto(portalUrl('acme', '/harvest-center/checkout/product/3'));
    const choices = page().getByRole('region', { name: 'Payment Options' }).locator('fieldset');
    await choices.waitFor({ timeout: 15_000 });
    expect(await choices.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
  });

  it('sets the Sales Rep ID apart from the registration form, keeps the pager on one line at 390 px, and rings the focused field', { timeout: 120_000 }, async () => {
    const { saless_rep_id, invite } = await h.demoLink(4);
    await page().goto(portalUrl('acme', `/harvest-center-registration?srid=${saless_rep_id}&invite=${invite}`));
    const rep = page().getByLabel('Sales Rep ID');
    await expect.poll(() => rep.inputValue(), { timeout: 15_000 }).toBe('3');
    const repBottom = (await rep.boundingBox())!;
    const nextLabel = (await page().locator('form label').first().boundingBox())!;
    expect(nextLabel.y - (repBottom.y + repBottom.height)).toBeGreaterThanOrEqual(12);

    const field = page().getByRole('form').getByLabel('First Name');
    await field.focus();
    const ring = await field.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrastOnWhite(ring.color)).toBeGreaterThanOrEqual(3);

    await page().setViewportSize({ width: 390, height: 800 });
    await signInAs('admin@acme.test');
    await page().goto(portalUrl('acme', '/all-transaction-report'));
    const pager = page().getByRole('navigation', { name: 'Pagination' });
    await expect.poll(() => pager.locator('.pagination-text').innerText(), { timeout: 15_000 }).toMatch(/^Page 1 of \d+$/);
    const tops = await pager.getByRole('button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
    const box = (await pager.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
