import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, usePage } from '../scripts/test/browser';

const page = usePage();

const heading = (p: Page, name: string) => p.getByRole('heading', { name, exact: true });
const banner = (p: Page) => p.getByLabel('HC account banner');
const memberId = (p: Page) => p.locator('header .member-fact', { hasText: 'Member ID' }).locator('dd').innerText();
const plan = (p: Page) => p.locator('header .member-fact', { hasText: 'Plan' }).locator('dd').innerText();

describe('HC staff', () => {
  it('enters an associated harvest center and goes back to its own account', async () => {
    await signIn(page(), 'acme', 'staff@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await expect.poll(() => heading(page(), 'Associated Harvest Centers').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await memberId(page())).toBe('9');
    expect(await banner(page()).count()).toBe(0);

    const row = page().locator('table tbody tr').filter({ hasText: 'Acme Harvest Center' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await page().locator('main').innerText()).toContain('Page 1 of 1');

    await page().getByLabel('Search').fill('ACME HARVEST');
    await expect.poll(() => row.count()).toBe(1);
    await page().getByLabel('Search').fill('no-such-center');
    await expect.poll(() => page().locator('main').innerText()).toContain("Empty table. There's nothing to show");
    await page().getByLabel('Search').fill('');
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'Enter' }).click();
    const dialog = page().getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: 'Access' }).count()).toBe(1);
    expect(await dialog.innerText()).toContain('Do you want to access Acme Harvest Center HC Account?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => heading(page(), 'Patients').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => memberId(page())).toBe('4');
    expect(await plan(page())).toBe('Harvest Center');
    await expect.poll(() => banner(page()).isVisible()).toBe(true);
    expect(await banner(page()).innerText()).toContain('You are currently on Acme Harvest Center HC Account');
    expect(await page().getByRole('navigation', { name: 'Main menu' }).innerText()).toContain('Referral Patients');
    expect(await heading(page(), 'Associated Harvest Centers').count()).toBe(0);

    await page().getByRole('button', { name: 'Go back to your Account' }).click();
    await expect.poll(() => heading(page(), 'Associated Harvest Centers').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => memberId(page())).toBe('9');
    expect(await banner(page()).count()).toBe(0);
    expect(await page().getByRole('navigation', { name: 'Main menu' }).innerText()).not.toContain('Referral Patients');
  });

  it('stays on its own account when the confirmation is cancelled', async () => {
    await signIn(page(), 'acme', 'staff@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const row = page().locator('table tbody tr').filter({ hasText: 'Acme Harvest Center' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByRole('button', { name: 'Enter' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    expect(await memberId(page())).toBe('9');
    expect(await banner(page()).count()).toBe(0);
  });
});
