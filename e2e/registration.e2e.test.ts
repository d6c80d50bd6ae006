import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { LINK_NO_LONGER_VALID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { pressSign } from '../scripts/test/esign-pages';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const plan = (p: Page) => p.locator('header .member-fact', { hasText: 'Plan' }).locator('dd').innerText();

describe('the public registration pages', () => {
  it("opens New Harvest Center from a rep's referral link with the rep filled in; the center signs, submits and signs in", { timeout: 180_000 }, async () => {
    await signIn(page(), 'acme', 'rep@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const link = await page().getByRole('textbox', { name: 'Harvest Center sign-up link', exact: true }).inputValue({ timeout: 10_000 });
    expect(link).toMatch(/\/harvest-center-registration\?srid=3&invite=[\w-]{43}$/);
    await page().getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL((url) => url.pathname === '/');

    await page().goto(link);
    await expect.poll(() => page().title()).toBe('New Harvest Center - Acme Biologics');
    expect(await page().getByLabel('Sales Rep ID').inputValue()).toBe('3');
    expect(await page().getByRole('link', { name: 'Login page' }).getAttribute('href')).toBe('/');

    // Next checks the form first.
    await page().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Required. Min Length 8');

    const email = `cedar-${randomUUID().slice(0, 8)}@clinic.test`;
    const form = page().getByRole('form', { name: 'New Harvest Center' });
    await form.getByLabel('First Name').fill('Cora');
    await form.getByLabel('Last Name').fill('Cedar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('cedar-clinic-pass');
    await form.getByLabel('Clinic Name').fill('Cedar Clinic');
    await form.getByLabel('Clinic Phone').fill('2085550100');
    await form.getByLabel('Address Line 1').fill('1 Cedar Way');
    await form.getByLabel('City').fill('Boise');
    await form.getByLabel('State').fill('ID');
    await form.getByLabel('Country').fill('United States');
    await form.getByLabel('Postal Code').fill('83702');

    const progress = form.getByRole('region', { name: 'Documents to sign' });
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await progress.innerText()).toMatch(/Signed documents: 0\/\d+/);
    const total = Number(/0\/(\d+)/.exec(await progress.innerText())![1]);
    expect(await submit.isDisabled()).toBe(true);
    for (let signed = 1; signed <= total; signed++) {
      await form.getByRole('button', { name: 'Next' }).click();
      const frame = form.frameLocator('iframe');
      expect(await form.locator('iframe').evaluate((el) => el.getBoundingClientRect().height, undefined, { timeout: 15_000 })).toBe(600);
      // The frame has the guest signing page's room, and the wait for the signature is one line under it, not an empty block.
      expect(await form.locator('iframe').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(760);
      expect(await progress.getByRole('status').innerText()).toBe('Waiting for your signature…');
      expect(await progress.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(700);
      await pressSign(frame);
      // The page learns of the signature from its 5-second poll.
      await expect.poll(() => progress.innerText(), { timeout: 30_000 }).toContain(`${signed}/${total}`);
    }
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    const dialog = page().getByRole('dialog', { name: 'New Harvest Center' });
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Your account has been created. You can sign in now.');
    // The form behind the dialog is cleared (the open dialog hides it from the accessibility tree).
    expect(await page().locator('form input[name="email"]').inputValue()).toBe('');
    expect(await page().locator('form input[name="company"]').inputValue()).toBe('');

    await dialog.getByRole('button', { name: 'Login Page' }).click();
    await page().waitForURL((url) => url.pathname === '/');
    await signIn(page(), 'acme', email, 'cedar-clinic-pass');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await expect.poll(() => plan(page()), { timeout: 10_000 }).toBe('Harvest Center');

    // The attestation it signed on the page is its attestation: signed, not offered again.
    await page().goto(portalUrl('acme', '/hc-profile'));
    const attestation = page().getByRole('region', { name: 'Attestation', exact: true });
    await expect.poll(() => attestation.innerText(), { timeout: 15_000 }).toContain('Completed');
    expect(await attestation.getByRole('link', { name: 'Signed attestation (PDF)' }).count()).toBe(1);
    expect(await page().getByRole('button', { name: 'Sign Attestation Document' }).count()).toBe(0);
  });

  it(
    "registers a staff member from its center's staff link, who enters the center once the center confirms it; a bare hcid or an old link registers no one",
    { timeout: 180_000 },
    async () => {
      const staffLink = async () => {
        await signIn(page(), 'acme', 'hc@acme.test');
        await page().waitForURL('**/dashboard', { timeout: 10_000 });
        await page().goto(portalUrl('acme', '/staff-view'));
        return page().getByRole('textbox', { name: 'Staff sign-up link' }).inputValue({ timeout: 10_000 });
      };
      const logout = async () => {
        await page().getByRole('button', { name: 'Logout' }).click();
        await page().waitForURL((url) => url.pathname === '/');
      };
      const form = page().getByRole('form', { name: 'New HC Staff Account' });
      const fill = async (email: string) => {
        await form.getByLabel('First Name').fill('Sam');
        await form.getByLabel('Last Name').fill('Staff');
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Password').fill('sam-staff-pass');
        await form.getByLabel('Address Line 1').fill('2 Elm St');
        await form.getByLabel('City').fill('Boise');
        await form.getByLabel('State').fill('ID');
        await form.getByLabel('Country').fill('United States');
      };
      /** The page of a link that is not current: it says so at the top, under the title, and shows no form to fill. */
      const refused = async (url: string) => {
        await page().goto(url);
        await expect.poll(() => page().getByRole('alert').innerText(), { timeout: 10_000 }).toBe(LINK_NO_LONGER_VALID);
        const main = page().getByRole('main');
        expect(await main.locator('h1 + *').getAttribute('role'), 'the alert comes right after the title').toBe('alert');
        expect(await main.getByRole('form').count()).toBe(0);
        expect(await main.locator('input, select, textarea').count()).toBe(0);
        expect(await main.getByRole('button').count()).toBe(0);
        expect(await main.getByRole('link', { name: 'Login page', exact: true }).count()).toBe(1);
      };

      const link = await staffLink();
      expect(link).toMatch(/\/hc-staff-registration\?hcid=4&invite=[\w-]{43}$/);
      await logout();

      await page().goto(link);
      await expect.poll(() => page().title()).toBe('New HC Staff Account - Acme Biologics');
      await expect.poll(() => page().getByLabel('Harvest Center', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Acme Harvest Center');
      const email = `staff-${randomUUID().slice(0, 8)}@clinic.test`;
      await fill(email);
      await form.getByRole('button', { name: 'Submit' }).click();
      const dialog = page().getByRole('dialog', { name: 'New HC Staff Account' });
      await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Your account has been created. You can sign in now.');
      await dialog.getByRole('button', { name: 'Login Page' }).click();

      // The center's id alone, as the link was before invitation tokens, registers no one.
      await refused(portalUrl('acme', '/hc-staff-registration?hcid=4'));
      // The center makes a new link: the one it had handed out stops working.
      await staffLink();
      await page().getByRole('button', { name: 'New link for the Staff sign-up link' }).click();
      await page().getByRole('dialog', { name: 'Make a new link?' }).getByRole('button', { name: 'Make a new link' }).click();
      await expect.poll(() => page().getByRole('status').filter({ hasText: 'A new link was made' }).count(), { timeout: 10_000 }).toBe(1);
      const renewed = await page().getByRole('textbox', { name: 'Staff sign-up link' }).inputValue();
      expect(renewed).not.toBe(link);
      await logout();
      await refused(link);
      // So does a rep's center link with a token that was never issued.
      await refused(portalUrl('acme', `/harvest-center-registration?srid=3&invite=${'x'.repeat(43)}`));

      // Agreement already accepted, so the dashboard opens without its dialog.
      const ctx = await h.domainCtx();
      const staffId = (await Members.fromEmail(ctx, email))!.memberId;
      await Members.patch(ctx, staffId, { checkAgreement: '2026-11-01 10:00:00' });
      await signIn(page(), 'acme', email, 'sam-staff-pass');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      // Until the center confirms it, the new staff member sees its center but cannot enter it.
      const row = page().locator('table tbody tr').filter({ hasText: 'Acme Harvest Center' });
      await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('Awaiting confirmation by the harvest center');
      expect(await row.getByRole('button', { name: 'Enter' }).count()).toBe(0);
      await logout();

      // The center opens the link of the mail it received: the Staff page asks it to confirm the member.
      const told = (await h.mailTo('hc@acme.test')).filter((m) => m.body.text?.includes(email)).at(-1)!;
      const answerLink = /https?:\/\/\S+\/staff-view\?confirm=\d+/.exec(told.body.text!)![0];
      await signIn(page(), 'acme', 'hc@acme.test');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await page().goto(portalUrl('acme', new URL(answerLink).pathname + new URL(answerLink).search));
      const answer = page().getByRole('dialog', { name: 'Confirm Staff Member' });
      await expect.poll(() => answer.innerText(), { timeout: 10_000 }).toContain(email);
      await answer.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect.poll(() => page().getByRole('status').filter({ hasText: 'The staff member has been confirmed' }).count(), { timeout: 10_000 }).toBe(1);
      const listed = page().locator('table tbody tr').filter({ hasText: email });
      await expect.poll(() => listed.innerText()).toContain('Confirmed');
      await logout();

      await signIn(page(), 'acme', email, 'sam-staff-pass');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await row.getByRole('button', { name: 'Enter' }).click({ timeout: 10_000 });
      await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect
        .poll(() => page().getByLabel('HC account banner').innerText(), { timeout: 10_000 })
        .toContain('You are currently on Acme Harvest Center HC Account');
    },
  );

  it('sends a harvest center link without a sales rep to the guest page', async () => {
    await page().goto(portalUrl('acme', '/harvest-center-registration'));
    await page().waitForURL((url) => url.pathname === '/');
    expect(await page().getByRole('button', { name: 'Login' }).count()).toBe(1);
  });

  it('keeps New Admin locked until the admin form password is accepted', { timeout: 60_000 }, async () => {
    await page().goto(portalUrl('acme', '/admin-registration-process'));
    await page().getByLabel('Admin Form Password').fill('not the password');
    await page().getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Access not allowed');
    expect(await page().getByLabel('First Name').count()).toBe(0);
    await page().getByLabel('Admin Form Password').fill('Portal-Admin-Gate');
    await page().getByRole('button', { name: 'Continue' }).click();
    const form = page().getByRole('form', { name: 'New Admin' });
    await form.getByLabel('First Name').waitFor({ timeout: 10_000 });
    const email = `admin-${randomUUID().slice(0, 8)}@acme.test`;
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Last Name').fill('Admin');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('ana-admin-pass');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page().getByRole('dialog').innerText(), { timeout: 15_000 }).toContain('Admin user created Succesfully!');
    await page().getByRole('dialog').getByRole('button', { name: 'Login Page' }).click();
    await signIn(page(), 'acme', email, 'ana-admin-pass');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await expect.poll(() => plan(page()), { timeout: 10_000 }).toBe('Admin');
  });
});
