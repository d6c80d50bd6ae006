import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { LINK_NO_LONGER_VALID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { expectNotice, portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
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

  it('opens its Contact Details without a failed request', async () => {
    const failed: string[] = [];
    page().on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    page().on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    await signIn(page(), 'acme', 'staff@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('acme', '/profile'));
    await heading(page(), 'Contact Details').waitFor();
    await expect.poll(() => page().getByRole('button', { name: 'Sign Attestation Document' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page().waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });

  it('opens Payment Options from its menu on a page of that name, and the title goes back when it leaves', async () => {
    await signIn(page(), 'acme', 'staff@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const menu = page().getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Account' }).click();
    await menu.getByRole('link', { name: 'Payment Options', exact: true }).click();
    await page().waitForURL('**/hc-payments');
    await heading(page(), 'Payment Options').waitFor();
    await expect.poll(() => page().title()).toBe('Payment Options - Acme Biologics');
    await menu.getByRole('link', { name: 'Contact Details', exact: true }).click();
    await expect.poll(() => page().title()).toBe('Contact Details - Acme Biologics');
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

describe("a center's staff link", () => {
  it('no longer registers anyone once the staff member who copied it is removed', { timeout: 120_000 }, async () => {
    const ctx = await h.domainCtx();
    const company = `Alder Clinic ${randomUUID().slice(0, 6)}`;
    const center = await Members.patch(ctx, (await h.newMember([4])).memberId, { company, checkAgreement: '2026-11-01 10:00:00' });
    const staff = await Members.patch(ctx, (await h.newMember([9])).memberId, { staffHcIds: [center.memberId], checkAgreement: '2026-11-01 10:00:00' });
    const logout = async () => {
      await page().getByRole('button', { name: 'Logout' }).click();
      await page().waitForURL((url) => url.pathname === '/');
    };

    // The staff member enters the center and copies its staff link from the Staff page.
    await signIn(page(), 'acme', staff.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().locator('table tbody tr').filter({ hasText: company }).getByRole('button', { name: 'Enter' }).click({ timeout: 10_000 });
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => banner(page()).innerText(), { timeout: 10_000 }).toContain(`You are currently on ${company} HC Account`);
    await page().goto(portalUrl('acme', '/staff-view'));
    const copied = await page().getByRole('textbox', { name: 'Staff sign-up link' }).inputValue({ timeout: 10_000 });
    await page().getByRole('button', { name: 'Go back to your Account' }).click();
    await heading(page(), 'Associated Harvest Centers').waitFor({ timeout: 10_000 });
    await logout();

    // The center removes it on its Staff page; the page then shows a new link.
    await signIn(page(), 'acme', center.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('acme', '/staff-view'));
    const row = page().locator('table tbody tr').filter({ hasText: staff.email });
    await row.getByRole('button', { name: 'Remove' }).click({ timeout: 10_000 });
    await page().getByRole('dialog', { name: 'Remove Staff Member' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    await page().reload();
    await expect.poll(() => page().getByRole('textbox', { name: 'Staff sign-up link' }).inputValue(), { timeout: 10_000 }).not.toBe(copied);
    await logout();

    // The copied link says at the top that it is no longer valid, with no form to fill.
    await page().goto(copied);
    await expect.poll(() => page().getByRole('alert').innerText(), { timeout: 10_000 }).toBe(LINK_NO_LONGER_VALID);
    expect(await page().getByRole('main').locator('h1 + *').getAttribute('role')).toBe('alert');
    expect(await page().getByRole('form', { name: 'New HC Staff Account' }).count()).toBe(0);
    expect(await page().getByRole('main').locator('input').count()).toBe(0);
    const attempt = await h.call('POST', 'harvest-centers/', {
      domain: 'acme',
      address: '10.63.0.1',
      body: {
        first_name: 'Sam',
        last_name: 'Stranger',
        email: `stranger-${randomUUID().slice(0, 8)}@clinic.test`,
        password: 'my own password',
        subscription: 9,
        hc_id: center.memberId,
        invite: new URL(copied).searchParams.get('invite'),
        address1: '2 Elm St',
        city: 'Boise',
        state_desc: 'ID',
        country_desc: 'United States',
      },
    });
    expect(attempt).toMatchObject({ status: 400, body: { message: LINK_NO_LONGER_VALID } });
  });
});

describe('the HC Staff Manager', () => {
  it('lets an admin move a staff member to another center, which the staff member then enters', { timeout: 120_000 }, async () => {
    const ctx = await h.domainCtx();
    const company = `North Clinic ${randomUUID().slice(0, 6)}`;
    const center = await Members.patch(ctx, (await h.newMember([4])).memberId, { company });
    // Agreement already accepted, so the dashboard opens without its dialog.
    const staff = await Members.patch(ctx, (await h.newMember([9])).memberId, { checkAgreement: '2026-11-01 10:00:00' });
    const admin = await h.demoToken('admin');
    expect((await h.call('PATCH', `hc-staff/${staff.memberId}/`, { domain: 'acme', token: admin, body: { staff_hc_ids: [4] } })).status).toBe(200);

    await signIn(page(), 'acme', 'admin@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'HC Staff Manager' }).click();
    await page().waitForURL('**/hc-staff-manager');
    await expect.poll(() => page().title()).toBe('HC Staff Manager - Acme Biologics');
    await page().getByLabel('Search').fill(String(staff.memberId));
    const row = page().locator('main table tbody tr').filter({ hasText: staff.email });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain('Acme Harvest Center');

    await row.getByRole('button', { name: 'Edit harvest centers of Test Member' }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit Harvest Centers' });
    await dialog.getByRole('button', { name: 'Remove Acme Harvest Center' }).click();
    expect(await dialog.innerText()).toContain('No harvest center: this staff member cannot enter any.');
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

    // The staff member now finds only the new center, and enters it.
    await page().getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL((url) => url.pathname === '/');
    await signIn(page(), 'acme', staff.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const centers = page().locator('table tbody tr');
    await expect.poll(() => centers.allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringContaining(company)]);
    await centers.first().getByRole('button', { name: 'Enter' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => banner(page()).innerText(), { timeout: 10_000 }).toContain(`You are currently on ${company} HC Account`);
    expect(await memberId(page())).toBe(String(center.memberId));
  });
});
