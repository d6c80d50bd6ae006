import { randomUUID } from 'node:crypto';
import { NO_SALES_REP, STAFF_REMOVED } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Members, Reports } from '../packages/core/src';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();

// The sign-up links' Copy buttons write to the clipboard, which the tests read back.
const page = usePage({ permissions: ['clipboard-read', 'clipboard-write'] });

const rows = (p: Page) => p.locator('main table tbody tr');
const row = (p: Page, text: string) => rows(p).filter({ hasText: text });
const main = (p: Page) => p.locator('main');
const heading = (p: Page, name: string) => p.getByRole('heading', { name, exact: true });
/** The texts of a row's cells, trimmed. */
const cells = async (p: Page, text: string) => (await row(p, text).locator('td').allInnerTexts()).map((cell) => cell.trim());

/** Waits until the table shows one row, the one with `text` (a loading table also has one row, its message). */
async function onlyRow(p: Page, text: string) {
  await expect.poll(() => row(p, text).count(), { timeout: 10_000 }).toBe(1);
  expect(await rows(p).count()).toBe(1);
}

async function signInTo(email: string) {
  await signIn(page(), 'acme', email);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
}

/** A fresh member of its own that can sign in, past the membership agreement. */
async function freshMember(memberships: number[], fields: Partial<Parameters<typeof Members.create>[1]> = {}) {
  const tag = randomUUID().slice(0, 8);
  return Members.create(await h.domainCtx(), {
    email: `c-${tag}@acme.test`,
    firstName: 'Fresh',
    lastName: `Member${tag}`,
    memberships,
    password: 'Portal-Demo-1',
    checkAgreement: '2026-11-01 10:00:00',
    ...fields,
  });
}

/** How many patients the API lists for a path as a demo member: other files may add patients to the demo center. */
async function patientCount(role: string, path: string) {
  const res = await h.call('GET', path, { domain: 'acme', token: await h.demoToken(role) });
  expect(res.status).toBe(200);
  return res.body.count as number;
}

