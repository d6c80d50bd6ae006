import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MANAGER_ADDED, MANAGER_REMOVED, REP_ADDED, REP_REMOVED } from '../packages/contracts/src';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const h = harness();
// The referral links are copied to the clipboard, which the test reads back.
const page = usePage({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The demo patients of the rep, its manager and its distributor (other test files may add more). */
const demoPatients = [
  'Paula Patient',
  'Olivia Oakley',
  'Noah Nguyen',
  'Emma Estrada',
  'Liam Larsen',
  'Ava Abbott',
  'Lucas Lindqvist',
  'Mia Moreau',
  'Ethan Ellison',
  'Sofia Sato',
  'Mason Mendez',
  'Isla Ibarra',
];

/** Waits for an answer from the stack: pages and lists load over the network. */
const poll = <T>(check: () => Promise<T> | T, options: { timeout?: number } = {}) => expect.poll(check, { timeout: 10_000, ...options });

const main = (p: Page) => p.locator('main');
const rows = (p: Page) => p.locator('main table tbody tr');
/** A table's column headings as written (the style shows them in capitals). */
const headings = (within: Locator) => within.locator('thead th').allTextContents();
const section = (p: Page, name: string) => p.getByRole('region', { name, exact: true });

async function signInAs(role: string) {
  await signIn(page(), 'acme', `${role}@acme.test`);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
}

async function open(path: string, title: string) {
  await page().goto(portalUrl('acme', path));
  await poll(() => page().title()).toBe(`${title} - Acme Biologics`);
  await poll(() => page().getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
}

/** Types into a list's filter and waits for the rows of that filter. */
async function search(text: string, within = main(page())) {
  const table = within.locator('table');
  await within.getByLabel('Search').fill(text);
  // The list is busy for at least the typing pause, then shows the rows of the new filter.
  await poll(() => table.getAttribute('aria-busy')).toBe('true');
  await poll(() => table.getAttribute('aria-busy')).toBeNull();
}

/** The row texts of every page of the list on screen, going forward with Next. */
async function allPages(): Promise<string[]> {
  const texts: string[] = [];
  for (;;) {
    await poll(() => main(page()).locator('.pagination-text').innerText()).toMatch(/^Page \d+ of \d+$/);
    texts.push(...(await rows(page()).allInnerTexts()));
    const next = page().getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) return texts;
    const before = await main(page()).locator('.pagination-text').innerText();
    await next.click();
    await poll(() => main(page()).locator('.pagination-text').innerText()).not.toBe(before);
  }
}

/** A member of a team that only this test uses, so removing it leaves the demo teams alone. */
async function freshMember(membership: 3 | 6, team: { salesManagerId?: number; salesDistributorId?: number }) {
  const tag = randomUUID().slice(0, 8);
  const member = await Members.create(await h.domainCtx(), {
    email: `team-${tag}@acme.test`,
    firstName: membership === 3 ? 'Remy' : 'Mara',
    lastName: `T${tag}`,
    memberships: [membership],
    password: 'Portal-Demo-1',
    ...team,
  });
  return { tag, member, name: `${member.firstName} ${member.lastName}` };
}

async function expectPatientDialog(name: string, ...facts: string[]) {
  const dialog = page().getByRole('dialog', { name: 'Patient Data' });
  await poll(() => dialog.getByLabel('Patient data').isVisible()).toBe(true);
  const text = await dialog.innerText();
  for (const fact of [name, ...facts]) expect(text).toContain(fact);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await poll(() => dialog.count()).toBe(0);
}

describe('a sales rep', () => {
  it('copies its referral links: its own with srid, and its center’s with srid and hcid, each with its invitation token', async () => {
    await signInAs('rep');
    const links = section(page(), 'Referral Links');
    const signUp = links.getByLabel('Harvest Center sign-up link', { exact: true });
    const token = '[\\w-]{43}';
    const at = (path: string) => new RegExp(`^${portalUrl('acme', path).replaceAll('?', '\\?')}&invite=${token}$`);
    await poll(() => signUp.inputValue(), { timeout: 10_000 }).toMatch(at('/harvest-center-registration?srid=3'));
    const own = await signUp.inputValue();

    const center = links.getByRole('region', { name: /Acme Harvest Center/ });
    await poll(() => center.isVisible()).toBe(true);
    const referral = center.getByLabel('Referral Harvest Center sign-up link', { exact: true });
    const staff = center.getByLabel('HC staff sign-up link', { exact: true });
    await poll(() => referral.inputValue(), { timeout: 10_000 }).toMatch(at('/referral-harvest-center-registration?srid=3&hcid=4'));
    await poll(() => staff.inputValue(), { timeout: 10_000 }).toMatch(at('/hc-staff-registration?hcid=4'));
    // The center's links are the center's own: the rep hands them out but makes no new one.
    expect(await center.getByRole('button', { name: /^New / }).count()).toBe(0);

    await links.getByRole('button', { name: 'Copy Harvest Center sign-up link', exact: true }).click();
    await poll(() => links.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(own);
    await center.getByRole('button', { name: 'Copy HC staff sign-up link', exact: true }).click();
    await poll(() => page().evaluate(() => navigator.clipboard.readText())).toBe(await staff.inputValue());
    // 'Copied' is said for a moment only.
    await poll(() => links.getByRole('status').filter({ hasText: 'Copied' }).count(), { timeout: 5_000 }).toBe(0);
  });

  it('lists its harvest center and its referral center', async () => {
    await signInAs('rep');
    await open('/harvest-centers', 'Your Associated Harvest Centers');
    // Other tests add centers to this rep, newest first, 5 a page: its demo center is found by the filter.
    await poll(() => rows(page()).count()).toBeGreaterThan(0);
    expect(await headings(main(page()))).toEqual(['ID', 'Company', 'Name', 'Email']);
    await search('HC@ACME');
    expect(await rows(page()).allInnerTexts()).toEqual([expect.stringContaining('Acme Harvest Center')]);
    expect(await rows(page()).first().innerText()).toContain('hc@acme.test');
    await search('no-such-center');
    expect(await main(page()).innerText()).toContain("Empty table. There's nothing to show");

    await open('/referral-harvest-centers', 'Referral Harvest Centers');
    await poll(() => rows(page()).count()).toBeGreaterThan(0);
    await search('rhc@acme.test');
    const referral = rows(page()).filter({ hasText: 'Acme Referral Clinic' });
    await poll(() => referral.count()).toBe(1);
    expect(await referral.innerText()).toMatch(/5\s+Acme Referral Clinic\s+Rita\s+Referral\s+rhc@acme.test/);
    expect(await headings(main(page()))).toEqual(['ID', 'Company', 'First Name', 'Last Name', 'Email']);
  });

  it('pages through its patients, filters them by the center’s company and shows one’s data', async () => {
    await signInAs('rep');
    await open('/patients', 'Your Associated Patients');
    expect(await main(page()).getByLabel('Search').getAttribute('placeholder')).toBe('Patient ID or HC company');
    await poll(() => main(page()).innerText()).toContain('Page 1 of 2');
    expect(await rows(page()).count()).toBe(10);
    expect(await headings(main(page()))).toEqual(['Patient', 'Harvest Center', 'Referral Harvest Center', 'Actions']);
    const listed = await allPages();
    for (const name of demoPatients) expect(listed.some((row) => row.includes(name))).toBe(true);

    // No patient's own name or e-mail holds the company: these match by their harvest center.
    await search('acme harvest');
    await poll(() => main(page()).innerText()).toContain('Page 1 of 2');
    expect(await rows(page()).count()).toBe(10);
    expect((await rows(page()).allInnerTexts()).every((row) => row.includes('Acme Harvest Center'))).toBe(true);

    await search('emma');
    expect(await rows(page()).count()).toBe(1);
    expect(await rows(page()).innerText()).toMatch(/Emma Estrada[\s\S]*Acme Harvest Center\s+Acme Referral Clinic/);

    await search('oakley');
    expect(await rows(page()).count()).toBe(1);
    await rows(page()).getByRole('button', { name: 'Info Olivia Oakley' }).click();
    await expectPatientDialog('Olivia Oakley', 'patient.olivia@acme.test', 'Acme Harvest Center', 'Ray Rep');
  });
});

describe('a sales manager', () => {
  it('removes a rep from its team after confirming', async () => {
    const { tag, member, name } = await freshMember(3, { salesManagerId: 6, salesDistributorId: 8 });
    await signInAs('manager');
    const team = section(page(), 'Sales Rep Team');
    await poll(() => team.locator('tbody tr').filter({ hasText: 'Ray Rep' }).count()).toBe(1);
    expect(await headings(team)).toEqual(['ID', 'Name', 'Email', 'Phone', 'Actions']);

    await search(tag, team);
    const row = team.locator('tbody tr').filter({ hasText: name });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: 'Remove Account' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(`Do you want to remove ${name} (ID ${member.memberId}) from your team?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Remove ${name}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await poll(() => team.getByRole('status').filter({ hasText: REP_REMOVED }).count()).toBe(1);
    await poll(() => team.innerText()).toContain("Empty table. There's nothing to show");
    expect(await dialog.count()).toBe(0);
    const removed = await Members.fromId(await h.domainCtx(), member.memberId);
    expect(removed).toMatchObject({ memberId: member.memberId });
    expect(removed?.salesManagerId).toBeUndefined();
    expect(removed?.salesDistributorId).toBeUndefined();

    await search('', team);
    expect(await team.locator('tbody tr').filter({ hasText: 'Ray Rep' }).count()).toBe(1);
  });

  it('adds a sales rep, who is invited with a temporary password', async () => {
    await signInAs('manager');
    await open('/add-sales-rep', 'Add Sales Rep');
    const form = page().locator('main form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await poll(() => form.locator('.field-error').allInnerTexts()).toEqual(['Required', 'Required', 'Required']);

    await form.getByLabel('First Name').fill('Rae');
    await form.getByLabel('Last Name').fill('Rivera');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Submit' }).click();
    await poll(() => form.locator('.field-error').allInnerTexts()).toEqual(['Enter a valid e-mail address']);

    // The server refuses an address in use; its message shows in red.
    await form.getByLabel('Email').fill('rep@acme.test');
    await form.getByRole('button', { name: 'Submit' }).click();
    await poll(() => form.getByRole('alert').innerText()).toBe('A user with this email already exists.');

    const email = `rae-${randomUUID().slice(0, 8)}@acme.test`;
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Sales Rep' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(REP_ADDED);
    for (const label of ['First Name', 'Last Name', 'Email']) expect(await form.getByLabel(label).inputValue()).toBe('');

    const [mail] = await h.mailTo(email);
    expect(mail?.body.text).toMatch(/Temporary password: \S+/);
    expect(mail?.body.text).toContain('Max Manager has created your Acme Biologics member account.');
    const rep = await Members.fromEmail(await h.domainCtx(), email);
    expect(rep).toMatchObject({ firstName: 'Rae', lastName: 'Rivera', memberships: [3], salesManagerId: 6, salesDistributorId: 8 });

    await dialog.getByRole('button', { name: 'Dashboard' }).click();
    await page().waitForURL('**/dashboard');
    const team = section(page(), 'Sales Rep Team');
    await search(email, team);
    await poll(() => team.locator('tbody tr').filter({ hasText: 'Rae Rivera' }).count()).toBe(1);
  });

  it("lists its team's patients and shows one's data", async () => {
    await signInAs('manager');
    await open('/all-patients-team', 'Team Patients');
    await poll(() => main(page()).innerText()).toContain('Page 1 of 2');
    expect(await headings(main(page()))).toEqual(['Patient', 'Sales Rep', 'Harvest Center', 'Actions']);
    const listed = await allPages();
    for (const name of demoPatients) expect(listed.some((row) => row.includes(name))).toBe(true);

    await search('isla');
    expect(await rows(page()).innerText()).toMatch(/Isla Ibarra[\s\S]*Ray Rep\s+Acme Harvest Center/);
    await rows(page()).getByRole('button', { name: 'View Isla Ibarra' }).click();
    await expectPatientDialog('Isla Ibarra', 'patient.isla@acme.test', 'Acme Harvest Center');
  });
});

describe('a sales distributor', () => {
  it('removes a manager from its team after confirming', async () => {
    const { tag, member, name } = await freshMember(6, { salesDistributorId: 8 });
    await signInAs('distributor');
    const team = section(page(), 'Sales Manager Team');
    await poll(() => team.locator('tbody tr').filter({ hasText: 'Max Manager' }).count()).toBe(1);

    await search(tag, team);
    const row = team.locator('tbody tr').filter({ hasText: name });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: 'Remove Account' });
    expect(await dialog.innerText()).toContain(`Do you want to remove ${name}`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await poll(() => team.getByRole('status').filter({ hasText: MANAGER_REMOVED }).count()).toBe(1);
    await poll(() => team.innerText()).toContain("Empty table. There's nothing to show");
    expect((await Members.fromId(await h.domainCtx(), member.memberId))?.salesDistributorId).toBeUndefined();
  });

  it('adds a sales manager to its team', async () => {
    await signInAs('distributor');
    await open('/add-sales-manager', 'Add Sales Manager');
    const form = page().locator('main form');
    const email = `mara-${randomUUID().slice(0, 8)}@acme.test`;
    await form.getByLabel('First Name').fill('Mara');
    await form.getByLabel('Last Name').fill('Moss');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Sales Manager' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(MANAGER_ADDED);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(page().url()).toContain('/add-sales-manager');
    expect(await Members.fromEmail(await h.domainCtx(), email)).toMatchObject({ memberships: [6], salesDistributorId: 8 });
    expect((await h.mailTo(email))[0]?.body.text).toMatch(/Temporary password: \S+/);
  });

  it("lists its team's reps and patients", async () => {
    await signInAs('distributor');
    await open('/all-manager-sr-team', 'Team Sales Rep');
    const rep = rows(page()).filter({ hasText: 'Ray Rep' });
    await poll(() => rep.count()).toBe(1);
    expect(await headings(main(page()))).toEqual(['ID', 'Name', 'Email', 'Sales Manager']);
    await poll(() => rep.innerText()).toMatch(/3\s+Ray Rep\s+rep@acme.test\s+Max Manager/);
    expect(await rows(page()).getByRole('button').count()).toBe(0);

    await open('/all-manager-patients-team', 'Team Patients');
    await poll(() => main(page()).innerText()).toContain('Page 1 of 2');
    const listed = await allPages();
    for (const name of demoPatients) expect(listed.some((row) => row.includes(name))).toBe(true);
    await search('patient.noah@');
    expect(await rows(page()).count()).toBe(1);
    await rows(page()).getByRole('button', { name: 'View Noah Nguyen' }).click();
    await expectPatientDialog('Noah Nguyen', 'patient.noah@acme.test', 'Ray Rep');
  });
});

describe('the team screens of other plans', () => {
  it('send a patient to the unauthorized page', async () => {
    await signInAs('patient');
    await page().goto(portalUrl('acme', '/add-sales-rep'));
    await page().waitForURL('**/unauthorized', { timeout: 10_000 });
    await poll(() => page().getByRole('heading', { name: 'This action is unauthorized' }).isVisible()).toBe(true);
  });

  it('keep a rep out of the team pages', async () => {
    await signInAs('rep');
    await page().goto(portalUrl('acme', '/all-patients-team'));
    await page().waitForURL('**/unauthorized', { timeout: 10_000 });
  });

  it('keep a manager out of the rep pages', async () => {
    await signInAs('manager');
    await page().goto(portalUrl('acme', '/patients'));
    await page().waitForURL('**/unauthorized', { timeout: 10_000 });
  });
});
