import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { textPdf } from '../packages/simulators/src/pdf';
import { openedFile, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();

const page = usePage();

type StoredTemplate = { id: number; title: string; template_id: string; status: string; is_active: boolean; kind: string | null };

/** The domain's templates of one type as the API holds them. */
async function stored(type: 2 | 4 | 5): Promise<StoredTemplate[]> {
  const domainId = (await h.domainCtx()).domain.domainId;
  const res = await h.call('GET', `domain/file-signs/by-domain/${domainId}/type/${type}/`, { domain: 'acme', token: await h.demoToken('admin') });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Arms the BoldSign simulator: its next API calls answer late. */
async function slowProvider(ms: number, times: number) {
  const res = await fetch(`${inject('apiEnv').BOLDSIGN_BASE_URL}/_sim/delay`, { method: 'POST', body: JSON.stringify({ ms, times }) });
  expect(res.status).toBe(200);
}

/** Arms the BoldSign simulator: its next API calls fail. */
async function failProvider(times: number) {
  const res = await fetch(`${inject('apiEnv').BOLDSIGN_BASE_URL}/_sim/fail`, { method: 'POST', body: JSON.stringify({ times, status: 503 }) });
  expect(res.status).toBe(200);
}

const resetProvider = () => fetch(`${inject('apiEnv').BOLDSIGN_BASE_URL}/_sim/reset`, { method: 'POST' });

const section = (name: string) => page().getByRole('region', { name, exact: true });
const rows = (scope: Locator) => scope.locator('table tbody tr');
/** The texts of a row's cells, trimmed. */
const cells = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());

const pdfFile = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(textPdf([text])) });

/** An admin opens White Label Settings from the menu. */
async function openSettings(p: Page) {
  await signIn(p, 'acme', 'admin@acme.test');
  await p.waitForURL('**/dashboard', { timeout: 10_000 });
  await p.getByRole('link', { name: 'White Label Settings' }).click();
  await p.waitForURL('**/white-label-settings', { timeout: 10_000 });
  await expect.poll(() => p.title()).toBe('White Label Settings - Acme Biologics');
  await expect.poll(() => p.getByRole('heading', { name: 'Email File Templates' }).isVisible()).toBe(true);
}

