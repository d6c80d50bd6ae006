import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const h = harness();

const page = usePage();

/** A fresh member, signed in through the form; `agreed` records the agreement beforehand. */
async function freshMember(memberships: number[], agreed = true) {
  const member = await h.newMember(memberships);
  if (agreed) await Members.patch(await h.domainCtx(), member.memberId, { checkAgreement: '2026-11-01 10:00:00' });
  await signIn(page(), 'acme', member.email);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  return member;
}

describe('the membership agreement gate', () => {
  it('holds a new member on the dashboard until they accept, then records it', async () => {
    const member = await freshMember([2], false);
    const dialog = page().getByRole('dialog', { name: 'Private Membership Agreement' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const proceed = dialog.getByRole('button', { name: 'Continue' });
    expect(await proceed.isDisabled()).toBe(true);
    await page().keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('I have read and accept the Private Membership Agreement').check();
    await proceed.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const stored = await Members.fromId(await h.domainCtx(), member.memberId);
    expect(stored?.checkAgreement).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is skipped for admins: the server does not ask them', async () => {
    const answered = page().waitForResponse((r) => r.url().includes('/utilities/check-agreement/'));
    await freshMember([7], false);
    expect(await (await answered).json()).toMatchObject({ agreement: false, required: false });
    await expect.poll(() => page().getByRole('heading', { name: 'Users List' }).isVisible()).toBe(true);
    expect(await page().getByRole('dialog').count()).toBe(0);
  });
});

describe('contact details', () => {
  it('requires a company from a harvest center, saves the profile and shows it again after a reload', async () => {
    const member = await freshMember([4]);
    await page().goto(portalUrl('acme', '/profile'));
    await expect.poll(() => page().title()).toBe('Contact Details - Acme Biologics');
    await page().getByLabel('Phone Number').fill('555 0199');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Company is required for harvest centers and HC staff.');

    await page().getByLabel('Company').fill('North Clinic');
    await page().getByLabel('First Name').fill('Nadia');
    await page().getByLabel('City').fill('Denver');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page().getByRole('status').innerText()).toContain('User has been updated');
    await page().reload();
    await expect.poll(() => page().getByLabel('Company').inputValue()).toBe('North Clinic');
    expect(await page().getByLabel('City').inputValue()).toBe('Denver');
    expect(await page().locator('main').innerText()).toContain('Date Joined');
    const stored = await Members.fromId(await h.domainCtx(), member.memberId);
    expect(stored).toMatchObject({ firstName: 'Nadia', company: 'North Clinic', phoneNumber: '555 0199' });
  });
});

describe('locations', () => {
  it('keeps the first location as default, refuses to delete it, and switches the default', async () => {
    await freshMember([4]);
    await page().goto(portalUrl('acme', '/hc-locations'));
    await expect.poll(() => page().title()).toBe('Locations - Acme Biologics');
    for (const name of ['Main Office', 'Lab Annex']) {
      await page().getByRole('button', { name: 'Add Location' }).click();
      const form = page().getByRole('dialog');
      await form.getByLabel('Location Name').fill(name);
      await form.getByLabel('Address Line 1').fill(`${name} 1`);
      await form.getByLabel('City').fill('Boise');
      await form.getByLabel('State').fill('ID');
      await form.getByLabel('Country').fill('United States');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page().locator('main').innerText()).toContain(name);
    }
    const row = (name: string) => page().locator('li, tr').filter({ hasText: name });
    expect(await row('Main Office').innerText()).toContain('Default');

    await row('Main Office').getByRole('button', { name: 'Delete' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page().getByRole('alert').innerText())
      .toContain('You can not delete this location, select another default address before delete this location.');

    await row('Lab Annex').getByRole('button', { name: 'Set as default' }).click();
    await expect.poll(() => row('Lab Annex').innerText()).toContain('Default');
    await row('Main Office').getByRole('button', { name: 'Delete' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page().locator('main').innerText()).not.toContain('Main Office');
  });
});

describe('Got a Question', () => {
  it("checks the form with the spec's messages, then mails the question to the domain", async () => {
    await freshMember([2]);
    await page().goto(portalUrl('acme', '/contact'));
    await expect.poll(() => page().title()).toBe('Got a Question - Acme Biologics');
    await page().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page().locator('main').innerText()).toContain('Required. Your name');
    expect(await page().locator('main').innerText()).toContain('Rquired enter a Message');

    const question = `When will my vials ship? ${Date.now()}`;
    await page().getByLabel('Name').fill('Pat Doe');
    await page().getByLabel('E-mail').fill('pat@home.test');
    await page().getByLabel('Message').fill(question);
    await page().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page().getByRole('status').innerText()).toContain('Your question has been sent');
    await expect.poll(async () => (await h.mailTo('support@acme.test')).some((m) => m.body.text?.includes(question))).toBe(true);
  });
});
