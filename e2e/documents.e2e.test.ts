import { randomUUID } from 'node:crypto';
import { DOCUMENT_ALREADY_SIGNED, type PatientDocumentLists } from '@portal/contracts';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { textPdf } from '../packages/simulators/src/pdf';
import { openedFile, portalUrl, signIn, usePage } from '../scripts/test/browser';
import { pressSign } from '../scripts/test/esign-pages';
import { harness } from '../scripts/test/harness';

const h = harness();

const page = usePage();

/** A fresh member of its own that can sign in, past the membership agreement. */
async function freshMember(memberships: number[], fields: Partial<Parameters<typeof Members.create>[1]> = {}) {
  const tag = randomUUID().slice(0, 8);
  return Members.create(await h.domainCtx(), {
    email: `docs-${tag}@acme.test`,
    firstName: 'Dana',
    lastName: `Docs${tag}`,
    memberships,
    password: 'Portal-Demo-1',
    checkAgreement: '2026-11-01 10:00:00',
    ...fields,
  });
}

/**
 * Adds an active signature template as the admin: a patient template (type 2) of a kind, or the
 * harvest center template (type 4) a center signs as its attestation. The newest one is used.
 */
async function addTemplate(type: 2 | 4, kind?: 'processing') {
  const title = type === 2 ? 'Processing Agreement' : 'Harvest Center Attestation';
  const file = new File([Buffer.from(textPdf([title, 'Please read and sign.']))], `${type}-${kind ?? 'hc'}.pdf`, { type: 'application/pdf' });
  const form: Record<string, string | Blob> = {
    title,
    description: `${title} for the documents tests`,
    document_message: `Please sign the ${title}.`,
    type: String(type),
    file,
  };
  if (kind) form.kind = kind;
  const res = await h.call('POST', 'domain/file-signs/', { domain: 'acme', token: await h.demoToken('admin'), form });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.template_id as string;
}

const rows = (scope: Page | Locator) => scope.locator('table tbody tr');
/** The texts of each row's cells, trimmed. */
const table = async (scope: Page | Locator) =>
  Promise.all((await rows(scope).all()).map(async (row) => (await row.locator('td').allInnerTexts()).map((cell) => cell.trim())));
/** The texts of the cells of the row with `text`. */
const cells = async (scope: Page | Locator, text: string) =>
  (await rows(scope).filter({ hasText: text }).locator('td').allInnerTexts()).map((cell) => cell.trim());

/** The signing page inside the Sign Document dialog's frame. */
const signingFrame = (p: Page): FrameLocator => p.getByRole('dialog', { name: 'Sign Document' }).frameLocator('iframe');
const frameText = (frame: FrameLocator) =>
  frame
    .locator('body')
    .innerText()
    .catch(() => '');

/** Presses the simulator's Sign button in a frame and waits for the portal's thank-you page the frame goes to. */
async function signInFrame(frame: FrameLocator, thanks: string) {
  await pressSign(frame);
  await expect.poll(() => frameText(frame), { timeout: 15_000 }).toContain(thanks);
}

async function patientLists(email: string, patientId: number) {
  const res = await h.call('GET', `documents/list/${patientId}/`, { domain: 'acme', token: await h.login(email) });
  expect(res.status).toBe(200);
  return res.body as PatientDocumentLists;
}

/**
 * The token of a pending document's e-mailed guest link, as the signer gets it: the admin mails
 * the link again and the test reads it from the mail (no list shows it).
 */
