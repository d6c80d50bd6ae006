import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Members } from '../packages/core/src';
import { signIn, usePage } from '../scripts/test/browser';
import { harness } from '../scripts/test/harness';

const h = harness();

const page = usePage();

/** A fresh patient of its own that can sign in and reach its dashboard (past the membership agreement). */
async function freshPatient() {
  const tag = randomUUID().slice(0, 8);
  return Members.create(await h.domainCtx(), {
    email: `vials-${tag}@acme.test`,
    firstName: 'Vera',
    lastName: `Vials${tag}`,
    memberships: [2],
    password: 'Portal-Demo-1',
    checkAgreement: '2026-11-01 10:00:00',
  });
}

/** The number on a totals pill ('Available' or 'Shipped'). */
const pill = (scope: Page | Locator, label: 'Available' | 'Shipped') => scope.locator('.vials-pill', { hasText: label }).locator('dd').innerText();
const rows = (scope: Page | Locator) => scope.locator('table tbody tr');
/** The texts of each row's cells, trimmed. */
const table = async (scope: Page | Locator) =>
  Promise.all((await rows(scope).all()).map(async (row) => (await row.locator('td').allInnerTexts()).map((cell) => cell.trim())));

/** The member's ledger as the API holds it, newest first. */
async function stored(memberId: number) {
  const res = await h.call('GET', `vials-history/user/${memberId}/?page_size=50`, { domain: 'acme', token: await h.demoToken('admin') });
  expect(res.status).toBe(200);
  return res.body as {
    vials_available: number;
    vials_shipped: number;
    count: number;
    vials_history: { type: string; quantity: number; tracking_id: string; note: string }[];
  };
}

/** An admin opens the patient's User Details from the Users List. */
async function openUserDetails(email: string) {
  await signIn(page(), 'acme', 'admin@acme.test');
  await page().waitForURL('**/dashboard', { timeout: 10_000 });
  await page().getByLabel('Search').fill(email);
  await expect.poll(() => rows(page()).first().innerText(), { timeout: 10_000 }).toContain(email);
  expect(await rows(page()).count()).toBe(1);
  await rows(page()).first().getByRole('button', { name: 'Details' }).click();
  const details = page().getByRole('dialog', { name: 'User Details' });
  const vials = details.getByRole('group', { name: 'Vials' });
  await vials.waitFor({ timeout: 10_000 });
  return { details, vials };
}

