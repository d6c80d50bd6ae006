import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { expectNotice, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

describe('the RHC Manager', () => {
  it("lets an admin change a referral center's harvest centers, which its referral processing fee then offers", { timeout: 120_000 }, async () => {
    const ctx = await h.domainCtx();
    const tag = randomUUID().slice(0, 6);
    const company = `North Clinic ${tag}`;
    const center = await Members.patch(ctx, (await h.newMember([4])).memberId, { company });
    // Agreement already accepted, so the dashboard opens without its dialog.
    const rhc = await Members.patch(ctx, (await h.newMember([5])).memberId, {
      company: `Willow Referral ${tag}`,
      salesRepId: 3,
      rhcHcIds: [4],
      checkAgreement: '2026-11-01 10:00:00',
    });

    await signIn(page(), 'acme', 'admin@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'RHC Manager' }).click();
    await page().waitForURL('**/rhc-manager');
    await expect.poll(() => page().title()).toBe('RHC Manager - Acme Biologics');
    await page().getByLabel('Search').fill(`Willow Referral ${tag}`);
    const row = page().locator('main table tbody tr').filter({ hasText: rhc.email });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain('Acme Harvest Center');

    await row.getByRole('button', { name: `Edit harvest centers of Willow Referral ${tag}` }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit Harvest Centers' });
    await dialog.getByRole('button', { name: 'Remove Acme Harvest Center' }).click();
    expect(await dialog.innerText()).toContain('No harvest center: this referral center cannot refer new patients.');
    await dialog.getByLabel('Find Harvest Center').fill(company);
    const choice = dialog.getByLabel('Harvest Center', { exact: true });
    await expect.poll(() => choice.locator('option', { hasText: company }).count(), { timeout: 10_000 }).toBe(1);
    await choice.selectOption({ label: company });
    await dialog.getByRole('button', { name: 'Add Harvest Center' }).click();
    expect(await dialog.getByRole('list', { name: 'Chosen harvest centers' }).innerText()).toContain(company);
    await expectNotice(page(), 'Record has been updated!', () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.innerText()).toContain(company);
    expect(await row.innerText()).not.toContain('Acme Harvest Center');

    // The referral center's next referral goes to the new center only.
    await page().getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL((url) => url.pathname === '/');
    await signIn(page(), 'acme', rhc.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'Referral Processing Fee' }).click();
    await page().waitForURL('**/harvest-center/checkout/harvest-fee');
    const picker = page().getByRole('region', { name: 'Order', exact: true }).getByLabel('Harvest Center');
    await expect.poll(() => picker.locator('option').allInnerTexts(), { timeout: 15_000 }).toEqual(['Choose a harvest center', company]);
    expect(await picker.locator('option').nth(1).getAttribute('value')).toBe(String(center.memberId));
  });
});
