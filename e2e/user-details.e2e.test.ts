import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { twoFactorResetMessage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { codeOf } from '../scripts/local/totp';
import { signIn, usePage } from '../scripts/test/browser';

const h = harness();

const page = usePage();

async function signInAsAdmin() {
  await signIn(page(), 'acme', 'admin@acme.test');
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  await expect.poll(() => page().getByRole('heading', { name: 'Users List' }).isVisible()).toBe(true);
}

const rows = (p: Page) => p.locator('table tbody tr');

/** Searches the users list and waits for exactly one row. */
async function findOne(text: string) {
  await page().getByLabel('Search').fill(text);
  await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => rows(page()).first().innerText()).toContain(text);
  return rows(page()).first();
}

const stored = async (id: number) => Members.fromId(await h.domainCtx(), id);

const picker = (scope: Locator, field: string) => scope.getByRole('combobox', { name: field, exact: true });

/** Types part of a member's name into a member picker and chooses the member among the matches. */
async function pick(scope: Locator, field: string, typed: string, name: string) {
  await picker(scope, field).fill(typed);
  await scope.getByRole('option', { name: new RegExp(`^${name}`) }).click({ timeout: 10_000 });
  await expect.poll(() => picker(scope, field).inputValue()).toBe(name);
}

describe('the admin Users List', () => {
  it('adds a patient of a harvest center, then keeps its estimated ready date in User Details', { timeout: 120_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `new-patient-${tag}@acme.test`;
    await signInAsAdmin();

    await page().getByRole('button', { name: 'Add Patient' }).click();
    const add = page().getByRole('dialog', { name: 'Add Patient' });
    await add.getByLabel('First Name').fill('Nora');
    await add.getByLabel('Last Name').fill(`Patient${tag}`);
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Phone Number').fill('5550100');
    await pick(add, 'Harvest Center', 'acme harv', 'Acme Harvest Center');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page().getByRole('status').filter({ hasText: 'User has been created' }).count()).toBe(1);

    const row = await findOne(email);
    const id = Number((await row.locator('td').first().innerText()).trim());
    expect(id).toBeGreaterThan(0);
    await expect.poll(async () => (await h.mailTo(email)).map((m) => m.subject), { timeout: 10_000 }).toEqual(['Welcome to Acme Biologics']);
    const admin = await h.demoToken('admin');
    const created = await h.call('GET', `users/${id}/`, { domain: 'acme', token: admin });
    expect(created.body).toMatchObject({ email, subscription: 2, saless_rep_id: 3, harvest_center_id: 4 });

    await row.getByRole('button', { name: 'Details' }).click();
    const details = page().getByRole('dialog', { name: 'User Details' });
    const received = details.getByLabel('Date Adipose Received by Lab');
    await received.waitFor({ timeout: 10_000 });
    expect(await details.getByLabel('Email').inputValue()).toBe(email);
    // Linked members show by name, read by id: the rep came along with the center.
    await expect.poll(() => picker(details, 'Harvest Center').inputValue(), { timeout: 10_000 }).toBe('Acme Harvest Center');
    await expect.poll(() => picker(details, 'Sales Rep').inputValue()).toBe('Ray Rep');
    expect(await picker(details, 'Referral Harvest Center').inputValue()).toBe('');

    await pick(details, 'Referral Harvest Center', 'referral cli', 'Acme Referral Clinic');
    await received.fill('2026-03-01');
    const estimate = details.getByLabel('Estimated Date Vials Ready to Ship');
    await expect.poll(() => estimate.inputValue()).toBe('2026-05-10');
    expect(await estimate.isDisabled()).toBe(true);
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => details.innerText(), { timeout: 10_000 }).toContain('Patient has been updated!');
    expect(await stored(id)).toMatchObject({ estimatedDateVialsReadyToShip: '2026-05-10', referralHarvestCenterId: 5, harvestCenterId: 4, salesRepId: 3 });
    expect(await picker(details, 'Referral Harvest Center').inputValue()).toBe('Acme Referral Clinic');
    // The success message hides again after 2.5 s.
    await expect.poll(() => details.getByText('Patient has been updated!').count(), { timeout: 5_000 }).toBe(0);

    await details.getByLabel('Set date manually').check();
    await expect.poll(() => estimate.isDisabled()).toBe(false);
    await estimate.fill('2026-06-01');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => details.innerText(), { timeout: 10_000 }).toContain('Patient has been updated!');
    const manual = await stored(id);
    expect(manual).toMatchObject({ estimatedDateVialsReadyToShip: '2026-06-01', setDateManually: true, dateAdiposeReceivedByLab: '2026-03-01' });
  });

  it('adds a harvest center with a company', async () => {
    const tag = randomUUID().slice(0, 8);
    const company = `Clinic ${tag}`;
    await signInAsAdmin();

    await page().getByRole('button', { name: 'Add Harvest Center' }).click();
    const add = page().getByRole('dialog', { name: 'Add Harvest Center' });
    await add.getByLabel('First Name').fill('Cara');
    await add.getByLabel('Last Name').fill('Center');
    await add.getByLabel('Email').fill(`center-${tag}@acme.test`);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByText('Required').count()).toBe(1);

    await add.getByLabel('Company').fill(company);
    // The picker by keyboard: Escape closes the list (not the dialog) and keeps the choice (none); the arrows and Enter choose.
    const rep = picker(add, 'Sales Rep');
    const options = add.getByRole('option');
    await rep.fill('ray rep');
    await expect.poll(() => options.allInnerTexts(), { timeout: 10_000 }).toEqual(['None', expect.stringMatching(/^Ray Rep/)]);
    await rep.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    // The list closes first; the field shows the kept choice on the render after.
    await expect.poll(() => rep.inputValue()).toBe('');
    expect(await add.count()).toBe(1);
    await rep.fill('ray rep');
    await expect.poll(() => options.allInnerTexts(), { timeout: 10_000 }).toEqual(['None', expect.stringMatching(/^Ray Rep/)]);
    await rep.press('ArrowDown');
    await rep.press('ArrowDown');
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
    await rep.press('Enter');
    await expect.poll(() => rep.inputValue()).toBe('Ray Rep');
    expect(await options.count()).toBe(0);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(0);

    const row = await findOne(company);
    expect(await row.innerText()).toContain('Harvest Center');
    const member = await Members.fromEmail(await h.domainCtx(), `center-${tag}@acme.test`);
    expect(member).toMatchObject({ memberships: [4], company, salesRepId: 3 });
    await row.getByRole('button', { name: 'Details' }).click();
    const details = page().getByRole('dialog', { name: 'User Details' });
    await expect.poll(() => picker(details, 'Sales Rep').inputValue(), { timeout: 10_000 }).toBe('Ray Rep');
  });

  it('shows the server message in red when the e-mail is taken', async () => {
    await signInAsAdmin();
    await page().getByRole('button', { name: 'Add Patient' }).click();
    const add = page().getByRole('dialog', { name: 'Add Patient' });
    await add.getByLabel('First Name').fill('Paula');
    await add.getByLabel('Last Name').fill('Again');
    await add.getByLabel('Email').fill('patient@acme.test');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByRole('alert').innerText()).toContain('A user with this email already exists.');
  });

  it("sets a member's password from User Details and mails a reset code", async () => {
    const member = await h.newMember([2]);
    await signInAsAdmin();
    const row = await findOne(member.email);
    await row.getByRole('button', { name: 'Details' }).click();
    const details = page().getByRole('dialog', { name: 'User Details' });
    await details.getByLabel('First Name').waitFor({ timeout: 10_000 });

    await details.getByRole('button', { name: 'Change Password' }).click();
    const change = page().getByRole('dialog', { name: 'Change Password' });
    await change.getByRole('button', { name: 'Save' }).click();
    await change.getByLabel('New Password').fill('By-Admin-Pass-1');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => change.count()).toBe(0);
    await expect(h.login(member.email, 'By-Admin-Pass-1')).resolves.toMatch(/^ey/);

    await details.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect.poll(() => details.innerText()).toContain('an e-mail with a code to reset the password');
    await expect.poll(async () => (await h.mailTo(member.email)).length, { timeout: 10_000 }).toBe(1);
  });

  it('resets the two-factor sign-in of a member who lost its phone: the password alone signs it in again', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const call = (path: string, body: unknown) => h.call('POST', path, { domain: 'acme', token, body });
    const { secret, session } = (await call('auth/two-factor/setup/', { password: 'Portal-Demo-1' })).body;
    expect((await call('auth/two-factor/confirm/', { session, code: codeOf(secret) })).status).toBe(200);

    await signInAsAdmin();
    const row = await findOne(member.email);
    await row.getByRole('button', { name: 'Details' }).click();
    const details = page().getByRole('dialog', { name: 'User Details' });
    const fact = details.getByRole('definition').filter({ hasText: /^(On|Off|…)/ });
    await expect.poll(() => fact.innerText(), { timeout: 10_000 }).toMatch(/^On/);
    await details.getByRole('button', { name: 'Reset Two-Factor' }).click();
    const confirm = page().getByRole('dialog', { name: 'Reset two-factor sign-in?' });
    await confirm.getByText(member.email).waitFor();
    await confirm.getByRole('button', { name: 'Reset Two-Factor' }).click();
    await expect.poll(() => details.innerText(), { timeout: 10_000 }).toContain(twoFactorResetMessage(`${member.firstName} ${member.lastName}`, false));
    await expect.poll(() => fact.innerText()).toBe('Off');
    expect(await details.getByRole('button', { name: 'Reset Two-Factor' }).count()).toBe(0);
    const alone = await h.call('POST', 'auth/login/', { domain: 'acme', body: { email: member.email, password: 'Portal-Demo-1' } });
    expect(alone.body.token).toEqual(expect.any(String));
  });
});
