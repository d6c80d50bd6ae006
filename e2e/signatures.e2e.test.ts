import { randomUUID } from 'node:crypto';
import { DOCUMENTS_SENT, DOCUMENTS_UPLOADED, SIGN_EMAIL_SENT, SIGNED_FILE_NOT_PDF } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { textPdf } from '../packages/simulators/src/pdf';
import { openedFile, portalUrl, signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();

// The PDF links open the signed copy in a new tab.
const page = usePage();

const tag = randomUUID().slice(0, 8);
const main = (p: Page) => p.locator('main');
const rows = (p: Page) => p.locator('main table tbody tr');
const row = (p: Page, text: string) => rows(p).filter({ hasText: text });
const menu = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });
/** The texts of each row's cells with `text`, trimmed. */
const cellsOf = async (p: Page, text: string) =>
  Promise.all((await row(p, text).all()).map(async (r) => (await r.locator('td').allInnerTexts()).map((cell) => cell.trim())));
/** A labelled field of the page: its label, input, hint and error. */
const field = (p: Page, label: string) => p.locator('.field').filter({ has: p.getByLabel(label, { exact: true }) });

const pdf = (title: string) => Buffer.from(textPdf([title]));
const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf(name) });

/** A fresh harvest center of its own that can sign in (past the membership agreement), so the demo center's documents stay as they are. */
async function freshCenter(label: string) {
  const id = randomUUID().slice(0, 8);
  return Members.create(await h.domainCtx(), {
    email: `sig-${id}@acme.test`,
    firstName: 'Signing',
    lastName: `Center${id}`,
    company: `${label} ${tag}-${id}`,
    memberships: [4],
    password: 'Portal-Demo-1',
    checkAgreement: '2026-11-01 10:00:00',
  });
}

/** Adds a template as the admin: the patients' documents (type 2, one of each kind) or the centers' attestation (type 4). */
async function addTemplate(admin: string, type: 2 | 4, title: string, kind?: string) {
  const form: Record<string, string | Blob> = {
    title,
    description: `${title} for the signatures tests`,
    document_message: `Please sign the ${title}.`,
    type: String(type),
    is_active: '1',
    file: new File([pdf(title)], `${title}.pdf`, { type: 'application/pdf' }),
    ...(kind ? { kind } : {}),
  };
  const res = await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: admin, form });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function signInTo(email: string) {
  await signIn(page(), 'acme', email);
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
}

/** Opens a page of a menu group, as a member would. */
async function openFromMenu(group: string, link: string, url: string) {
  const toggle = menu(page()).getByRole('button', { name: group });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu(page()).getByRole('link', { name: link, exact: true }).click();
  await page().waitForURL(`**${url}`);
}

/** Clicks a PDF link (or button) of a signed copy; answers the first bytes served to its tab. */
async function openedPdf(click: () => Promise<void>) {
  const { bytes } = await openedFile(page(), (url) => url.pathname.endsWith('.pdf'), click);
  return bytes.subarray(0, 4).toString();
}

beforeAll(async () => {
  const admin = await h.demoToken('admin');
  for (const kind of ['attestation', 'processing', 'storage']) await addTemplate(admin, 2, `Patient ${kind} ${tag}`, kind);
});