/** The 1×1 PNG the logo upload sends. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('the lab', () => {
  it('sees its patients, filters them and opens Patient Data', async () => {
    const count = await patientCount('lab', 'users/lab/');
    expect(count).toBeGreaterThanOrEqual(12);
    await signInTo('lab@acme.test');
    await expect.poll(() => heading(page(), 'Patients').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => main(page()).innerText()).toContain(`Page 1 of ${Math.ceil(count / 10)}`);
    expect(await rows(page()).count()).toBe(10);
    for (const header of ['ID', 'Patient', 'Harvest Center']) expect(await page().getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    expect(await page().getByLabel('Search').getAttribute('placeholder')).toMatch(/HC company/);

    await page().getByLabel('Search').fill('oakley');
    await onlyRow(page(), 'Olivia Oakley');
    expect(await cells(page(), 'Olivia Oakley')).toEqual(['10', 'Olivia Oakley\npatient.olivia@acme.test', 'Acme Harvest Center', 'Info']);
    // The harvest center's company matches its patients too.
    await page().getByLabel('Search').fill('ACME HARVEST');
    await expect.poll(() => main(page()).innerText()).toContain(`Page 1 of ${Math.ceil(count / 10)}`);
    expect(await rows(page()).count()).toBe(10);
    await page().getByLabel('Search').fill('no-such-patient');
    await expect.poll(() => main(page()).innerText()).toContain("Empty table. There's nothing to show");

    await page().getByLabel('Search').fill('estrada');
    await onlyRow(page(), 'Emma Estrada');
    await row(page(), 'Emma Estrada').getByRole('button', { name: 'Info' }).click();
    const dialog = page().getByRole('dialog', { name: 'Patient Data' });
    await expect.poll(() => dialog.innerText()).toContain('patient.emma@acme.test');
    expect(await dialog.innerText()).toContain('Acme Referral Clinic');
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('goes to its harvest centers and pages through a center’s patients', async () => {
    const count = await patientCount('lab', 'processing-labs/1/harvestcenter/4/patients/');
    expect(count).toBeGreaterThan(10);
    expect(count).toBeLessThanOrEqual(20);
    await signInTo('lab@acme.test');
    await page().getByRole('link', { name: 'Harvest Centers', exact: true }).click();
    await page().waitForURL('**/lab');
    await expect.poll(() => page().title()).toBe('Lab - Acme Biologics');
    const center = row(page(), 'Acme Harvest Center');
    await expect.poll(() => center.count(), { timeout: 10_000 }).toBe(1);
    expect(await center.innerText()).toContain('hc@acme.test');

    await center.getByRole('button', { name: 'View Patients' }).click();
    await page().waitForURL('**/lab/1/harvest-center/4');
    await expect.poll(() => page().title()).toBe('Harvest Center Patients - Acme Biologics');
    await expect.poll(() => main(page()).innerText()).toContain('Page 1 of 2');
    expect(await main(page()).innerText()).toContain('Acme Harvest Center');
    expect(await rows(page()).count()).toBe(10);
    await page().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => main(page()).innerText()).toContain('Page 2 of 2');
    expect(await rows(page()).count()).toBe(count - 10);
    await page().getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => main(page()).innerText()).toContain('Page 1 of 2');

    await page().getByLabel('Search').fill('sato');
    await onlyRow(page(), 'Sofia Sato');
    await row(page(), 'Sofia Sato').getByRole('button', { name: 'Info' }).click();
    await expect.poll(() => page().getByRole('dialog', { name: 'Patient Data' }).innerText()).toContain('patient.sofia@acme.test');
    await page().keyboard.press('Escape');

    await page().getByRole('link', { name: 'Back to Harvest Centers' }).click();
    await page().waitForURL('**/lab/1');
    await expect.poll(() => row(page(), 'Acme Harvest Center').count()).toBe(1);
  });

  it('returns to the dashboard when a lab route misses a param or has a bad one', async () => {
    await signInTo('lab@acme.test');
    for (const path of ['/lab/1/harvest-center', '/lab/1/harvest-center/abc', '/lab/0/harvest-center/4', '/lab/abc']) {
      await page().goto(portalUrl('acme', path));
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await expect.poll(() => heading(page(), 'Patients').isVisible(), { timeout: 10_000 }).toBe(true);
    }
  });

  it('lets an admin open a lab by id, and sends an admin without one to the dashboard', async () => {
    await signInTo('admin@acme.test');
    await page().goto(portalUrl('acme', '/lab/1'));
    await expect.poll(() => row(page(), 'Acme Harvest Center').count(), { timeout: 10_000 }).toBe(1);
    await page().goto(portalUrl('acme', '/lab'));
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
  });

  it('is the only member besides admins on the lab pages: others land on /unauthorized', async () => {
    await signInTo('hc@acme.test');
    for (const path of ['/lab', '/lab/1/harvest-center/4']) {
      await page().goto(portalUrl('acme', path));
      await page().waitForURL('**/unauthorized', { timeout: 10_000 });
      await expect.poll(() => heading(page(), 'This action is unauthorized').isVisible()).toBe(true);
    }
  });
});

