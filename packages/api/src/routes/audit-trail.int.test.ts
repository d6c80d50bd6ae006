import { randomUUID } from 'node:crypto';
import { Audit, Members } from '@portal/core';
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
    const patient = await Members.create(ctx, { email: `p-${randomUUID().slice(0, 8)}@acme.test`, firstName: 'Ada', lastName: 'Trail', memberships: [2], harvestCenterId: center.memberId, password: 'Portal-Demo-1' });
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
    expect(byPatient.body.results.map((e: { action: string; member: { id: number }; acting_as: { id: number } | null }) => [e.action, e.member.id, e.acting_as?.id ?? null])).toEqual([
      ['patient.details.read', admin.memberId, center.memberId],
      ['patient.vials.read', admin.memberId, null],
      ['patient.documents.read', center.memberId, null],
      ['patient.details.read', center.memberId, null],
    ]);
    expect(byPatient.body.results[0]).toMatchObject({ patient: { id: patient.memberId, name: 'Ada Trail' }, address: '10.77.2.2', target: `member:${patient.memberId}` });
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
    const patient = await Members.create(ctx, { email: `p-${randomUUID().slice(0, 8)}@acme.test`, firstName: 'Page', lastName: 'Trail', memberships: [2], harvestCenterId: center.memberId, password: 'Portal-Demo-1' });
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
});
