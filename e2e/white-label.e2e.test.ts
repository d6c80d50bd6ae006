import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Membership } from '../packages/contracts/src';
import { Domains, Members, Products, Reference } from '../packages/core/src';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A domain of its own (its look is changed here, so no other test sees it), with an admin and a patient who have agreed to the terms. */
async function freshDomain() {
  const identifier = `wl-${randomUUID().slice(0, 8)}`;
  const domain = await Domains.create(h.core, {
    identifier,
    name: 'Harbor Tissue Bank',
    url: portalUrl(identifier),
    emailSender: `Harbor Tissue Bank <no-reply@${identifier}.test>`,
    emailNotifications: '',
  });
  await Reference.seed(h.core, domain.domainId, { 1: 'Vials Checkout' });
  await Products.seed(h.core, domain.domainId);
  const ctx = await h.domainCtx(identifier);
  const member = async (membership: number, local: string) => {
    const m = await Members.create(ctx, {
      email: `${local}@${identifier}.test`,
      firstName: local,
      lastName: 'Harbor',
      memberships: [membership],
      password: 'Portal-Demo-1',
    });
    await Members.patch(ctx, m.memberId, { checkAgreement: '2026-11-01 10:00:00' });
    return m;
  };
  return { identifier, admin: await member(Membership.Admin, 'admin'), patient: await member(Membership.Patient, 'patient') };
}

describe('White Label Settings', () => {
  it('an admin changes the title and logo; a member already signed in sees them at the next navigation', { timeout: 120_000 }, async () => {
    const d = await freshDomain();
    // The patient is signed in before the change.
    const patient = await page().context().browser()!.newPage();
    try {
      await signIn(patient, d.identifier, d.patient.email);
      await patient.waitForURL('**/dashboard', { timeout: 15_000 });
      await expect.poll(() => patient.title()).toBe('Dashboard - Harbor Tissue Bank');

      const p = page();
      await signIn(p, d.identifier, d.admin.email);
      await p.waitForURL('**/dashboard', { timeout: 15_000 });
      await p.getByRole('link', { name: 'White Label Settings' }).click();
      await p.waitForURL('**/white-label-settings', { timeout: 10_000 });
      const general = p.getByRole('region', { name: 'General Settings' });
      await expect.poll(() => general.getByLabel('Title').inputValue()).toBe('Harbor Tissue Bank');
      expect(await general.getByLabel('Email Sender').inputValue()).toBe(`no-reply@${d.identifier}.test`);
      expect(await general.getByText('No image yet').count()).toBe(2);

      // The password is locked until 'update password' is on, and then required.
      const password = general.getByLabel('Admin Form Password');
      expect(await password.isDisabled()).toBe(true);
      await general.getByLabel('update password').check();
      expect(await password.isEnabled()).toBe(true);
      await general.getByLabel('Title').fill('Northwind Cord Bank');
      await general.getByLabel('Email Notifications').fill('ops@northwind.test, nope');
      await general.getByRole('button', { name: 'Update Domain Information' }).click();
      await expect.poll(() => general.getByText('Required. Min Length 8').isVisible()).toBe(true);
      expect(await general.getByText('Enter e-mail addresses separated by commas').isVisible()).toBe(true);

      await password.fill('Gate-Keeper-42');
      await general.getByLabel('Email Notifications').fill('ops@northwind.test');
      await general.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await Promise.all([p.waitForEvent('load', { timeout: 15_000 }), general.getByRole('button', { name: 'Update Domain Information' }).click()]);

      // The reloaded page carries the new title, logo and settings.
      await expect.poll(() => p.title(), { timeout: 10_000 }).toBe('White Label Settings - Northwind Cord Bank');
      const logo = p.getByRole('img', { name: 'Northwind Cord Bank logo' });
      await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/media\/domain\/logo-[0-9a-f-]{36}\.png$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      expect(await p.getByRole('region', { name: 'General Settings' }).getByLabel('Email Notifications').inputValue()).toBe('ops@northwind.test');
      const stored = await Domains.fromId(h.core, (await h.domainCtx(d.identifier)).domain.domainId);
      expect(stored?.adminFormPasswordHash).toMatch(/^scrypt\$/);

      // The Email Configuration table: the records to publish, Unknown until SES is asked; SES has no identity of this new domain yet.
      const email = p.getByRole('region', { name: 'Email Configuration', exact: true });
      await expect.poll(() => email.locator('tbody tr').count()).toBe(4);
      expect(await email.locator('tbody tr').first().locator('td').allInnerTexts()).toEqual([
        `${d.identifier}.test`,
        'Identity',
        'Unknown',
        'Sender domain verified by SES',
      ]);
      await email.getByRole('button', { name: 'Verify Status' }).click();
      await expect
        .poll(() => email.getByText(`SES has no identity for ${d.identifier}.test yet`, { exact: false }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await email.getByText(/Last checked/).isVisible()).toBe(true);

      // The patient's next navigation stores the new configuration and reloads with it.
      await patient.getByRole('link', { name: 'Resource Center' }).first().click();
      await expect.poll(() => patient.title(), { timeout: 15_000 }).toBe('Resource Center - Northwind Cord Bank');
      await expect.poll(() => patient.locator('img.domain-logo').getAttribute('src')).toMatch(/^\/media\/domain\/logo-/);
    } finally {
      await patient.context().close();
    }
  });
});