describe('a harvest center', () => {
  it('requests signatures: the patients get their links by e-mail and Patients Signatures lists the Pending documents', { timeout: 120_000 }, async () => {
    const center = await freshCenter('Request Clinic');
    const paula = { name: `Paula Pending${tag}`, email: `paula-${tag}@example.test` };
    const peter = { name: `Peter Other${tag}`, email: `peter-${tag}@example.test` };
    await signInTo(center.email);
    await openFromMenu('Patient Documents', 'Request Patients Signatures', '/request-patients-signatures');
    await expect.poll(() => page().title()).toBe('Request Patients Signatures - Acme Biologics');

    // Both fields are required, the e-mail a valid one; nothing is sent.
    await page().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => main(page()).innerText()).toContain('Patient name is required');
    expect(await main(page()).innerText()).toContain('Email is required');
    await page().getByLabel('Patient Name').fill(paula.name);
    await page().getByLabel('Patient Email').fill('not-an-email');
    await page().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => main(page()).innerText()).toContain('Enter a valid email');
    expect(await h.mailTo(paula.email)).toEqual([]);

    const dialog = page().getByRole('dialog', { name: 'Request Patients Signatures' });
    for (const patient of [paula, peter]) {
      await page().getByLabel('Patient Name').fill(patient.name);
      await page().getByLabel('Patient Email').fill(patient.email);
      await page().getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain(DOCUMENTS_SENT);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      // The form is cleared for the next patient.
      expect(await page().getByLabel('Patient Name').inputValue()).toBe('');
      expect(await page().getByLabel('Patient Email').inputValue()).toBe('');
    }

    // The patient's e-mail has a signing link for each of the three documents.
    await expect.poll(async () => (await h.mailTo(paula.email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await h.mailTo(paula.email);
    const links = mail!.body.text?.match(/https?:\/\/\S+\/sign-your-document\?token=\S+/g) ?? [];
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.startsWith(portalUrl('acme', '/sign-your-document?token='))).toBe(true);

    await openFromMenu('Patient Documents', 'Patients Signatures', '/patients-signatures');
    await expect.poll(() => page().title()).toBe('Patients Signatures - Acme Biologics');
    await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBe(6);
    expect(await main(page()).innerText()).toContain('Page 1 of 1');
    for (const header of ['ID', 'Patient Name', 'Document', 'Status'])
      expect(await page().getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    const paulas = await cellsOf(page(), paula.name);
    expect(paulas.map((cells) => cells.slice(1))).toEqual(
      expect.arrayContaining(
        ['Attestation Agreement', 'Processing Agreement', 'Storage Agreement'].map((title) => [
          `${paula.name}\n${paula.email}`,
          title,
          'Pending',
          'Send Email',
        ]),
      ),
    );
    expect(paulas).toHaveLength(3);

    // The filter is by patient name.
    await page().getByLabel('Search').fill(`paula pending${tag}`.toUpperCase());
    await expect.poll(() => rows(page()).count()).toBe(3);
    await expect.poll(() => row(page(), paula.name).count()).toBe(3);
    await page().getByLabel('Search').fill(`no-such-patient-${tag}`);
    await expect.poll(() => main(page()).innerText()).toContain("Empty table. There's nothing to show");
    await page().getByLabel('Search').fill(peter.name);
    await expect.poll(() => row(page(), peter.name).count()).toBe(3);
    expect(await rows(page()).count()).toBe(3);

    // Send Email mails the patient that document's link again; the answer shows in a dialog.
    await row(page(), 'Storage Agreement').getByRole('button', { name: 'Send Email' }).click();
    const sent = page().getByRole('dialog', { name: 'Send Email' });
    await expect.poll(() => sent.innerText(), { timeout: 10_000 }).toContain(SIGN_EMAIL_SENT);
    await sent.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await h.mailTo(peter.email)).length, { timeout: 10_000 }).toBe(2);
    const again = (await h.mailTo(peter.email))[1]!.body.text ?? '';
    expect(again.match(/\/sign-your-document\?token=/g)).toHaveLength(1);
    expect(again).toContain('Storage Agreement');
  });

  it('uploads three signed PDFs: the documents are Completed with PDF links that open; a file that is not a PDF is refused', { timeout: 120_000 }, async () => {
    const center = await freshCenter('Upload Clinic');
    const patient = { name: `Ulla Uploaded${tag}`, email: `ulla-${tag}@example.test` };
    await signInTo(center.email);
    await openFromMenu('Patient Documents', 'Upload Patient Documents', '/upload-patient-documents');
    await expect.poll(() => page().title()).toBe('Upload Patient Documents Signed - Acme Biologics');

    await page().getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Patient name is required',
      'Email is required',
      'Attestation file is required',
      'Processing file is required',
      'Storage file is required',
    ])
      await expect.poll(() => main(page()).innerText()).toContain(message);

    // Refused in the browser, then by the server (a PDF in name only): the message shows beside the input.
    const attestation = field(page(), 'Attestation');
    await page()
      .getByLabel('Attestation', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect.poll(() => attestation.innerText()).toContain(SIGNED_FILE_NOT_PDF);
    await page()
      .getByLabel('Attestation', { exact: true })
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await expect.poll(() => attestation.innerText(), { timeout: 10_000 }).toContain(SIGNED_FILE_NOT_PDF);
    expect(await attestation.innerText()).not.toContain('Uploaded.');

    await page().getByLabel('Patient Name').fill(patient.name);
    await page().getByLabel('Patient Email').fill(patient.email);
    for (const label of ['Attestation', 'Processing', 'Storage'])
      await page()
        .getByLabel(label, { exact: true })
        .setInputFiles(pdfFile(`${label}.pdf`));
    for (const label of ['Attestation', 'Processing', 'Storage'])
      await expect.poll(() => field(page(), label).innerText(), { timeout: 10_000 }).toContain('Uploaded.');
    expect(await main(page()).innerText()).not.toContain('file is required');
    await page().getByRole('button', { name: 'Submit' }).click();
    const dialog = page().getByRole('dialog', { name: 'Upload Patient Documents' });
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain(DOCUMENTS_UPLOADED);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The form is cleared, files too.
    expect(await page().getByLabel('Patient Name').inputValue()).toBe('');
    for (const label of ['Attestation', 'Processing', 'Storage'])
      expect(
        await page()
          .getByLabel(label, { exact: true })
          .evaluate((input: HTMLInputElement) => input.files?.length ?? 0),
      ).toBe(0);

    await openFromMenu('Patient Documents', 'Patients Signatures', '/patients-signatures');
    await expect.poll(() => row(page(), patient.name).count(), { timeout: 10_000 }).toBe(3);
    const cells = await cellsOf(page(), patient.name);
    expect(cells.map((c) => c.slice(1)).sort((a, b) => a[1]!.localeCompare(b[1]!))).toEqual(
      ['Attestation Agreement', 'Processing Agreement', 'Storage Agreement'].map((title) => [`${patient.name}\n${patient.email}`, title, 'Completed', 'PDF']),
    );
    expect(await main(page()).getByRole('button', { name: 'Send Email' }).count()).toBe(0);
    const link = row(page(), 'Processing Agreement').getByRole('link', { name: 'PDF' });
    expect(await openedPdf(() => link.click())).toBe('%PDF');
  });

  it('is what HC staff see when they enter the center', async () => {
    await signInTo('staff@acme.test');
    await page().locator('table tbody tr').filter({ hasText: 'Acme Harvest Center' }).getByRole('button', { name: 'Enter' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page().getByLabel('HC account banner').isVisible(), { timeout: 10_000 }).toBe(true);
    const listed = page().waitForResponse((r) => r.url().includes('/api/v1/harvest-centers/4/documentList/'), { timeout: 10_000 });
    await openFromMenu('Patient Documents', 'Patients Signatures', '/patients-signatures');
    // The list is the center's, asked for while acting as it.
    expect((await listed).status()).toBe(200);
    for (const header of ['ID', 'Patient Name', 'Document', 'Status'])
      await expect.poll(() => page().getByRole('columnheader', { name: header, exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await page().goto(portalUrl('acme', '/request-patients-signatures'));
    await expect.poll(() => page().getByLabel('Patient Email').count(), { timeout: 10_000 }).toBe(1);
  });

  it('keeps other members off the documents pages: they land on /unauthorized', async () => {
    await signInTo('rhc@acme.test');
    for (const path of [
      '/request-patients-signatures',
      '/upload-patient-documents',
      '/patients-signatures',
      '/documents/patients',
      '/documents/harvest-centers',
    ]) {
      await page().goto(portalUrl('acme', path));
      await page().waitForURL('**/unauthorized', { timeout: 10_000 });
    }
  });
});

describe('the admin', () => {
  it("sees every patient document on /documents/patients, filtered by patient or center, with the signed copies' PDF links", { timeout: 120_000 }, async () => {
    const center = await freshCenter('Admin View Clinic');
    const token = await h.login(center.email);
    const sent = { name: `Sam Sent${tag}`, email: `sam-${tag}@example.test` };
    const upload = { name: `Una Upload${tag}`, email: `una-${tag}@example.test` };
    expect((await h.call('POST', 'documents/send/', { domain: 'acme', token, body: sent })).body).toMatchObject({ code: 'success' });
    const staged: Record<string, string> = {};
    for (const kind of ['attestation', 'processing', 'storage']) {
      const res = await h.call('POST', 'documents/process-file/', {
        domain: 'acme',
        token,
        form: { file: new File([pdf(kind)], `${kind}.pdf`, { type: 'application/pdf' }), filename: `${kind}.pdf` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      staged[kind] = res.body.filename;
    }
    expect((await h.call('POST', 'documents/upload/', { domain: 'acme', token, body: { ...upload, ...staged } })).body).toMatchObject({ code: 'success' });

    await signInTo('admin@acme.test');
    await openFromMenu('System Documents', 'Patients', '/documents/patients');
    await expect.poll(() => page().title()).toBe('Patient Documents - Acme Biologics');
    for (const header of ['ID', 'Patient', 'Harvest Center', 'Document', 'Status'])
      await expect.poll(() => page().getByRole('columnheader', { name: header, exact: true }).count(), { timeout: 10_000 }).toBe(1);

    // By the center's company: both patients' documents.
    await page().getByLabel('Search').fill(center.company!);
    await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBe(6);
    expect(await main(page()).innerText()).toContain('Page 1 of 1');
    for (const cells of await cellsOf(page(), center.company!)) expect(cells[2]).toBe(center.company);
    expect((await cellsOf(page(), sent.name)).map((c) => [c[1], c[4], c[5]!.includes('PDF')])).toEqual(
      Array(3).fill([`${sent.name}\n${sent.email}`, 'Pending', false]),
    );
    expect((await cellsOf(page(), upload.name)).map((c) => [c[1], c[4], c[5]!.includes('PDF')])).toEqual(
      Array(3).fill([`${upload.name}\n${upload.email}`, 'Completed', true]),
    );

    // By the patient's e-mail, then name.
    await page().getByLabel('Search').fill(upload.email);
    await expect.poll(() => rows(page()).count()).toBe(3);
    await expect.poll(() => row(page(), upload.name).count()).toBe(3);
    await page().getByLabel('Search').fill(sent.name.toLowerCase());
    await expect.poll(() => row(page(), sent.name).count()).toBe(3);
    expect(await rows(page()).count()).toBe(3);

    await page().getByLabel('Search').fill(upload.name);
    await expect.poll(() => row(page(), upload.name).count()).toBe(3);
    expect(await openedPdf(() => row(page(), 'Storage Agreement').getByRole('link', { name: 'PDF' }).click())).toBe('%PDF');
  });

  it('links a document to its patient and deletes one, after confirmation', { timeout: 120_000 }, async () => {
    const center = await freshCenter('Admin Actions Clinic');
    const later = { name: `Lee Later${tag}`, email: `lee-${tag}@example.test` };
    expect((await h.call('POST', 'documents/send/', { domain: 'acme', token: await h.login(center.email), body: later })).body).toMatchObject({
      code: 'success',
    });
    const patient = await h.newMember([2]);

    await signInTo('admin@acme.test');
    await page().goto(portalUrl('acme', '/documents/patients'));
    await page().getByLabel('Search').fill(later.email);
    await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBe(3);
    const storage = row(page(), 'Storage Agreement');
    await storage.getByRole('button', { name: /^(Link|Change) Patient for document \d+$/ }).click();
    const dialog = page().getByRole('dialog', { name: 'Link to Patient' });
    await dialog.getByLabel('Patient ID').fill('999999');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain('Patient not found.');
    await dialog.getByLabel('Patient ID').fill(String(patient.memberId));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const result = page().getByRole('dialog', { name: 'Patient Documents' });
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('The document has been linked to Test Member.');
    await result.getByRole('button', { name: 'Close' }).click();
    const lists = await h.call('GET', `documents/list/${patient.memberId}/`, { domain: 'acme', token: await h.login(patient.email) });
    expect(lists.body.storage).toHaveLength(1);
    await expect.poll(() => storage.getByRole('button', { name: /^(Link|Change) Patient for document \d+$/ }).innerText()).toBe('Change Patient');

    await row(page(), 'Processing Agreement')
      .getByRole('button', { name: /^Delete document/ })
      .click();
    const confirm = page().getByRole('dialog', { name: 'Delete Document' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await rows(page()).count()).toBe(3);
    await row(page(), 'Processing Agreement')
      .getByRole('button', { name: /^Delete document/ })
      .click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('The document has been deleted.');
    await result.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBe(2);
    expect(await row(page(), 'Processing Agreement').count()).toBe(0);
  });

  it('sees on /documents/harvest-centers whether each center signed its attestation, and opens the signed one', { timeout: 120_000 }, async () => {
    const admin = await h.demoToken('admin');
    await addTemplate(admin, 4, `HC Attestation ${tag}`);
    const unsigned = await freshCenter('Unsigned Clinic');
    const signed = await freshCenter('Signed Clinic');
    // The signed center signs its attestation at the e-signature simulator, then the portal makes its template.
    const token = await h.login(signed.email);
    const started = await h.call('POST', 'documents/harvest-center/attestation/', { domain: 'acme', token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const signing = await fetch(started.body.signLink, { method: 'POST', body: new URLSearchParams({ intent: 'sign' }) });
    expect(signing.status).toBe(200);
    const body = { documentId: started.body.documentId, signedBy: signed.memberId };
    expect((await h.call('POST', 'documents/harvest-center/create-template/', { domain: 'acme', token, body })).status).toBe(200);
    expect(
      (await h.call('POST', 'documents/harvest-center/download-and-update/', { domain: 'acme', token, body: { documentId: body.documentId } })).status,
    ).toBe(200);

    await signInTo('admin@acme.test');
    await openFromMenu('System Documents', 'Harvest Centers', '/documents/harvest-centers');
    await expect.poll(() => page().title()).toBe('Harvest Center Documents - Acme Biologics');
    await expect.poll(() => rows(page()).count(), { timeout: 10_000 }).toBeGreaterThan(1);
    for (const header of ['ID', 'Company', 'Name', 'Email', 'Attestation'])
      expect(await page().getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);

    await page().getByLabel('Search').fill(tag);
    await expect.poll(() => row(page(), unsigned.company!).count()).toBe(1);
    await expect.poll(() => row(page(), signed.company!).count()).toBe(1);
    expect((await cellsOf(page(), unsigned.company!))[0]).toEqual([
      String(unsigned.memberId),
      unsigned.company,
      `Signing ${unsigned.lastName}`,
      unsigned.email,
      'Not signed',
      'Attestation',
    ]);
    expect((await cellsOf(page(), signed.company!))[0]).toEqual([
      String(signed.memberId),
      signed.company,
      `Signing ${signed.lastName}`,
      signed.email,
      'Signed',
      'Attestation',
    ]);

    // Without a signed file the server's message shows in a dialog.
    await row(page(), unsigned.company!).getByRole('button', { name: 'Attestation' }).click();
    const dialog = page().getByRole('dialog', { name: 'Attestation' });
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain('has not signed its attestation yet');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    expect(await openedPdf(() => row(page(), signed.company!).getByRole('button', { name: 'Attestation' }).click())).toBe('%PDF');
    expect(await dialog.count()).toBe(0);

    await page().getByLabel('Search').fill(`no-such-center-${tag}`);
    await expect.poll(() => main(page()).innerText()).toContain("Empty table. There's nothing to show");
  });
});
