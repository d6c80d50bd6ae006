import { randomUUID } from 'node:crypto';
import { Members } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

describe("a lab's pipeline", () => {
  it('counts its active patients by the stage of their process, follows their milestones, and is the lab’s own (admins any)', async () => {
    const ctx = await h.domainCtx();
    const lab = await h.newMember([1]);
    const patient = (fields: Members.MemberPatch = {}) =>
      Members.create(ctx, { email: `p-${randomUUID().slice(0, 8)}@acme.test`, firstName: 'Pia', lastName: 'Pipe', memberships: [2], password: 'Portal-Demo-1', labId: lab.memberId, ...fields });
    const waiting = await patient();
    const shipped = await patient({ dateAdiposeShippedToLab: '2026-11-01' });
    await patient({ dateAdiposeShippedToLab: '2026-11-01', dateAdiposeReceivedByLab: '2026-11-03' });
    await patient({ dateAdiposeShippedToLab: '2026-11-01', dateAdiposeReceivedByLab: '2026-11-03', stemcellPlatingInitiatedDate: '2026-11-05', dateVialsReadyToShip: '2026-11-20' });
    // Another lab's patient, and an inactive one: not counted.
    await Members.create(ctx, { email: `o-${randomUUID().slice(0, 8)}@acme.test`, firstName: 'Oto', lastName: 'Other', memberships: [2], password: 'Portal-Demo-1', labId: (await h.newMember([1])).memberId });
    const gone = await patient({ dateAdiposeShippedToLab: '2026-11-01' });
    await Members.patch(ctx, gone.memberId, { active: false });
    await settled();

    const token = await h.login(lab.email);
    const read = async (as = token, id = lab.memberId) => h.call('GET', `processing-labs/${id}/pipeline/`, { domain: 'acme', token: as });
    const counts = async () => Object.fromEntries(((await read()).body.stages as { stage: string; patients: number }[]).map((s) => [s.stage, s.patients]));
    expect(await counts()).toEqual({ waiting: 1, shipped_to_lab: 1, received: 1, plating: 0, vials_ready: 1, shipped: 0 });
    expect((await read()).body.patients).toBe(4);
    expect((await read()).body.stages[0]).toEqual({ stage: 'waiting', label: 'Waiting for tissue', patients: 1 });

    // A milestone moves a patient to its stage; vials shipped (the ledger's total) end it.
    await Members.patch(ctx, waiting.memberId, { dateAdiposeShippedToLab: '2026-11-10', dateAdiposeReceivedByLab: '2026-11-12', stemcellPlatingInitiatedDate: '2026-11-14' });
    await Members.patch(ctx, shipped.memberId, { vialsShipped: 2 });
    await settled();
    expect(await counts()).toEqual({ waiting: 0, shipped_to_lab: 0, received: 1, plating: 1, vials_ready: 1, shipped: 1 });

    // An admin reads any lab's; another lab, a center or a patient id is a 404.
    expect((await read(await h.demoToken('admin'))).status).toBe(200);
    expect((await read(await h.login((await h.newMember([1])).email))).status).toBe(404);
    expect((await read(token, waiting.memberId)).status).toBe(404);
    expect((await read(await h.demoToken('hc'))).status).toBe(404);
  });
});
