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
});
