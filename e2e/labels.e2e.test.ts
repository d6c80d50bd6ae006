import { randomUUID } from 'node:crypto';
import { CONFIRM_NOTIFICATION, LABEL_REQUESTED, LABEL_SAVED, NOTIFICATION_SENT } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../packages/simulators/src/pdf';
import { expectNotice, openedFile, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();
const page = usePage();

const row = (p: Page, text: string) => p.locator('main table tbody tr').filter({ hasText: text });
const cells = async (r: Locator) => (await r.locator('td').allInnerTexts()).map((cell) => cell.trim().replace(/\s+/g, ' '));
const menu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });

async function signOut(p: Page) {
  await p.getByRole('button', { name: 'Logout' }).click();
  await p.getByLabel('Login').waitFor({ timeout: 10_000 });
}

describe('shipping label requests', () => {
  it('a center requests a label, the admin adds it with tracking and notifies the center, who sees it and gets the mail', { timeout: 180_000 }, async () => {
    const doctor = `Dr. Quinn ${randomUUID().slice(0, 6)}`;
    const trackingNumber = `7946${Date.now() % 100_000_000}`;

    // The harvest center asks for a label for one of its patients.
    await signIn(page(), 'acme', 'hc@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await menu(page()).getByRole('link', { name: 'Fedex Label' }).click();
    await page().waitForURL('**/fedex-request-label');
    await page().getByRole('heading', { name: 'Request Fedex Label' }).waitFor();
    await expect.poll(() => page().title()).toBe('Request Fedex Label - Acme Biologics');
    const form = page().getByRole('form', { name: 'Request a Fedex Label' });
    await form.getByRole('button', { name: 'Request Label' }).click();
    await expect.poll(() => form.getByText("Choose a patient to ship or enter another patient's name.").count()).toBe(1);
    await form.getByLabel('Doctor Name').fill(doctor);
    await form.getByLabel('Doctor Email').fill('quinn@clinic.test');
    await form.getByLabel('Address').fill('12 Harbor Road');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State').fill('TX');
    await form.getByLabel('Postal Code').fill('73301');
    await form.getByLabel('Country').fill('United States');
    await form.getByRole('combobox', { name: 'Patients to Ship' }).fill('Olivia');
    await form.getByRole('option', { name: /^Olivia Oakley/ }).click({ timeout: 10_000 });
    expect(await form.getByRole('list', { name: 'Chosen patients' }).innerText()).toContain('Olivia Oakley');
    await expectNotice(page(), LABEL_REQUESTED, () => form.getByRole('button', { name: 'Request Label' }).click());
    const mine = row(page(), doctor);
    await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(1);
    const id = (await cells(mine))[0]!;
    expect((await cells(mine)).slice(3, 8)).toEqual(['Olivia Oakley', '12 Harbor Road, Austin, TX 73301, United States', 'Requested', '—', '—']);

    // The admin finds it with the filter, adds the label and tracking, and sends the notification.
    await signOut(page());
    await signIn(page(), 'acme', 'admin@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await menu(page()).getByRole('link', { name: 'Fedex Requests' }).click();
    await page().waitForURL('**/fedex-requests');
    await page().getByRole('heading', { name: 'Fedex Requests' }).waitFor();
    await expect.poll(() => page().title()).toBe('Fedex Requests - Acme Biologics');
    await page().getByLabel('Search').fill(doctor);
    const request = row(page(), doctor);
    await expect.poll(async () => (await cells(request)).slice(0, 2), { timeout: 10_000 }).toEqual([id, 'Acme Harvest Center hc@acme.test']);
    expect(await page().locator('main table tbody tr').count()).toBe(1);
    await request.getByRole('button', { name: 'Add Label' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Fedex Label' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(2);
    await dialog.getByLabel('Label File').setInputFiles({ name: 'label.pdf', mimeType: 'application/pdf', buffer: Buffer.from(textPdf([`Label ${id}`])) });
    await dialog.getByLabel('Tracking Number').fill(trackingNumber);
    const link = `https://www.fedex.com/fedextrack/?trknbr=${trackingNumber}`;
    expect(await dialog.getByLabel('Tracking Link').inputValue()).toBe(link);
    await expectNotice(dialog, LABEL_SAVED, () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(async () => (await cells(request))[6]).toBe('Label Ready');
    await request.getByRole('button', { name: 'Send Notification' }).click();
    const confirm = page().getByRole('dialog', { name: 'Send Notification' });
    expect(await confirm.innerText()).toContain(CONFIRM_NOTIFICATION);
    await expectNotice(page(), NOTIFICATION_SENT, () => confirm.getByRole('button', { name: 'Send' }).click());
    await expect.poll(async () => (await cells(request))[6]).toBe('Notified');

    // The mail reached the center with the label and the tracking link.
    await expect
      .poll(async () => (await h.mailTo('hc@acme.test')).filter((m) => m.subject === `Acme Biologics: your Fedex label #${id}`).length, { timeout: 10_000 })
      .toBe(1);
    const mail = (await h.mailTo('hc@acme.test')).find((m) => m.subject === `Acme Biologics: your Fedex label #${id}`)!;
    expect(mail.body.text).toContain(`Track the shipment: ${link}`);

    // The center sees its request notified, with the tracking link and the label PDF.
    await signOut(page());
    await signIn(page(), 'acme', 'hc@acme.test');
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await menu(page()).getByRole('link', { name: 'Fedex Label' }).click();
    await expect.poll(async () => (await cells(row(page(), doctor))).slice(5, 8), { timeout: 10_000 }).toEqual(['Notified', trackingNumber, 'Label PDF']);
    expect(await row(page(), doctor).getByRole('link', { name: trackingNumber }).getAttribute('href')).toBe(link);
    const { response, bytes } = await openedFile(
      page(),
      (url) => url.pathname.includes('/fedex-label/'),
      () => row(page(), doctor).getByRole('link', { name: 'Label PDF' }).click(),
    );
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(bytes.toString('latin1')).toContain(`Label ${id}`);
  });
});
