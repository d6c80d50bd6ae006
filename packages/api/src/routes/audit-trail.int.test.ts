import { randomUUID } from 'node:crypto';
import { Audit, AuditLog, Members } from '@portal/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

/** The audit entries of a patient, oldest first, read by its index as an Audit Log would. */
async function trailOf(patientId: number) {
  return (await Audit.ofPatient(await h.domainCtx(), patientId)).data;
}

describe('the audit trail of patient data', () => {
  it("records each read of a patient's details, vials and documents by another member: who, acting as whom, which patient, from where", async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const patient = await Members.create(ctx, {
      email: `p-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Ada',
      lastName: 'Trail',
      memberships: [2],
      harvestCenterId: center.memberId,
      password: 'Portal-Demo-1',
    });
    const centerToken = await h.login(center.email);
    const read = (path: string, token: string, extra: { actingAs?: number; address: string }) => h.call('GET', path, { domain: 'acme', token, ...extra });

    expect((await read(`users/${patient.memberId}/`, centerToken, { address: '10.77.1.1' })).status).toBe(200);
    expect((await read(`documents/list/${patient.memberId}/`, centerToken, { address: '10.77.1.2' })).status).toBe(200);
    // An admin reads the patient's vials, then its details acting as the center: the real caller and whom it acted as.
    const admin = await h.newMember([7]);
    const adminToken = await h.login(admin.email);
    expect((await read(`vials-history/user/${patient.memberId}/`, adminToken, { address: '10.77.2.1' })).status).toBe(200);
    expect((await read(`users/${patient.memberId}/`, adminToken, { actingAs: center.memberId, address: '10.77.2.2' })).status).toBe(200);
    // The patient's own reads are not third-party access: not recorded.
    const own = await h.login(patient.email);
    expect((await read(`users/${patient.memberId}/`, own, { address: '10.77.3.1' })).status).toBe(200);

    const trail = await trailOf(patient.memberId);
    expect(trail.map((e) => [e.action, e.actorId, e.actingAsId, e.address])).toEqual([
      ['patient.details.read', center.memberId, undefined, '10.77.1.1'],
      ['patient.documents.read', center.memberId, undefined, '10.77.1.2'],
      ['patient.vials.read', admin.memberId, undefined, '10.77.2.1'],
      ['patient.details.read', admin.memberId, center.memberId, '10.77.2.2'],
    ]);
    for (const entry of trail) {
      expect(entry.target).toBe(`member:${patient.memberId}`);
      // Kept seven years: its time to live is past six years from now.
      expect(entry.expiresAt! - Date.now() / 1000).toBeGreaterThan(6 * 365 * 86_400);
    }
    // The Audit Log shows them to an admin, newest first, with names; filtered by member, action and days.
    const log = async (query: string, token = adminToken) => h.call('GET', `audit-log/?${query}`, { domain: 'acme', token });
    const byPatient = await log(`patient=${patient.memberId}`);
    expect(byPatient.status).toBe(200);
    expect(byPatient.body).toMatchObject({ count: 4, page_size: 20, next_cursor: null });
    expect(
      byPatient.body.results.map((e: { action: string; member: { id: number }; acting_as: { id: number } | null }) => [
        e.action,
        e.member.id,
        e.acting_as?.id ?? null,
      ]),
    ).toEqual([
      ['patient.details.read', admin.memberId, center.memberId],
      ['patient.vials.read', admin.memberId, null],
      ['patient.documents.read', center.memberId, null],
      ['patient.details.read', center.memberId, null],
    ]);
    expect(byPatient.body.results[0]).toMatchObject({
      patient: { id: patient.memberId, name: 'Ada Trail' },
      address: '10.77.2.2',
      target: `member:${patient.memberId}`,
    });
    expect((await log(`patient=${patient.memberId}&member=${center.memberId}`)).body.count).toBe(2);
    expect((await log(`member=${center.memberId}&action=patient-reads`)).body.count).toBe(2);
    expect((await log(`patient=${patient.memberId}&action=exports`)).body.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`patient=${patient.memberId}&date_after=${today}&date_before=${today}`)).body.count).toBe(4);
    expect((await log(`patient=${patient.memberId}&date_before=2020-01-01`)).body.count).toBe(0);
    expect((await log(`patient=${patient.memberId}&date_after=${today}&date_before=2020-01-01`)).status).toBe(400);
    expect((await log(`patient=${patient.memberId}`, centerToken)).status).toBe(403);

    // A read refused (another center) records nothing.
    const stranger = await h.login((await h.newMember([4])).email);
    expect((await read(`users/${patient.memberId}/`, stranger, { address: '10.77.4.1' })).status).toBe(404);
    expect(await trailOf(patient.memberId)).toHaveLength(4);
  });

  it('records an export of transactions with its list, filters and rows', async () => {
    const ctx = await h.domainCtx();
    const admin = await h.newMember([7]);
    const token = await h.login(admin.email);
    const started = await h.call('GET', 'transactions/export-csv/?report=all&search=zz-nothing', { domain: 'acme', token, address: '10.77.5.1' });
    expect(started.status).toBe(200);
    const { data } = await Audit.ofActor(ctx, admin.memberId);
    const exported = data.find((e) => e.action === 'transactions.exported');
    expect(exported).toMatchObject({ target: `export:${started.body.id}`, address: '10.77.5.1' });
    expect(JSON.parse(exported!.detail!)).toMatchObject({ format: 'csv', report: 'all', rows: 0, query: { search: 'zz-nothing' } });
  });

  it('pages the Audit Log by cursor, newest first, each entry once', async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const patient = await Members.create(ctx, {
      email: `p-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Page',
      lastName: 'Trail',
      memberships: [2],
      harvestCenterId: center.memberId,
      password: 'Portal-Demo-1',
    });
    const token = await h.login(center.email);
    for (let i = 0; i < 23; i++) await h.call('GET', `users/${patient.memberId}/`, { domain: 'acme', token });
    const admin = await h.login((await h.newMember([7])).email);
    const first = await h.call('GET', `audit-log/?patient=${patient.memberId}`, { domain: 'acme', token: admin });
    expect(first.body).toMatchObject({ count: 23 });
    expect(first.body.results).toHaveLength(20);
    const second = await h.call('GET', `audit-log/?patient=${patient.memberId}&cursor=${first.body.next_cursor}`, { domain: 'acme', token: admin });
    expect(second.body.results).toHaveLength(3);
    expect(second.body.next_cursor).toBeNull();
    const all = [...first.body.results, ...second.body.results];
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(23);
    const times = all.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // A cursor of another query is refused.
    expect((await h.call('GET', `audit-log/?member=${center.memberId}&cursor=${first.body.next_cursor}`, { domain: 'acme', token: admin })).status).toBe(400);
  });

  it('exports the entries the filters match as CSV and XLSX through the export jobs, in bounded batches, and records the export', async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const patient = await Members.create(ctx, {
      email: `p-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: '=Formula',
      lastName: 'Trail',
      memberships: [2],
      harvestCenterId: center.memberId,
      password: 'Portal-Demo-1',
    });
    const token = await h.login(center.email);
    for (let i = 0; i < 12; i++) await h.call('GET', `users/${patient.memberId}/`, { domain: 'acme', token, address: '10.77.6.1' });
    const admin = await h.newMember([7]);
    const adminToken = await h.login(admin.email);

    /** Starts an export and follows it, as the page does, until it ends. */
    async function exported(path: string) {
      let job = await h.call('GET', path, { domain: 'acme', token: adminToken, address: '10.77.6.9' });
      expect(job.status, JSON.stringify(job.body)).toBe(200);
      for (let tries = 0; job.body.status === 'running' && tries < 100; tries++) {
        await new Promise((done) => setTimeout(done, 200));
        job = await h.call('GET', `exports/${job.body.id}/`, { domain: 'acme', token: adminToken });
      }
      expect(job.body.status).toBe('done');
      return { job: job.body, file: Buffer.from(await (await fetch(job.body.url)).arrayBuffer()) };
    }

    const csv = await exported(`audit-log/export-csv/?patient=${patient.memberId}&action=patient-reads`);
    expect(csv.job).toMatchObject({ rows: 12, format: 'csv' });
    expect(csv.job.file_name).toMatch(/^audit_log_\d+\.csv$/);
    const lines = csv.file
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Time (UTC),Member,Member ID,Acting as,Acting as ID,Action,Target,Patient,Patient ID,Address,Detail');
    expect(lines).toHaveLength(13);
    // Each line names the center and the patient (its name kept as text, not a formula), newest first.
    for (const line of lines.slice(1))
      expect(line.endsWith(`,${center.memberId},,,patient.details.read,member:${patient.memberId},'=Formula Trail,${patient.memberId},10.77.6.1,`), line).toBe(
        true,
      );
    const times = lines.slice(1).map((line) => line.slice(0, 24));
    expect(times).toEqual([...times].sort().reverse());

    const xlsx = await exported(`audit-log/export-xlsx/?patient=${patient.memberId}`);
    expect(xlsx.job.rows).toBe(12);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Audit Log')!;
    expect(sheet.getRow(2).getCell(9).value).toBe(patient.memberId);
    expect(sheet.getRow(2).getCell(8).value).toBe('=Formula Trail');
    expect(sheet.getRow(2).getCell(5).value).toBe(null);

    // Read in batches, each from where the last stopped: every entry once.
    const source = AuditLog.exportSource(ctx, { patient: patient.memberId, until: new Date().toISOString() });
    const batches: (string | number)[][][] = [];
    for await (const batch of source.batches(null, 5, true)) batches.push(batch.rows);
    expect(batches.length).toBeGreaterThan(1);
    for (const rows of batches) expect(rows.length).toBeLessThan(10);
    expect(batches.flat().map((row) => row[0])).toEqual(times);

    // An export holds the entries up to its start: the exports before it, not its own record.
    const ofExports = await exported(`audit-log/export-csv/?member=${admin.memberId}&action=exports`);
    expect(ofExports.job.rows).toBe(2);

    // The exports are in the trail, with their filters; others may not export; a reversed range is a 400.
    const log = await h.call('GET', `audit-log/?member=${admin.memberId}&action=exports`, { domain: 'acme', token: adminToken });
    expect(log.body.results.map((e: { action: string; address: string }) => [e.action, e.address])).toEqual([
      ['audit-log.exported', '10.77.6.9'],
      ['audit-log.exported', '10.77.6.9'],
      ['audit-log.exported', '10.77.6.9'],
    ]);
    expect(JSON.parse(log.body.results[2].detail)).toMatchObject({ format: 'csv', query: { patient: patient.memberId, action: 'patient-reads' }, rows: 12 });
    expect((await h.call('GET', 'audit-log/export-csv/', { domain: 'acme', token })).status).toBe(403);
    expect((await h.call('GET', 'audit-log/export-csv/?date_after=2026-02-01&date_before=2026-01-01', { domain: 'acme', token: adminToken })).status).toBe(400);
    // The center cannot read the admin's export.
    expect((await h.call('GET', `exports/${csv.job.id}/`, { domain: 'acme', token })).status).toBe(404);
  });

  it('pages and exports entries made in the same millisecond each once, none lost at a page’s edge', async () => {
    const ctx = await h.domainCtx();
    // 25 entries of one millisecond, on a day of their own (the domain's index serves a day range alone).
    const at = '2001-02-03T04:05:06.007Z';
    for (let i = 0; i < 25; i++)
      await ctx.db.entities.audit
        .create({ domainId: ctx.domain.domainId, at, auditId: randomUUID(), action: 'test.same-ms', target: `n:${i}`, expiresAt: 2_000_000_000 })
        .go();
    const admin = await h.login((await h.newMember([7])).email);
    const query = 'date_after=2001-02-03&date_before=2001-02-03';
    const first = await h.call('GET', `audit-log/?${query}`, { domain: 'acme', token: admin });
    expect(first.body.count).toBe(25);
    expect(first.body.results).toHaveLength(20);
    const second = await h.call('GET', `audit-log/?${query}&cursor=${first.body.next_cursor}`, { domain: 'acme', token: admin });
    const ids = [...first.body.results, ...second.body.results].map((e: { id: string }) => e.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const rows: (string | number)[][] = [];
    for await (const batch of AuditLog.exportSource(ctx, { date_after: '2001-02-03', date_before: '2001-02-03', until: new Date().toISOString() }).batches(
      null,
      7,
      true,
    ))
      rows.push(...batch.rows);
    expect(new Set(rows.map((r) => r[6])).size).toBe(25);
  });
});
