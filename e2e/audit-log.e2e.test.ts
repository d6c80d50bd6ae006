import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_ORDER, INVALID_DATE } from '../packages/contracts/src';
import { Members } from '../packages/core/src';
import { harness } from '../scripts/test/harness';
import { signIn, usePage } from '../scripts/test/browser';

const h = harness();
const page = usePage();

describe('the Audit Log', () => {
  it("shows an admin who viewed a patient's details, from which address, filtered by the patient", { timeout: 90_000 }, async () => {
    const ctx = await h.domainCtx();
    const center = await Members.create(ctx, {
      email: `hc-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Harbor',
      lastName: 'Desk',
      company: `Audit Clinic ${randomUUID().slice(0, 4)}`,
      memberships: [4],
      password: 'Portal-Demo-1',
    });
    const patient = await Members.create(ctx, {
      email: `p-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Ada',
      lastName: 'Logged',
      memberships: [2],
      harvestCenterId: center.memberId,
      password: 'Portal-Demo-1',
    });
    const token = await h.login(center.email);
    expect((await h.call('GET', `users/${patient.memberId}/`, { domain: 'acme', token, address: '10.88.0.7' })).status).toBe(200);

    const p = page();
    await signIn(p, 'acme', 'admin@acme.test');
    await p.waitForURL('**/dashboard', { timeout: 15_000 });
    await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).click();
    await p.waitForURL('**/audit-log', { timeout: 10_000 });
    await expect.poll(() => p.title()).toBe('Audit Log - Acme Biologics');
    // The patient is picked by name (a search of the patients), as a member would.
    await p.getByRole('combobox', { name: 'Patient' }).fill('Ada Logged');
    await p.getByRole('option', { name: new RegExp(`#${patient.memberId} `) }).click();
    const table = p.getByRole('table', { name: 'Audit Log' });
    await expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'), { timeout: 15_000 }).toContain('patient.details.read');
    const [row] = await table.locator('tbody tr').allInnerTexts();
    expect(row).toContain(`${center.company} (#${center.memberId})`);
    expect(row).toContain(`Ada Logged (#${patient.memberId})`);
    expect(row).toContain('10.88.0.7');
    await expect.poll(() => p.locator('.pagination-text').innerText()).toBe('Page 1 of 1');

    // An id typed in the box is the filter as it is: no member is read for it (each read of a patient's details is an audit entry).
    const reads: string[] = [];
    p.on('request', (request) => {
      if (/\/api\/v1\/users\/\d+\/$/.test(new URL(request.url()).pathname)) reads.push(request.url());
    });
    await p.getByLabel('Patient ID').fill('');
    await p.getByLabel('Patient ID').pressSequentially(String(patient.memberId), { delay: 50 });
    await expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'), { timeout: 15_000 }).toContain('patient.details.read');
    expect(reads).toEqual([]);

    // The same entries as a file: the export job writes them, the browser saves the CSV.
    const [download] = await Promise.all([p.waitForEvent('download', { timeout: 30_000 }), p.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit_log_\d+\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Time (UTC),Member,Member ID,Acting as,Acting as ID,Action,Target,Patient,Patient ID,Address,Detail');
    expect(
      csv
        .slice(1)
        .some((line) =>
          line.includes(`${center.company},${center.memberId},,,patient.details.read,member:${patient.memberId},Ada Logged,${patient.memberId},10.88.0.7`),
        ),
    ).toBe(true);

    // A day range the API would refuse is said under its field and asks nothing: no rows, nothing to download.
    await p.getByLabel('From', { exact: true }).fill('2026-12-01');
    await p.getByLabel('To', { exact: true }).fill('2026-01-01');
    await expect.poll(() => p.getByText(DATE_RANGE_ORDER).count()).toBe(1);
    await expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n')).toBe('No entries match these filters.');
    expect(await p.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
    const audits: string[] = [];
    p.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/audit-log/')) audits.push(request.url());
    });
    await p.getByLabel('From', { exact: true }).fill('0001-01-01');
    await p.getByLabel('To', { exact: true }).fill('');
    await expect.poll(() => p.getByText(INVALID_DATE).count()).toBe(1);
    expect(await p.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
    await p.waitForTimeout(1000);
    expect(audits).toEqual([]);
    await p.getByLabel('From', { exact: true }).fill('');
    await expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n'), { timeout: 15_000 }).toContain('patient.details.read');

    // The patient's User Details say who last read its data.
    await p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await p.waitForURL('**/dashboard', { timeout: 10_000 });
    await p.getByLabel('Search').fill(patient.email);
    const rows = p.locator('table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await rows.first().getByRole('button', { name: 'Details' }).click();
    const access = p.getByRole('dialog', { name: 'User Details' }).getByRole('region', { name: 'Recent access' });
    await expect.poll(() => access.innerText(), { timeout: 10_000 }).toContain(`${center.company} viewed the details, from 10.88.0.7`);
  });
});
