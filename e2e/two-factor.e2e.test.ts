import { randomUUID } from 'node:crypto';
import { Membership, TWO_FACTOR_ALWAYS_HINT, TWO_FACTOR_ON, TWO_FACTOR_PROMPT, TWO_FACTOR_WRONG_CODE } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Domains, Members, Products, Reference } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { codeOf, wrongOf } from '../scripts/local/totp';
import { portalUrl, signIn, usePage } from '../scripts/test/browser';

const h = harness();
const page = usePage();

/** The key an authenticator-app setup shows as text (in groups of four), as a member would type it into the app. */
async function shownSecret(p: Page) {
  const shown = p.getByTestId('authenticator-secret');
  await shown.waitFor({ timeout: 10_000 });
  expect(await p.getByRole('img', { name: 'QR code to scan with your authenticator app' }).count()).toBe(1);
  return (await shown.innerText()).replace(/\s+/g, '');
}

const toDashboard = (p: Page) => p.waitForURL('**/dashboard', { timeout: 15_000 });

/**
 * A sign-in's setup step, as its member takes it: no screen with data before the code (still on the
 * login page, no session in the browser), the shown key's first code, then the dashboard. Answers the key.
 */
async function setUpAtSignIn(p: Page) {
  const secret = await shownSecret(p);
  expect(new URL(p.url()).pathname).toBe('/');
  expect(await p.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await p.getByLabel('Code from the app').fill(codeOf(secret));
  await p.getByRole('button', { name: 'Turn on and sign in' }).click();
  await toDashboard(p);
  return secret;
}

describe('two-factor sign-in', () => {
  it('is set up from Contact Details, then every sign-in asks for the code; a wrong code is refused', { timeout: 90_000 }, async () => {
    const p = page();
    const member = await h.newMember([Membership.Patient]);
    await Members.patch(await h.domainCtx(), member.memberId, { checkAgreement: '2026-11-01 10:00:00' });
    await signIn(p, 'acme', member.email);
    await toDashboard(p);
    await p.goto(portalUrl('acme', '/profile'));
    const card = p.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByText('Off: you sign in with your password alone', { exact: false }).waitFor({ timeout: 10_000 });

    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const dialog = p.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    await dialog.getByLabel('Password').fill('Portal-Demo-1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const secret = await shownSecret(p);
    await dialog.getByLabel('Code from the app').fill(wrongOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await dialog.getByText(TWO_FACTOR_WRONG_CODE).waitFor({ timeout: 10_000 });
    await dialog.getByLabel('Code from the app').fill(codeOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText(TWO_FACTOR_ON).waitFor({ timeout: 10_000 });
    await card.getByText('On: you sign in with your password and a code', { exact: false }).waitFor({ timeout: 10_000 });

    await p.getByRole('button', { name: 'Logout' }).click();
    await signIn(p, 'acme', member.email);
    await p.getByText(TWO_FACTOR_PROMPT).waitFor({ timeout: 10_000 });
    expect(new URL(p.url()).pathname).toBe('/');
    await p.getByLabel('Authentication code').fill(wrongOf(secret));
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.getByText(TWO_FACTOR_WRONG_CODE).waitFor({ timeout: 10_000 });
    await p.getByLabel('Authentication code').fill(codeOf(secret, 1));
    await p.getByRole('button', { name: 'Verify' }).click();
    await toDashboard(p);
  });

  it(
    'is required of harvest centers by an admin; the center is led through setup before any screen, then signs in with a code',
    { timeout: 120_000 },
    async () => {
      const identifier = `tf-${randomUUID().slice(0, 8)}`;
      const domain = await Domains.create(h.core, {
        identifier,
        name: 'Harbor Tissue Bank',
        url: portalUrl(identifier),
        emailSender: `no-reply@${identifier}.test`,
        emailNotifications: '',
      });
      await Reference.seed(h.core, domain.domainId, { 1: 'Vials Checkout' });
      await Products.seed(h.core, domain.domainId);
      const ctx = await h.domainCtx(identifier);
      const member = async (membership: number, local: string, company?: string) => {
        const m = await Members.create(ctx, {
          email: `${local}@${identifier}.test`,
          firstName: local,
          lastName: 'Harbor',
          company,
          memberships: [membership],
          password: 'Portal-Demo-1',
        });
        await Members.patch(ctx, m.memberId, { checkAgreement: '2026-11-01 10:00:00' });
        return m;
      };
      const admin = await member(Membership.Admin, 'admin');
      const center = await member(Membership.HarvestCenter, 'center', 'Harbor Clinic');

      const p = page();
      // An admin's sign-in always takes a second factor: the domain's first admin sets up its app before any screen.
      await signIn(p, identifier, admin.email, undefined, { twoFactor: 'manual' });
      await setUpAtSignIn(p);
      await p.getByRole('link', { name: 'White Label Settings' }).click();
      await p.waitForURL('**/white-label-settings', { timeout: 10_000 });
      const general = p.getByRole('region', { name: 'General Settings' });
      // Admins: checked and locked.
      const admins = general.getByLabel('Admins', { exact: true });
      await expect.poll(() => admins.isChecked()).toBe(true);
      expect(await admins.isDisabled()).toBe(true);
      await general.getByText(TWO_FACTOR_ALWAYS_HINT).waitFor();
      const centers = general.getByLabel('Harvest centers and their staff');
      await expect.poll(() => centers.isChecked()).toBe(false);
      await centers.check();
      await Promise.all([p.waitForEvent('load', { timeout: 15_000 }), general.getByRole('button', { name: 'Update Domain Information' }).click()]);
      await expect.poll(() => p.getByRole('region', { name: 'General Settings' }).getByLabel('Harvest centers and their staff').isChecked()).toBe(true);
      await p.getByRole('button', { name: 'Logout' }).click();

      await signIn(p, identifier, center.email, undefined, { twoFactor: 'manual' });
      const secret = await setUpAtSignIn(p);

      await p.getByRole('button', { name: 'Logout' }).click();
      await signIn(p, identifier, center.email);
      await p.getByText(TWO_FACTOR_PROMPT).waitFor({ timeout: 10_000 });
      await p.getByLabel('Authentication code').fill(codeOf(secret, 1));
      await p.getByRole('button', { name: 'Verify' }).click();
      await toDashboard(p);
    },
  );

  it('leads an invited admin from its new password straight to setting up its app, before any screen', { timeout: 90_000 }, async () => {
    const ctx = await h.domainCtx();
    const email = `invited-admin-${randomUUID().slice(0, 8)}@acme.test`;
    await Members.create(ctx, { email, firstName: 'Iris', lastName: 'Invited', memberships: [Membership.Admin], temporaryPassword: 'Temp-Pass-2026' });
    const p = page();
    await signIn(p, 'acme', email, 'Temp-Pass-2026', { twoFactor: 'manual' });
    await p.getByLabel('New password').fill('Iris-Own-Pass-1');
    await p.getByLabel('Confirm password').fill('Iris-Own-Pass-1');
    await p.getByRole('button', { name: 'Set Password' }).click();
    // The password chosen, still no session: the app comes first.
    await setUpAtSignIn(p);
  });
});