describe('the harvest center', () => {
  it('sees its patients over 2 pages and views one read-only', async () => {
    const count = await patientCount('hc', 'harvest-centers/4/patients/');
    expect(count).toBeGreaterThanOrEqual(12);
    expect(count).toBeLessThanOrEqual(20);
    await signInTo('hc@acme.test');
    await expect.poll(() => main(page()).innerText(), { timeout: 10_000 }).toContain('Page 1 of 2');
    expect(await rows(page()).count()).toBe(10);
    for (const header of ['ID', 'Patient', 'Referral Harvest Center', 'Vials in preparation', 'Vials Ready to Ship'])
      expect(await page().getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    // Its rep is set: once the member has been read, no warning.
    await page().waitForLoadState('networkidle');
    expect(await page().getByText(NO_SALES_REP).count()).toBe(0);

    await page().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => main(page()).innerText()).toContain('Page 2 of 2');
    expect(await rows(page()).count()).toBe(count - 10);

    await page().getByLabel('Search').fill('patient.lucas@');
    await expect.poll(() => main(page()).innerText()).toContain('Page 1 of 1');
    await onlyRow(page(), 'Lucas Lindqvist');
    expect(await cells(page(), 'Lucas Lindqvist')).toEqual(['15', 'Lucas Lindqvist\npatient.lucas@acme.test', 'Acme Referral Clinic', '1', '2', 'View']);
    await page().getByLabel('Search').fill('mendez');
    await onlyRow(page(), 'Mason Mendez');
    expect(await cells(page(), 'Mason Mendez')).toEqual(['19', 'Mason Mendez\npatient.mason@acme.test', '—', '1', '0', 'View']);

    await row(page(), 'Mason Mendez').getByRole('button', { name: 'View' }).click();
    const dialog = page().getByRole('dialog', { name: 'Patient Data' });
    await expect.poll(() => dialog.innerText()).toContain('patient.mason@acme.test');
    expect(await dialog.innerText()).toContain('Ray Rep');
    expect(await dialog.locator('input, select, textarea').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('filters its patients by a product they bought', async () => {
    const center = await freshMember([4], { company: 'Product Clinic', salesRepId: 3 });
    const buyer = await freshMember([2], { harvestCenterId: center.memberId, lastName: `Buyer${randomUUID().slice(0, 6)}` });
    const other = await freshMember([2], { harvestCenterId: center.memberId, lastName: `Browser${randomUUID().slice(0, 6)}` });
    const product = (await h.call('GET', 'products/1/', { domain: 'acme', token: await h.demoToken('admin') })).body as { name: string };
    await Reports.recordSale(await h.domainCtx(), {
      date: new Date().toISOString(),
      productId: 1,
      harvestCenterId: center.memberId,
      patientId: buyer.memberId,
    });
    await signInTo(center.email);
    const patients = page().getByRole('region', { name: 'Patients', exact: true });
    await expect.poll(() => patients.locator('table tbody tr').count(), { timeout: 10_000 }).toBe(2);

    await patients.getByLabel('Bought product').selectOption({ label: product.name });
    await expect.poll(() => patients.locator('table tbody').innerText(), { timeout: 10_000 }).toContain(buyer.lastName);
    await onlyRow(page(), buyer.lastName);
    expect(await patients.innerText()).toContain('Page 1 of 1');
    // With the product chosen, an empty result is no reason to share the sign-up link.
    await patients.getByLabel('Search').fill(other.lastName);
    await expect.poll(() => patients.locator('table tbody td').innerText()).toBe("Empty table. There's nothing to show");

    await patients.getByLabel('Search').fill('');
    await patients.getByLabel('Bought product').selectOption({ label: 'Any' });
    await expect.poll(() => patients.locator('table tbody tr').count()).toBe(2);
  });

  it('says, without patients, that there is nothing to show and how patients come: its sign-up link, a click away', async () => {
    const center = await freshMember([4], { company: 'Empty Clinic', salesRepId: 3 });
    await signInTo(center.email);
    const patients = page().getByRole('region', { name: 'Patients', exact: true });
    const message = patients.locator('table tbody td');
    await expect.poll(() => message.innerText(), { timeout: 10_000 }).toContain("Empty table. There's nothing to show");
    expect(await message.innerText()).toContain('Share your sign-up link to add patients.');
    // A search that matches no one is no reason to share the link.
    await patients.getByLabel('Search').fill('nobody-at-all');
    await expect.poll(() => message.innerText()).toBe("Empty table. There's nothing to show");
    await patients.getByLabel('Search').fill('');
    await message.getByRole('link', { name: 'Your sign-up link' }).click({ timeout: 10_000 });
    await page().waitForURL('**/referral-patients');
    await expect
      .poll(() => page().getByLabel('Referral Harvest Center sign-up link', { exact: true }).inputValue(), { timeout: 10_000 })
      .toMatch(new RegExp(`/referral-harvest-center-registration\\?srid=3&hcid=${center.memberId}&invite=[\\w-]{43}$`));
  });

  it('lists its 3 demo referral patients under the RHC sign-up link, which it copies', async () => {
    // Other files may refer more of its patients (User Details sets a referral center).
    const count = await patientCount('hc', 'harvest-centers/4/referral-patients/');
    expect(count).toBeGreaterThanOrEqual(3);
    await signInTo('hc@acme.test');
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Referral Patients' }).click();
    await page().waitForURL('**/referral-patients');
    await expect.poll(() => page().title()).toBe('Referral Patients - Acme Biologics');
    await expect.poll(() => main(page()).innerText(), { timeout: 10_000 }).toContain('Page 1 of 1');
    expect(await rows(page()).count()).toBe(count);
    for (const name of ['Emma Estrada', 'Lucas Lindqvist', 'Sofia Sato']) expect(await row(page(), name).count()).toBe(1);
    expect(await cells(page(), 'Sofia Sato')).toEqual(['Sofia Sato\npatient.sofia@acme.test', 'Acme Referral Clinic', '0', '2']);

    const link = page().getByLabel('Referral Harvest Center sign-up link', { exact: true });
    await expect.poll(() => link.inputValue(), { timeout: 10_000 }).toMatch(/\/referral-harvest-center-registration\?srid=3&hcid=4&invite=[\w-]{43}$/);
    const expected = await link.inputValue();
    expect(expected.startsWith(portalUrl('acme', '/'))).toBe(true);
    expect(await link.getAttribute('readonly')).not.toBeNull();
    await page().getByRole('button', { name: 'Copy Referral Harvest Center sign-up link' }).click();
    await expect.poll(() => page().getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  it('removes a staff member after confirmation, and shows the server message when the removal fails', async () => {
    const tag = randomUUID().slice(0, 8);
    const kept = await freshMember([9], { firstName: 'Kept', lastName: `Staff${tag}`, staffHcIds: [4] });
    const leaving = await freshMember([9], { firstName: 'Leaving', lastName: `Staff${tag}`, staffHcIds: [4] });
    await signInTo('hc@acme.test');
    await page().goto(portalUrl('acme', '/staff-view'));
    await expect.poll(() => page().title()).toBe('Staff - Acme Biologics');
    await expect
      .poll(() => page().getByLabel('Staff sign-up link', { exact: true }).inputValue(), { timeout: 10_000 })
      .toMatch(new RegExp(`^${portalUrl('acme', '/hc-staff-registration')}\\?hcid=4&invite=[\\w-]{43}$`));
    await expect.poll(() => row(page(), 'staff@acme.test').count(), { timeout: 10_000 }).toBe(1);
    expect(await cells(page(), 'staff@acme.test')).toEqual(['9', 'Sam Staff', 'staff@acme.test', 'Confirmed', 'Remove']);

    await page().getByLabel('Search').fill(`STAFF${tag}`);
    await expect.poll(() => rows(page()).count()).toBe(2);
    expect(await main(page()).innerText()).toContain('Page 1 of 1');

    // Cancel keeps the member.
    await row(page(), leaving.email).getByRole('button', { name: 'Remove' }).click();
    const dialog = page().getByRole('dialog', { name: 'Remove Staff Member' });
    await expect.poll(() => dialog.innerText()).toContain(leaving.email);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rows(page()).count()).toBe(2);

    await row(page(), leaving.email).getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page().getByRole('status').filter({ hasText: STAFF_REMOVED }).count()).toBe(1);
    await expect.poll(() => row(page(), leaving.email).count()).toBe(0);
    expect(await rows(page()).count()).toBe(1);
    expect((await Members.fromId(await h.domainCtx(), leaving.memberId))?.staffHcIds).toEqual([]);

    // Removed elsewhere meanwhile: the API refuses, and its message shows as an alert.
    await row(page(), kept.email).getByRole('button', { name: 'Remove' }).click();
    await Members.patch(await h.domainCtx(), kept.memberId, { staffHcIds: [] });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page().getByRole('alert').filter({ hasText: 'Staff member not found.' }).count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await Members.fromId(await h.domainCtx(), 9))?.staffHcIds).toEqual([4]);
  });

  it('uploads a PNG logo on its profile, after a wrong file is refused in the browser', async () => {
    // A center of its own, so the demo center's logo stays; it has no sales rep.
    const center = await freshMember([4], { company: `Logo Clinic ${randomUUID().slice(0, 6)}` });
    await signInTo(center.email);
    await expect.poll(() => page().getByText(NO_SALES_REP).isVisible(), { timeout: 10_000 }).toBe(true);

    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Account' }).click();
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await page().waitForURL('**/hc-profile');
    await expect.poll(() => page().title()).toBe('Profile - Acme Biologics');
    await expect.poll(() => main(page()).innerText(), { timeout: 10_000 }).toContain('No logo yet');
    expect(await page().getByRole('region', { name: 'Signing template' }).innerText()).toContain('None');
    expect(await page().getByLabel('Company').inputValue()).toBe(center.company);
    const upload = page().getByRole('button', { name: 'Upload Logo' });
    expect(await upload.isDisabled()).toBe(true);

    const file = page().getByLabel('Logo file');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect.poll(() => main(page()).innerText()).toContain('The logo must be a PNG, JPEG, GIF or WebP image.');
    expect(await upload.isDisabled()).toBe(true);

    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => upload.isDisabled()).toBe(false);
    expect(await main(page()).innerText()).not.toContain('The logo must be');
    await upload.click();
    await expect.poll(() => page().getByRole('status').filter({ hasText: 'The logo has been updated.' }).count(), { timeout: 10_000 }).toBe(1);

    const logo = page().getByRole('img', { name: `${center.company} logo` });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    const stored = await Members.fromId(await h.domainCtx(), center.memberId);
    expect(stored?.hcLogo).toMatch(/\.png$/);
    expect(await logo.getAttribute('src')).toBe(`/media/hc-logos/${stored?.hcLogo}`);
    expect(await main(page()).innerText()).not.toContain('No logo yet');

    // Without a rep there is no referral center link to hand out: the warning takes its place.
    await page().getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Referral Patients' }).click();
    await page().waitForURL('**/referral-patients');
    await expect.poll(() => page().getByRole('alert').filter({ hasText: NO_SALES_REP }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page().getByLabel('Referral Harvest Center sign-up link', { exact: true }).count()).toBe(0);
    await expect.poll(() => main(page()).innerText()).toContain("Empty table. There's nothing to show");
  });
});

describe('the referral harvest center', () => {
  it('sees its 3 demo patients and views one', async () => {
    const count = await patientCount('rhc', 'harvest-centers/referral/5/patients/');
    expect(count).toBeGreaterThanOrEqual(3);
    await signInTo('rhc@acme.test');
    await expect.poll(() => main(page()).innerText(), { timeout: 10_000 }).toContain('Page 1 of 1');
    expect(await rows(page()).count()).toBe(count);
    for (const name of ['Emma Estrada', 'Lucas Lindqvist', 'Sofia Sato']) expect(await row(page(), name).count()).toBe(1);
    expect(await cells(page(), 'Emma Estrada')).toEqual(['12', 'Emma Estrada\npatient.emma@acme.test', 'Acme Harvest Center', '2', '2', 'View']);
    await page().waitForLoadState('networkidle');
    expect(await page().getByText(NO_SALES_REP).count()).toBe(0);

    await row(page(), 'Emma Estrada').getByRole('button', { name: 'View' }).click();
    await expect.poll(() => page().getByRole('dialog', { name: 'Patient Data' }).innerText()).toContain('patient.emma@acme.test');
  });

  it('has the HC profile but not the harvest center’s own pages', async () => {
    await signInTo('rhc@acme.test');
    await page().goto(portalUrl('acme', '/hc-profile'));
    await expect.poll(() => page().getByLabel('Logo file').count(), { timeout: 10_000 }).toBe(1);
    await page().goto(portalUrl('acme', '/staff-view'));
    await page().waitForURL('**/unauthorized', { timeout: 10_000 });
  });
});

describe('the no-sales-rep warning', () => {
  it('shows on the dashboard of a patient with tag 1 without a rep, not of one without the tag', async () => {
    const tagged = await freshMember([2], { tags: [1] });
    await signInTo(tagged.email);
    await expect.poll(() => page().getByRole('alert').filter({ hasText: NO_SALES_REP }).isVisible(), { timeout: 10_000 }).toBe(true);

    await page().getByRole('button', { name: 'Logout' }).click();
    const untagged = await freshMember([2]);
    await signInTo(untagged.email);
    await expect.poll(() => heading(page(), 'Vials History').isVisible(), { timeout: 10_000 }).toBe(true);
    await page().waitForLoadState('networkidle');
    expect(await page().getByText(NO_SALES_REP).count()).toBe(0);
  });
});
