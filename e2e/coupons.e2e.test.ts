import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNotice, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const row = (p: Page, code: string) => p.locator('main table tbody tr').filter({ has: p.getByRole('cell', { name: code, exact: true }) });
const cells = async (r: Locator) => (await r.locator('td').allInnerTexts()).map((cell) => cell.trim().replace(/\s+/g, ' '));
const validate = async (code: string, productId: number) =>
  (
    await h.call('POST', 'coupon-codes/validate-code/', {
      domain: 'acme',
      token: await h.demoToken('hc'),
      body: { code, product_id: productId, harvest_center_id: 4 },
    })
  ).body;

describe('the Coupons List', () => {
  it('lets an admin add a coupon code, edit it and remove it', { timeout: 120_000 }, async () => {
    const code = `KITS-${randomUUID().slice(0, 6).toUpperCase()}`;
    await signIn(page(), 'acme', 'admin@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Coupon Manager' }).click();
    await page().waitForURL('**/coupon-manager');
    await page().getByRole('heading', { name: 'Coupons List' }).waitFor();
    expect(await page().title()).toBe('Coupon Manager - Acme Biologics');
    expect((await page().locator('main table thead th').allTextContents()).map((t) => t.trim())).toEqual([
      'Name',
      'Code',
      'Max Use',
      'Discount Amount',
      'Products',
      'HC Company',
      'Used Number',
      'Status',
      'Actions',
    ]);

    // Add: name, code, discount amount and max use are required; products and center are not.
    await page().getByRole('button', { name: 'Add Coupon Code' }).click();
    let dialog = page().getByRole('dialog', { name: 'Add Coupon Code' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(3);
    await dialog.getByLabel('Name').fill('Summer kits');
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Max Use').fill('3');
    await dialog.getByLabel('Discount Amount').fill('45.5');
    await dialog.getByLabel('Harvesting Kit', { exact: true }).check();
    await dialog.getByLabel('5 Harvesting Kits').check();
    await dialog.getByLabel('Find Harvest Center').fill('Acme Harvest');
    await expect
      .poll(() => dialog.getByLabel('Harvest Center', { exact: true }).locator('option', { hasText: 'Acme Harvest Center' }).count(), { timeout: 10_000 })
      .toBe(1);
    await dialog.getByLabel('Harvest Center', { exact: true }).selectOption({ label: 'Acme Harvest Center' });
    await expectNotice(page(), 'Coupon code has been added!', () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => cells(row(page(), code)), { timeout: 10_000 })
      .toEqual(['Summer kits', code, '3', '$45.50', 'Harvesting Kit, 5 Harvesting Kits', 'Acme Harvest Center', '0', 'Active', 'Edit Remove']);
    expect(await validate(code.toLowerCase(), 3)).toMatchObject({ success: true, discount: 45.5 });

    // The same code in another case is refused, and the dialog says so.
    await page().getByRole('button', { name: 'Add Coupon Code' }).click();
    dialog = page().getByRole('dialog', { name: 'Add Coupon Code' });
    await dialog.getByLabel('Name').fill('Twin');
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Max Use').fill('1');
    await dialog.getByLabel('Discount Amount').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('A coupon with this code already exists.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Edit: unlimited uses, one product fewer, inactive.
    await row(page(), code).getByRole('button', { name: 'Edit' }).click();
    dialog = page().getByRole('dialog', { name: 'Edit Coupon Code' });
    expect(await dialog.getByLabel('Discount Amount').inputValue()).toBe('45.50');
    expect(await dialog.getByLabel('Harvest Center', { exact: true }).inputValue()).toBe('4');
    await dialog.getByLabel('Max Use').fill('0');
    await dialog.getByLabel('Harvesting Kit', { exact: true }).uncheck();
    await dialog.getByLabel('Status').selectOption({ label: 'Inactive' });
    await expectNotice(page(), 'Record has been updated!', () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => cells(row(page(), code)))
      .toEqual(['Summer kits', code, 'Unlimited', '$45.50', '5 Harvesting Kits', 'Acme Harvest Center', '0', 'Inactive', 'Edit Remove']);
    expect(await validate(code, 9)).toMatchObject({ success: false, message: 'Invalid coupon code.' });

    // Remove, after confirmation.
    await row(page(), code).getByRole('button', { name: 'Remove' }).click();
    dialog = page().getByRole('dialog', { name: 'Remove Coupon Code' });
    expect(await dialog.innerText()).toContain('Are you sure you want to remove this Coupon Code?');
    await expectNotice(page(), 'Coupon code has been removed!', () => dialog.getByRole('button', { name: 'Remove' }).click());
    await expect.poll(() => row(page(), code).count()).toBe(0);
    expect(await validate(code, 9)).toMatchObject({ success: false, message: 'Invalid coupon code.' });
  });
});
