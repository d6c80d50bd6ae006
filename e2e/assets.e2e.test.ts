import { randomUUID } from 'node:crypto';
import { ASSET_ADDED, ASSET_REMOVED, CONFIRM_REMOVE_ASSET } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../packages/simulators/src/pdf';
import { expectNotice, openedFile, signIn, usePage } from '../scripts/test/browser';

const page = usePage();

const row = (p: Page, text: string) => p.locator('main table tbody tr').filter({ hasText: text });
const cells = async (r: Locator) => (await r.locator('td').allInnerTexts()).map((cell) => cell.trim().replace(/\s+/g, ' '));
const menu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });

async function signOut(p: Page) {
  await p.getByRole('button', { name: 'Logout' }).click();
  await p.getByLabel('Login').waitFor({ timeout: 10_000 });
}

/** Signs in and opens the Resource Center panel on the dashboard. */
async function openPanel(p: Page, email: string) {
  await signIn(p, 'acme', email);
  await p.waitForURL('**/dashboard', { timeout: 10_000 });
  await p.getByRole('button', { name: 'Resource Center' }).click();
  const panel = p.getByRole('region', { name: 'Resource Center' });
  // The seeded welcome group shows on every membership's dashboard once the panel has loaded.
  await panel.getByRole('heading', { name: 'Welcome to Acme Biologics' }).waitFor({ timeout: 10_000 });
  return panel;
}

describe('the Assets Manager and the Resource Center', () => {
  it(
    'an admin adds an asset for harvest centers on the dashboard; the center sees it and opens its file, a patient does not',
    { timeout: 180_000 },
    async () => {
      const name = `Cold chain packing ${randomUUID().slice(0, 6)}`;

      await signIn(page(), 'acme', 'admin@acme.test');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await menu(page()).getByRole('link', { name: 'Assets Manager' }).click();
      await page().waitForURL('**/assets-manager');
      await page().getByRole('heading', { name: 'Asset List' }).waitFor();
      await expect.poll(() => page().title()).toBe('Assets Manager - Acme Biologics');
      expect((await page().locator('main table thead th').allTextContents()).map((t) => t.trim())).toEqual([
        'Asset Details',
        'Memberships',
        'Resource Sections',
        'Additional Information',
        'Actions',
      ]);

      // Name and description are required; the sections are tags typed with Enter.
      await page().getByRole('button', { name: 'Add Asset' }).click();
      const dialog = page().getByRole('dialog', { name: 'Add Asset' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(2);
      await dialog.getByLabel('Asset Name').fill(name);
      await dialog.getByLabel('Description').fill('How to pack the harvest kit for the lab.');
      await dialog.getByLabel('Harvest Center', { exact: true }).check();
      const sections = dialog.getByLabel('Resource Sections', { exact: true });
      await sections.fill('/dashboard');
      await sections.press('Enter');
      await sections.fill('/profile');
      await sections.press('Enter');
      await sections.press('Backspace');
      expect(await dialog.getByRole('list', { name: 'Chosen Resource Sections' }).innerText()).not.toContain('/profile');
      await dialog.getByRole('button', { name: 'Add File' }).click();
      await dialog.getByLabel('File 1 Name').fill('Packing guide');
      await dialog
        .getByLabel('File 1', { exact: true })
        .setInputFiles({ name: 'packing.pdf', mimeType: 'application/pdf', buffer: Buffer.from(textPdf([name])) });
      await dialog.getByRole('button', { name: 'Add Link' }).click();
      await dialog.getByLabel('Link 1 Path').fill('https://www.fedex.com/en-us/tracking.html');
      await expectNotice(page(), ASSET_ADDED, () => dialog.getByRole('button', { name: 'Save' }).click());
      await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
      await page().getByLabel('Search').fill(name.split(' ').slice(-1)[0]!);
      const added = row(page(), name);
      await expect
        .poll(async () => (await cells(added)).slice(1, 4), { timeout: 10_000 })
        .toEqual(['Harvest Center', '/dashboard', 'https://www.fedex.com/en-us/tracking.html Packing guide']);
      await signOut(page());

      // The harvest center sees it in the panel of its dashboard and opens the file.
      const panel = await openPanel(page(), 'hc@acme.test');
      await panel.getByRole('heading', { name }).waitFor({ timeout: 10_000 });
      const { response, bytes } = await openedFile(
        page(),
        (url) => url.pathname.includes('/media/assets/'),
        () => panel.getByRole('link', { name: 'Packing guide' }).click(),
      );
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(bytes.toString('latin1')).toContain(name);
      await signOut(page());

      // A patient's panel does not show it, nor its Resource Center page, which lists the patient's own groups.
      const patientPanel = await openPanel(page(), 'patient@acme.test');
      expect(await patientPanel.getByRole('heading', { name }).count()).toBe(0);
      await menu(page()).getByRole('link', { name: 'Resource Center' }).click();
      await page().waitForURL('**/resource-center');
      await page().getByRole('main').getByRole('heading', { name: 'Your vials, step by step' }).waitFor({ timeout: 10_000 });
      expect(await page().getByRole('main').getByRole('heading', { name: 'Harvest day checklist' }).count()).toBe(0);
      expect(await page().getByRole('main').getByRole('heading', { name }).count()).toBe(0);
      await signOut(page());

      // The admin removes it after the confirmation.
      await signIn(page(), 'acme', 'admin@acme.test');
      await page().waitForURL('**/dashboard', { timeout: 10_000 });
      await menu(page()).getByRole('link', { name: 'Assets Manager' }).click();
      await page().getByLabel('Search').fill(name.split(' ').slice(-1)[0]!);
      await row(page(), name).getByRole('button', { name: 'Remove' }).click({ timeout: 10_000 });
      const confirm = page().getByRole('dialog', { name: 'Remove Asset' });
      expect(await confirm.innerText()).toContain(CONFIRM_REMOVE_ASSET);
      expect(await confirm.innerText()).toContain(name);
      await expectNotice(page(), ASSET_REMOVED, () => confirm.getByRole('button', { name: 'Remove' }).click());
      await expect.poll(() => row(page(), name).count(), { timeout: 10_000 }).toBe(0);
    },
  );
});
