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
  p
    .locator('main .table-scroll')
    .first()
    .evaluate((el) => ({ tabIndex: (el as HTMLElement).tabIndex, label: el.getAttribute('aria-label') ?? '', role: el.getAttribute('role') }));

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

/**
 * How the Amount and Actions cells of each row of the page's table stand: the two boxes apart, the
 * amount inside what its scroll box shows, and its text where it shows (nothing over either end).
 * `covered` lists the other cells of the rows a part of which shows under the row's Actions.
 */
const amountsAndActions = (p: Page) =>
  p
    .locator('main .table-scroll')
    .first()
    .evaluate((box) => {
      const inter = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      const headers = [...box.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const amountAt = headers.indexOf('Amount');
      return [...box.querySelectorAll('tbody tr')].map((tr) => {
        // The row in the middle of the window (scrolled up or down only), where a press can reach it.
        window.scrollBy(0, tr.getBoundingClientRect().top - window.innerHeight / 2);
        const outer = box.getBoundingClientRect();
        // What the box shows of its content: its border box less its borders and scroll bar.
        const shown = { left: outer.left + box.clientLeft, right: outer.left + box.clientLeft + box.clientWidth, top: outer.top, bottom: outer.bottom };
        const cells = [...tr.querySelectorAll('td')];
        const amount = cells[amountAt]!;
        const actions = cells.at(-1)!.getBoundingClientRect();
        const a = amount.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(amount);
        const t = text.getBoundingClientRect();
        const y = t.top + t.height / 2;
        const atEnds = [t.left + 1, t.right - 1].map((x) => amount.contains(document.elementFromPoint(x, y)));
        const covered = cells.slice(0, -1).filter((cell) => {
          const r = cell.getBoundingClientRect();
          const visible = { left: Math.max(r.left, shown.left), right: Math.min(r.right, shown.right), top: r.top, bottom: r.bottom };
          return visible.right - visible.left > 0.5 && inter(actions, visible);
        });
        return {
          amount: amount.innerText.trim(),
          apart: !inter(a, actions),
          inView: a.left >= shown.left - 0.5 && a.right <= shown.right + 0.5,
          whole: atEnds.every(Boolean),
          covered: covered.map((cell) => headers[cells.indexOf(cell)]),
        };
      });
    });

describe('the Actions column', () => {
  it('covers no cell at 1366 px: All Transactions shows each amount whole beside the Edit buttons', { timeout: 120_000 }, async () => {
    await page().setViewportSize({ width: 1366, height: 768 });
    await signInAs('admin@acme.test');
    await openTable(page(), '/all-transaction-report');
    const rows = await amountsAndActions(page());
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(row, `the row of ${row.amount}`).toEqual({ amount: row.amount, apart: true, inView: true, whole: true, covered: [] });
    }
    // Scrolled sideways to its end, and back, nothing passes under the Actions either.
    for (const left of [10_000, 120]) {
      await page()
        .locator('main .table-scroll')
        .first()
        .evaluate((box, x) => box.scrollTo({ left: x }), left);
      for (const row of await amountsAndActions(page())) expect(row.covered, `scrolled to ${left}`).toEqual([]);
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
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
};

describe("the shell and its screens' layout", () => {
  it("keeps the side menu panel the page's full height and the Resource Center button off the rows' buttons", { timeout: 120_000 }, async () => {
    await page().setViewportSize({ width: 1280, height: 720 });
    await signInAs('hc@acme.test');
    await page().locator('main table tbody tr td:last-child button').first().waitFor({ timeout: 15_000 });
    const heights = await page().evaluate(() => ({
      aside: document.querySelector('aside')!.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
    }));
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

  it(
    'sets the Sales Rep ID apart from the registration form, keeps the pager on one line at 390 px, and rings the focused field',
    { timeout: 120_000 },
    async () => {
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
    },
  );
});