async function mailedToken(email: string, recordId: number) {
  const sent = await h.call('POST', 'utilities/send-patient-sign-email/', { domain: 'acme', token: await h.demoToken('admin'), body: { doc_id: recordId } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = (await h.mailTo(email)).at(-1)!;
  return /\/sign-your-document\?token=([\w.-]+)/.exec(mail.body.text!)![1]!;
}

/** Opens a signed PDF in a new tab and checks it is one. */
async function expectPdfOpened(p: Page, documentId: string, open: () => Promise<void>) {
  const { response, bytes } = await openedFile(p, (url) => url.pathname.includes(`${documentId}.pdf`), open);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The short-lived link itself answers the PDF's bytes.
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('patient documents', () => {
  it('the patient signs its Processing Agreement from the dashboard and opens the signed PDF', { timeout: 120_000 }, async () => {
    await addTemplate(2, 'processing');
    const patient = await freshMember([2]);

    await signIn(page(), 'acme', patient.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const section = page().getByRole('region', { name: 'Documents', exact: true });
    // Every kind shows, Pending with Sign before any document exists.
    await expect
      .poll(() => table(section), { timeout: 10_000 })
      .toEqual([
        ['Attestation Agreement', 'Pending', 'Sign'],
        ['Processing Agreement', 'Pending', 'Sign'],
        ['Storage Agreement', 'Pending', 'Sign'],
      ]);
    expect(await section.innerText()).toContain('Page 1 of 1');

    await section.getByRole('button', { name: 'Sign Processing Agreement' }).click();
    const dialog = page().getByRole('dialog', { name: 'Sign Document' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height)).toBe(600);
    // The sign link made a Pending document of that kind.
    const [pending] = (await patientLists(patient.email, patient.memberId)).processing;
    expect(pending).toMatchObject({ name: 'processing', status: 'Pending', patient: patient.memberId });
    const guestToken = await mailedToken(patient.email, pending!.id);

    await signInFrame(signingFrame(page()), 'Thank you! Your document has been signed.');
    // The frame's messages reload the list while the dialog is still open (behind it, hidden from the accessibility tree).
    const behind = page().locator('section[aria-label="Documents"] tbody tr', { hasText: 'Processing Agreement' });
    await expect.poll(() => behind.innerText(), { timeout: 10_000 }).toContain('Completed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => table(section), { timeout: 10_000 })
      .toEqual([
        ['Attestation Agreement', 'Pending', 'Sign'],
        ['Processing Agreement', 'Completed', 'PDF'],
        ['Storage Agreement', 'Pending', 'Sign'],
      ]);
    const [signed] = (await patientLists(patient.email, patient.memberId)).processing;
    expect(signed).toMatchObject({ id: pending!.id, status: 'Completed', file: `media/${pending!.document_id}.pdf` });

    await expectPdfOpened(page(), pending!.document_id, () => section.getByRole('link', { name: 'PDF' }).click());

    // The e-mailed guest link of a signed document says so.
    await page().goto(portalUrl('acme', `/sign-your-document?token=${guestToken}`));
    await expect
      .poll(
        () =>
          page()
            .getByRole('alert')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe(DOCUMENT_ALREADY_SIGNED);
  });

  it('a patient who declines in the frame sees the document Declined, and Sign starts a new one', { timeout: 120_000 }, async () => {
    const patient = await freshMember([2]);
    await signIn(page(), 'acme', patient.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const section = page().getByRole('region', { name: 'Documents', exact: true });
    await section.getByRole('button', { name: 'Sign Storage Agreement' }).click({ timeout: 10_000 });
    const frame = signingFrame(page());
    await frame.getByRole('link', { name: 'Decline to sign' }).click({ timeout: 15_000 });
    await frame.getByRole('button', { name: 'Decline', exact: true }).click({ timeout: 15_000 });
    await expect.poll(() => frameText(frame), { timeout: 15_000 }).toContain('This document was declined and has not been signed.');
    await page().getByRole('dialog', { name: 'Sign Document' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => cells(section, 'Storage Agreement'), { timeout: 10_000 }).toEqual(['Storage Agreement', 'Declined', 'Sign']);
    const [declined] = (await patientLists(patient.email, patient.memberId)).storage;
    expect(declined).toMatchObject({ status: 'Declined', file: null });

    // Signing again makes a new Pending document; the declined one stays in the history.
    await section.getByRole('button', { name: 'Sign Storage Agreement' }).click();
    await signingFrame(page()).getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 15_000 });
    const storage = (await patientLists(patient.email, patient.memberId)).storage;
    expect(storage.map((d) => d.status)).toEqual(['Pending', 'Declined']);
  });

  it("a failed sign link shows the server's message in a dialog, and the list loads again", { timeout: 120_000 }, async () => {
    await addTemplate(2, 'processing');
    const patient = await freshMember([2]);
    const started = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: await h.login(patient.email),
      body: { patient_id: patient.memberId, doc_type: 'processing' },
    });
    expect(started.status).toBe(200);

    await signIn(page(), 'acme', patient.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const section = page().getByRole('region', { name: 'Documents', exact: true });
    await expect.poll(() => cells(section, 'Processing Agreement'), { timeout: 10_000 }).toEqual(['Processing Agreement', 'Pending', 'Sign']);

    // Meanwhile the document is signed elsewhere (the signing page's own form, as another tab would post it).
    const signed = await fetch(started.body.signLink, { method: 'POST', body: new URLSearchParams({ intent: 'sign' }) });
    expect(signed.status).toBe(200);

    // The dashboard still shows it Pending: Sign is refused with the server's message.
    await section.getByRole('button', { name: 'Sign Processing Agreement' }).click();
    const failure = page().getByRole('dialog', { name: 'Sign Document' });
    await expect.poll(() => failure.innerText().catch(() => ''), { timeout: 10_000 }).toContain(DOCUMENT_ALREADY_SIGNED);
    expect(await failure.locator('iframe').count()).toBe(0);
    await failure.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => failure.count()).toBe(0);
    await expect.poll(() => cells(section, 'Processing Agreement'), { timeout: 10_000 }).toEqual(['Processing Agreement', 'Completed', 'PDF']);
  });
});

describe('the guest sign-document page', () => {
  it('says when there is no document, or shows the refusal of a bad one', { timeout: 60_000 }, async () => {
    await page().goto(portalUrl('acme', '/sign-your-document'));
    await expect
      .poll(
        () =>
          page()
            .getByRole('alert')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe('There was a problem processing this document.');
    expect(await page().locator('iframe').count()).toBe(0);

    const unknown = `999999.${'x'.repeat(43)}`;
    const bad = await h.call('GET', `auth/boldsign/?token=${unknown}`, { domain: 'acme' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    await page().goto(portalUrl('acme', `/sign-your-document?token=${unknown}`));
    await expect
      .poll(
        () =>
          page()
            .getByRole('alert')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe(bad.body.message);
    expect(await page().locator('iframe').count()).toBe(0);

    // Not a token at all (a provider document id is not one either): the page does not ask.
    await page().goto(portalUrl('acme', '/sign-your-document?token=..%2F..%2Fetc'));
    await expect
      .poll(
        () =>
          page()
            .getByRole('alert')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe('There was a problem processing this document.');
    await page().goto(portalUrl('acme', '/sign-your-document?documentId=no-such-document'));
    await expect
      .poll(
        () =>
          page()
            .getByRole('alert')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe('There was a problem processing this document.');
  });

  it('a patient signs from the e-mailed link without signing in', { timeout: 120_000 }, async () => {
    await addTemplate(2, 'processing');
    const patient = await freshMember([2]);
    const started = await h.call('POST', 'documents/sign-link-patient/', {
      domain: 'acme',
      token: await h.login(patient.email),
      body: { patient_id: patient.memberId, doc_type: 'processing' },
    });
    expect(started.status).toBe(200);
    const [pending] = (await patientLists(patient.email, patient.memberId)).processing;
    const guestToken = await mailedToken(patient.email, pending!.id);

    await page().goto(portalUrl('acme', `/sign-your-document?token=${guestToken}&name=${encodeURIComponent('Dana Docs')}`));
    const frame = page().frameLocator('iframe[title="Sign Document"]');
    expect(
      await page()
        .locator('iframe')
        .evaluate((el) => el.getBoundingClientRect().height, undefined, { timeout: 10_000 }),
    ).toBe(600);
    await signInFrame(frame, 'Thank you! Your document has been signed.');
    // The thank-you page inside the frame leads to the login page of the whole window.
    expect(await frame.getByRole('link', { name: 'Go to the login page' }).getAttribute('target')).toBe('_top');
    await expect.poll(async () => (await patientLists(patient.email, patient.memberId)).processing[0]?.status, { timeout: 10_000 }).toBe('Completed');
  });
});

describe('the harvest center attestation', () => {
  it('a center without a template signs its attestation on the HC profile and then sees its template id', { timeout: 120_000 }, async () => {
    await addTemplate(4);
    const center = await freshMember([4], { company: 'Docs Harvest Center' });

    await signIn(page(), 'acme', center.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    await page().goto(portalUrl('acme', '/hc-profile'));
    const template = page().getByRole('region', { name: 'Signing template' });
    await expect.poll(() => template.innerText(), { timeout: 10_000 }).toContain('None');

    await page().getByRole('button', { name: 'Sign Attestation Document' }).click();
    const dialog = page().getByRole('dialog', { name: 'Sign Document' });
    await dialog.waitFor({ timeout: 10_000 });
    await signInFrame(signingFrame(page()), 'Thank you! Your attestation has been signed.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const stored = await h.call('GET', `users/${center.memberId}/`, { domain: 'acme', token: await h.login(center.email) });
    const templateId = stored.body.template_id as string;
    expect(templateId).not.toBe('');
    await expect.poll(() => template.innerText(), { timeout: 10_000 }).toContain(templateId);
    // The frame's page told the window too, and the stored member carries the template id.
    expect(await page().evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').template_id)).toBe(templateId);
    expect(await page().getByRole('button', { name: 'Sign Attestation Document' }).count()).toBe(0);
    const attestation = page().getByRole('region', { name: 'Attestation', exact: true });
    expect(await attestation.innerText()).toContain('Completed');

    const view = await h.call('GET', `documents/harvest-center/${center.memberId}/attestation/`, { domain: 'acme', token: await h.login(center.email) });
    expect(view.body).toMatchObject({ status: 'Completed', template_id: templateId });
    await expectPdfOpened(page(), view.body.document_id, () => attestation.getByRole('link', { name: 'Signed attestation (PDF)' }).click());
  });
});