/** Fills and saves Add Vials; returns the dialog. */
async function addVials(fields: { type?: 'Added' | 'Shipped'; quantity: string; date?: string; trackingId?: string; note?: string }) {
  await page().getByRole('button', { name: 'Add Vials' }).click();
  const dialog = page().getByRole('dialog', { name: 'Add Vials' });
  if (fields.type) await dialog.getByLabel('Type').selectOption({ label: fields.type });
  await dialog.getByLabel('Quantity').fill(fields.quantity);
  if (fields.date) await dialog.getByLabel('Date').fill(fields.date);
  if (fields.trackingId !== undefined) await dialog.getByLabel('Tracking ID').fill(fields.trackingId);
  if (fields.note !== undefined) await dialog.getByLabel('Note').fill(fields.note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

/** Opens Edit on the entry row with `text`, changes its fields and saves. */
async function editEntry(vials: Locator, text: string, fields: { quantity?: string; trackingId?: string; note?: string }) {
  await rows(vials).filter({ hasText: text }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page().getByRole('dialog', { name: 'Edit Vials Entry' });
  if (fields.quantity !== undefined) await dialog.getByLabel('Quantity').fill(fields.quantity);
  if (fields.trackingId !== undefined) await dialog.getByLabel('Tracking ID').fill(fields.trackingId);
  if (fields.note !== undefined) await dialog.getByLabel('Note').fill(fields.note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

describe('the vials ledger', () => {
  it("an admin adds, ships and edits a patient's vials in User Details", { timeout: 120_000 }, async () => {
    const patient = await freshPatient();
    const { details, vials } = await openUserDetails(patient.email);
    await expect.poll(() => vials.innerText(), { timeout: 10_000 }).toContain("Empty table. There's nothing to show");
    expect([await pill(vials, 'Available'), await pill(vials, 'Shipped')]).toEqual(['0', '0']);

    // The date starts as the browser's today, and a tracking id is only asked of a shipment.
    await page().getByRole('button', { name: 'Add Vials' }).click();
    const add = page().getByRole('dialog', { name: 'Add Vials' });
    const today = await page().evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(await add.getByLabel('Date').inputValue()).toBe(today);
    expect(await add.getByLabel('Tracking ID').count()).toBe(0);
    await add.getByLabel('Type').selectOption({ label: 'Shipped' });
    expect(await add.getByLabel('Tracking ID').count()).toBe(1);
    // Below 0 is refused by the form under the field, not by the server (whose refusals are alerts).
    await add.getByLabel('Quantity').fill('-1');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.innerText()).toContain('The quantity cannot be below 0');
    expect(await add.getByRole('alert').count()).toBe(0);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => add.count()).toBe(0);

    await addVials({ quantity: '8', date: '2026-11-20', note: 'First harvest' });
    await expect.poll(() => vials.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Vials have been added!');
    // Saving vials leaves the User Details form alone.
    expect(await details.getByText('Patient has been updated!').count()).toBe(0);
    expect(await page().getByRole('dialog', { name: 'Add Vials' }).count()).toBe(0);
    await expect.poll(() => pill(vials, 'Available')).toBe('8');
    expect(await table(vials)).toEqual([['11/20/2026', 'Added', '8', '—', 'First harvest', 'Edit']]);

    await addVials({ type: 'Shipped', quantity: '3', date: '2026-11-21', trackingId: 'FX-123' });
    await expect.poll(() => vials.getByRole('status').innerText(), { timeout: 10_000 }).toBe('The shipment has been recorded!');
    await expect.poll(() => pill(vials, 'Shipped')).toBe('3');
    expect(await pill(vials, 'Available')).toBe('5');
    expect(await table(vials)).toEqual([
      ['11/21/2026', 'Shipped', '3', 'FX-123', '—', 'Edit'],
      ['11/20/2026', 'Added', '8', '—', 'First harvest', 'Edit'],
    ]);

    // Shipping more than is available: the server's message in red, the dialog stays, nothing changes.
    const tooMany = await addVials({ type: 'Shipped', quantity: '6', date: '2026-11-22', trackingId: 'FX-200' });
    await expect.poll(() => tooMany.getByRole('alert').innerText(), { timeout: 10_000 }).toBe('Not enough vials available: 5 left.');
    await tooMany.getByRole('button', { name: 'Cancel' }).click();
    expect(await rows(vials).count()).toBe(2);
    expect([await pill(vials, 'Available'), await pill(vials, 'Shipped')]).toEqual(['5', '3']);
    expect(await stored(patient.memberId)).toMatchObject({ vials_available: 5, vials_shipped: 3, count: 2 });

    // An edit moves the totals by the difference; a second one puts the quantity back with another tracking id.
    await editEntry(vials, 'FX-123', { quantity: '4' });
    await expect.poll(() => vials.getByRole('status').innerText(), { timeout: 10_000 }).toBe('Record has been updated!');
    await expect.poll(() => pill(vials, 'Shipped')).toBe('4');
    expect(await pill(vials, 'Available')).toBe('4');
    const edit = await editEntry(vials, 'FX-123', { quantity: '3', trackingId: 'FX-124', note: 'Courier changed' });
    await expect.poll(() => edit.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => pill(vials, 'Shipped')).toBe('3');
    expect(await pill(vials, 'Available')).toBe('5');
    await expect
      .poll(() => table(vials))
      .toEqual([
        ['11/21/2026', 'Shipped', '3', 'FX-124', 'Courier changed', 'Edit'],
        ['11/20/2026', 'Added', '8', '—', 'First harvest', 'Edit'],
      ]);
    // Lowering the added vials below what has been shipped is refused, and the entry keeps its quantity.
    const tooFew = await editEntry(vials, 'First harvest', { quantity: '2' });
    await expect
      .poll(() => tooFew.getByRole('alert').innerText(), { timeout: 10_000 })
      .toBe('Some of these vials have been shipped: the entry can be lowered by 5 at most.');
    await tooFew.getByRole('button', { name: 'Cancel' }).click();

    const ledger = await stored(patient.memberId);
    expect(ledger).toMatchObject({ vials_available: 5, vials_shipped: 3, count: 2 });
    expect(ledger.vials_history).toMatchObject([
      { type: 'shipped', quantity: 3, tracking_id: 'FX-124', note: 'Courier changed' },
      { type: 'added', quantity: 8, tracking_id: '', note: 'First harvest' },
    ]);
  });

  it('the patient sees its totals and history 5 a page, and is told once when vials were added', { timeout: 120_000 }, async () => {
    const patient = await freshPatient();
    const admin = await h.demoToken('admin');
    const entry = (body: object) => h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { user_id: patient.memberId, ...body } });
    expect((await entry({ type: 'added', quantity: 8, date: '2026-11-20', note: 'First harvest' })).status).toBe(200);
    expect((await entry({ type: 'shipped', quantity: 3, date: '2026-11-21', tracking_id: 'FX-123' })).status).toBe(200);

    await signIn(page(), 'acme', patient.email);
    await page().waitForURL('**/dashboard', { timeout: 10_000 });
    const section = page().getByRole('region', { name: 'Vials History', exact: true });
    await expect.poll(() => pill(section, 'Available'), { timeout: 10_000 }).toBe('5');
    expect(await pill(section, 'Shipped')).toBe('3');
    await expect.poll(() => rows(section).count()).toBe(2);
    expect(await table(section)).toEqual([
      ['11/21/2026', 'Shipped', '3', 'FX-123', '—'],
      ['11/20/2026', 'Added', '8', '—', 'First harvest'],
    ]);
    expect(await section.innerText()).toContain('Page 1 of 1');
    // The patient reads its ledger; the controls are the admin's.
    expect(await page().getByRole('button', { name: 'Add Vials' }).count()).toBe(0);
    expect(await page().getByRole('button', { name: 'Edit' }).count()).toBe(0);
    // The first visit only records the total it saw.
    await expect.poll(() => page().evaluate((key) => localStorage.getItem(key), `vials_seen_${patient.memberId}`)).toBe('5');
    expect(await section.getByRole('status').count()).toBe(0);

    // The admin adds more: six entries now, the newest first.
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) expect((await entry({ type: 'added', quantity: 1, date })).status).toBe(200);
    await page().reload();
    const notice = section.getByRole('status');
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toBe('Vials have been added to your account.');
    expect(await pill(section, 'Available')).toBe('9');
    await expect.poll(() => section.innerText()).toContain('Page 1 of 2');
    expect((await table(section)).map((cells) => cells[0])).toEqual(['11/26/2026', '11/25/2026', '11/24/2026', '11/23/2026', '11/21/2026']);
    // A success notification hides after 2 s.
    await expect.poll(() => notice.count(), { timeout: 5_000 }).toBe(0);

    await section.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => section.innerText()).toContain('Page 2 of 2');
    expect(await table(section)).toEqual([['11/20/2026', 'Added', '8', '—', 'First harvest']]);
    expect(await section.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await section.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => section.innerText()).toContain('Page 1 of 2');
    expect(await rows(section).count()).toBe(5);
    // Available stays while paging: the totals are the member's, not the page's.
    expect(await pill(section, 'Available')).toBe('9');

    // Once told, the same total says nothing more; nor does a shipment, which lowers it.
    expect((await entry({ type: 'shipped', quantity: 2, date: '2026-11-27', tracking_id: 'FX-300' })).status).toBe(200);
    await page().reload();
    await expect.poll(() => pill(section, 'Available'), { timeout: 10_000 }).toBe('7');
    await expect.poll(() => page().evaluate((key) => localStorage.getItem(key), `vials_seen_${patient.memberId}`)).toBe('7');
    expect(await section.getByRole('status').count()).toBe(0);
  });
});