describe('Email File Templates', () => {
  it('an admin adds a patient template, turns it inactive, opens its file and its editor', { timeout: 120_000 }, async () => {
    const title = `Processing ${randomUUID().slice(0, 8)}`;
    await openSettings(page());
    for (const name of ['Harvest Center Registration Docs', 'Referral Harvest Center Registration Docs', 'Patient Registration Docs']) {
      expect(await section(name).getByRole('button', { name: 'Add Template' }).count()).toBe(1);
      expect(await section(name).getByRole('button', { name: 'Verify Status' }).count()).toBe(1);
    }
    const patients = section('Patient Registration Docs');
    await expect
      .poll(() => patients.locator('thead th').allTextContents())
      .toEqual(['Title', 'Description', 'Document', 'File', 'Template Id', 'Status', 'Action']);
    expect(await section('Harvest Center Registration Docs').locator('thead th').allTextContents()).toEqual([
      'Title',
      'Description',
      'File',
      'Template Id',
      'Status',
      'Action',
    ]);

    // A blank form is refused field by field, before anything is sent.
    await patients.getByRole('button', { name: 'Add Template' }).click();
    const add = page().getByRole('dialog', { name: 'Add New Patient Template' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.innerText()).toContain('Title is required');
    const form = await add.innerText();
    for (const message of ['Description is required', 'Document message is required', 'Choose which document this is', 'File is required'])
      expect(form).toContain(message);
    expect(await add.getByRole('alert').count()).toBe(0);

    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Description').fill('Signed by each patient before processing');
    await add.getByLabel('Document Message').fill('Please read and sign the processing agreement.');
    await add.getByLabel('Document', { exact: true }).selectOption({ label: 'Processing Agreement' });
    await add.getByLabel('File').setInputFiles(pdfFile('processing.pdf', title));
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByRole('status').innerText(), { timeout: 15_000 }).toBe('Template Added Succesfully!');
    // The message shows for 2 s, then the dialog closes and the list reloads.
    await expect.poll(() => add.count(), { timeout: 5_000 }).toBe(0);

    const row = rows(patients).filter({ hasText: title });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const [template] = (await stored(2)).filter((t) => t.title === title);
    expect(template).toMatchObject({ kind: 'processing', status: 'Completed', is_active: true });
    expect(await cells(row)).toEqual([
      title,
      'Signed by each patient before processing',
      'Processing Agreement',
      'See File',
      template!.template_id,
      'Completed',
      expect.stringMatching(/^Active\s+Edit Template$/),
    ]);

    // Inactive: the switch saves at once.
    const active = row.getByRole('switch');
    expect(await active.isChecked()).toBe(true);
    await active.click();
    await expect.poll(() => row.getByRole('switch', { name: 'Inactive' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await active.isChecked()).toBe(false);
    await expect.poll(async () => (await stored(2)).find((t) => t.id === template!.id)?.is_active).toBe(false);

    // See File opens the uploaded PDF through a short-lived link.
    const { response, bytes } = await openedFile(
      page(),
      (url) => url.pathname.endsWith('.pdf'),
      () => row.getByRole('link', { name: 'See File' }).click(),
    );
    expect(new URL(response.url()).hostname).not.toMatch(/^acme\./);
    expect(response.status()).toBe(200);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

    // When the editor link cannot be made, the dialog says why.
    const edit = page().getByRole('dialog', { name: 'Edit Template' });
    try {
      await failProvider(1);
      await row.getByRole('button', { name: 'Edit Template' }).click();
      await expect
        .poll(() => edit.getByRole('alert').innerText(), { timeout: 10_000 })
        .toBe('The e-signature service could not complete the request. Please try again.');
      expect(await edit.locator('iframe').count()).toBe(0);
    } finally {
      await resetProvider();
    }
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => edit.count()).toBe(0);

    // Edit Template shows the provider's editor in a frame 600 px high.
    await row.getByRole('button', { name: 'Edit Template' }).click();
    const frame = edit.locator('iframe');
    await frame.waitFor({ timeout: 10_000 });
    expect(await frame.getAttribute('height')).toBe('600');
    expect(await frame.getAttribute('title')).toBe(`Template editor: ${title}`);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
    await expect.poll(() => edit.frameLocator('iframe').getByRole('heading', { name: 'Edit template' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await edit.frameLocator('iframe').locator('body').innerText()).toContain(title);
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => edit.count()).toBe(0);
  });

  it('refuses a file that is not a PDF, in the form or from the server', { timeout: 120_000 }, async () => {
    const title = `Not a PDF ${randomUUID().slice(0, 8)}`;
    const before = (await stored(4)).length;
    await openSettings(page());
    const centers = section('Harvest Center Registration Docs');
    await centers.getByRole('button', { name: 'Add Template' }).click();
    const add = page().getByRole('dialog', { name: 'Add New HC Template' });
    // Only patient templates say which document they are.
    expect(await add.getByLabel('Document', { exact: true }).count()).toBe(0);
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Description').fill('Not a PDF');
    await add.getByLabel('Document Message').fill('Please sign.');

    // A text file is refused under the field.
    await add.getByLabel('File').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.locator('.field-error').allInnerTexts()).toEqual(['The file must be a PDF.']);
    expect(await add.getByRole('alert').count()).toBe(0);

    // A file named as a PDF that is not one: the server's message in a danger notice, for 4 s.
    await add.getByLabel('File').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await add.getByRole('button', { name: 'Save' }).click();
    const notice = add.getByRole('alert');
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toBe('The file must be a PDF.');
    expect(await notice.getAttribute('class')).toContain('notification--error');
    await page().waitForTimeout(3_000);
    expect(await notice.count()).toBe(1);
    await expect.poll(() => notice.count(), { timeout: 3_000 }).toBe(0);
    // The dialog stays for a correction; nothing was stored.
    expect(await add.count()).toBe(1);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => add.count()).toBe(0);
    expect((await stored(4)).length).toBe(before);
    expect(await rows(centers).filter({ hasText: title }).count()).toBe(0);
  });

  it('Verify Status asks the provider again and shows the refreshed statuses', { timeout: 120_000 }, async () => {
    const admin = await h.demoToken('admin');
    const title = `RHC Terms ${randomUUID().slice(0, 8)}`;
    const added = await h.call('POST', 'domain/file-signs/', {
      domain: 'acme',
      token: admin,
      form: {
        title,
        description: 'Signed by each referral center',
        document_message: 'Please sign.',
        type: '5',
        is_active: '1',
        file: new File([new Uint8Array(textPdf([title]))], 'rhc.pdf', { type: 'application/pdf' }),
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // The portal's copy of the status is behind the provider's.
    const ctx = await h.domainCtx();
    await ctx.db.entities.signTemplate.patch({ domainId: ctx.domain.domainId, recordId: added.body.id }).set({ status: 'InProgress' }).go();

    await openSettings(page());
    const referral = section('Referral Harvest Center Registration Docs');
    const row = rows(referral).filter({ hasText: title });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect((await cells(row))[4]).toBe('InProgress');
    // Only a completed template can be edited.
    expect(await row.getByRole('button', { name: 'Edit Template' }).count()).toBe(0);

    try {
      await slowProvider(1_500, 50);
      await referral.getByRole('button', { name: 'Verify Status' }).click();
      const checking = page().getByRole('dialog', { name: 'checking RHC files status...' });
      await expect.poll(() => checking.count(), { timeout: 5_000 }).toBe(1);
      await expect.poll(() => checking.count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await resetProvider();
    }
    await expect.poll(async () => (await cells(row))[4]).toBe('Completed');
    expect(await row.getByRole('button', { name: 'Edit Template' }).count()).toBe(1);
    expect((await stored(5)).find((t) => t.id === added.body.id)?.status).toBe('Completed');
  });
});
