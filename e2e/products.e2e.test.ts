import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Products } from '../packages/core/src';
import { signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const rows = (p: Page) => p.locator('main table tbody tr');
/** The cells of the product row named `name`, trimmed. */
const cells = async (p: Page, name: string) =>
  (
    await rows(p)
      .filter({ has: p.getByRole('cell', { name, exact: true }) })
      .locator('td')
      .allInnerTexts()
  ).map((cell) => cell.trim());

/** An admin opens the Product Manager from the admin menu. */
async function openProductManager(domain: string) {
  await signIn(page(), domain, `admin@${domain}.test`);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Product Manager' }).click();
  await page().waitForURL('**/product-manager');
  await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBe(10);
}

describe('the Product Manager', () => {
  it('lets an admin filter the products and change a price, which the table and the checkout read then show', { timeout: 90_000 }, async () => {
    await openProductManager('acme');
    expect(await page().title()).toBe('Product Manager - Acme Biologics');
    expect(await page().locator('main').innerText()).toContain('Page 1 of 1');
    expect(await cells(page(), 'Harvesting Kit')).toEqual(['Harvesting Kit', '$295.00', '$35.00', 'Edit']);

    await page().getByLabel('Search').fill('cannula');
    await expect.poll(() => rows(page()).count()).toBe(2);
    await page().getByRole('button', { name: 'Edit Cannula', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit Product Price(Cannula)' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Price').inputValue()).toBe('85.00');
    expect(await dialog.getByLabel('Shipping').inputValue()).toBe('15.00');

    // Both fields are required: nothing is sent without them.
    await dialog.getByLabel('Price').fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Required');

    await dialog.getByLabel('Price').fill('92.40');
    await dialog.getByLabel('Shipping').fill('12');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => cells(page(), 'Cannula')).toEqual(['Cannula', '$92.40', '$12.00', 'Edit']);

    // The harvest center's checkout reads the new price.
    const read = await h.call('GET', 'products/8/', { domain: 'acme', token: await h.demoToken('hc') });
    expect(read.body).toMatchObject({ price: 92.4, shipping_fee: 12 });
    // ...and another domain's stays as it was.
    const beta = await h.call('GET', 'products/8/', { domain: 'beta', token: await h.demoToken('hc', 'beta') });
    expect(beta.body).toMatchObject({ price: 85, shipping_fee: 15 });
  });

  it("tells a failed update in a browser alert, with the server's message", { timeout: 90_000 }, async () => {
    await openProductManager('beta');
    await page().getByLabel('Search').fill('banner');
    await page().getByRole('button', { name: 'Edit Pop-Up Banner' }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit Product Price(Pop-Up Banner)' });
    await dialog.waitFor();

    // The product leaves the domain's catalog while the dialog is open.
    const ctx = await h.domainCtx('beta');
    await ctx.db.entities.product.delete({ domainId: ctx.domain.domainId, productId: 12 }).go();
    try {
      const alert = new Promise<string>((resolve) => page().once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
      await dialog.getByLabel('Price').fill('199');
      await dialog.getByRole('button', { name: 'Update' }).click();
      expect(await alert).toBe('Product not found.');
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await Products.seed(h.core, ctx.domain.domainId);
    }
  });
});
