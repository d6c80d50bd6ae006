import { randomUUID } from 'node:crypto';
import { Members, Reports, Vials } from '@portal/core';
import { nextId } from '../../../core/src/db/counters';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { beforeProjection, settled } from '../../../../scripts/test/projections';
import { reindex } from '../../../core/src/projections/reindex';

const h = harness();

describe("a lab's pipeline", () => {
  it('counts its active patients by the stage of their process, follows their milestones, and is the lab’s own (admins any)', async () => {
    const ctx = await h.domainCtx();
    const lab = await h.newMember([1]);
    const patient = (fields: Members.MemberPatch = {}) =>
      Members.create(ctx, {
        email: `p-${randomUUID().slice(0, 8)}@acme.test`,
        firstName: 'Pia',
        lastName: 'Pipe',
        memberships: [2],
        password: 'Portal-Demo-1',
        labId: lab.memberId,
        ...fields,
      });
    const waiting = await patient();
    const shipped = await patient({ dateAdiposeShippedToLab: '2026-11-01' });
    await patient({ dateAdiposeShippedToLab: '2026-11-01', dateAdiposeReceivedByLab: '2026-11-03' });
    await patient({
      dateAdiposeShippedToLab: '2026-11-01',
      dateAdiposeReceivedByLab: '2026-11-03',
      stemcellPlatingInitiatedDate: '2026-11-05',
      dateVialsReadyToShip: '2026-11-20',
    });
    // Another lab's patient, and an inactive one: not counted.
    await Members.create(ctx, {
      email: `o-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Oto',
      lastName: 'Other',
      memberships: [2],
      password: 'Portal-Demo-1',
      labId: (await h.newMember([1])).memberId,
    });
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
    await Members.patch(ctx, waiting.memberId, {
      dateAdiposeShippedToLab: '2026-11-10',
      dateAdiposeReceivedByLab: '2026-11-12',
      stemcellPlatingInitiatedDate: '2026-11-14',
    });
    await Members.patch(ctx, shipped.memberId, { vialsShipped: 2 });
    await settled();
    expect(await counts()).toEqual({ waiting: 0, shipped_to_lab: 0, received: 1, plating: 1, vials_ready: 1, shipped: 1 });

    // An admin reads any lab's; another lab, a center or a patient id is a 404.
    expect((await read(await h.demoToken('admin'))).status).toBe(200);
    expect((await read(await h.login((await h.newMember([1])).email))).status).toBe(404);
    expect((await read(token, waiting.memberId)).status).toBe(404);
    expect((await read(await h.demoToken('hc'))).status).toBe(404);
  });

  it("charts its vials by month from the ledger: added, shipped and available at each month's end, an edit moving its month", async () => {
    const ctx = await h.domainCtx();
    const lab = await h.newMember([1]);
    const otherLab = await h.newMember([1]);
    const patient = (labId: number) =>
      Members.create(ctx, {
        email: `v-${randomUUID().slice(0, 8)}@acme.test`,
        firstName: 'Vi',
        lastName: 'Als',
        memberships: [2],
        password: 'Portal-Demo-1',
        labId,
      });
    const [ana, bo, elsewhere] = [await patient(lab.memberId), await patient(lab.memberId), await patient(otherLab.memberId)];
    const admin = await h.demoToken('admin');
    const months = Reports.lastMonths(new Date(), 12);
    const add = async (user_id: number, type: 'added' | 'shipped', quantity: number, date: string) => {
      const res = await h.call('POST', 'vials-history/', {
        domain: 'acme',
        token: admin,
        body: { user_id, type, quantity, date, ...(type === 'shipped' ? { tracking_id: '794612341001' } : {}) },
      });
      expect(res.status).toBe(200);
      return res.body.entry.id as number;
    };
    const threeAgo = await add(ana.memberId, 'added', 10, `${months[8]}-01`);
    await add(ana.memberId, 'added', 5, `${months[11]}-01`);
    await add(ana.memberId, 'shipped', 4, `${months[11]}-01`);
    // Before the chart's months: in what is available, in no month.
    await add(bo.memberId, 'added', 3, `${Number(months[0]!.slice(0, 4)) - 1}-01-15`);
    // Another lab's patient: not this lab's.
    await add(elsewhere.memberId, 'added', 7, `${months[11]}-01`);
    await settled();

    const token = await h.login(lab.email);
    const read = (as = token, id = lab.memberId) => h.call('GET', `processing-labs/${id}/vials-by-month/`, { domain: 'acme', token: as });
    const chart = (await read()).body as { months: { month: string; added: number; shipped: number; available: number }[]; available: number; shipped: number };
    expect(chart.months.map((m) => m.month)).toEqual(months);
    expect({ available: chart.available, shipped: chart.shipped }).toEqual({ available: 14, shipped: 4 });
    expect(chart.months.slice(7)).toEqual([
      { month: months[7], added: 0, shipped: 0, available: 3 },
      { month: months[8], added: 10, shipped: 0, available: 13 },
      { month: months[9], added: 0, shipped: 0, available: 13 },
      { month: months[10], added: 0, shipped: 0, available: 13 },
      { month: months[11], added: 5, shipped: 4, available: 14 },
    ]);
    expect(chart.months[0]).toEqual({ month: months[0], added: 0, shipped: 0, available: 3 });

    // An edit of an entry's quantity moves its month and what follows.
    expect((await h.call('PATCH', `vials-history/${threeAgo}/`, { domain: 'acme', token: admin, body: { quantity: 12 } })).status).toBe(200);
    await settled();
    const edited = (await read()).body as typeof chart;
    expect(edited.months[8]).toEqual({ month: months[8], added: 12, shipped: 0, available: 15 });
    expect(edited.available).toBe(16);
    // The lists are the ledger's: reindex finds nothing to set right.
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['vials'], dryRun: true, prune: true })).toMatchObject({
      missing: 0,
      changed: 0,
      stale: 0,
    });

    // An admin reads any lab's; another lab, or a patient id, is a 404.
    expect((await read(admin)).body).toEqual(edited);
    expect((await read(await h.login(otherLab.email))).status).toBe(404);
    expect((await read(token, ana.memberId)).status).toBe(404);
  });

  it("gives an entry written before entries kept their lab its patient's lab when reindexed, and counts it there", async () => {
    const ctx = await h.domainCtx();
    const lab = await h.newMember([1]);
    const patient = await Members.create(ctx, {
      email: `l-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Leg',
      lastName: 'Acy',
      memberships: [2],
      password: 'Portal-Demo-1',
      labId: lab.memberId,
    });
    const month = Reports.lastMonths(new Date(), 12)[11]!;
    // As an older version wrote it: no labId on the record.
    const entryId = await nextId(ctx.db, ctx.domain.domainId, 'vialEntry');
    await ctx.db.entities.vialEntry
      .create({
        domainId: ctx.domain.domainId,
        entryId,
        memberId: patient.memberId,
        type: 'added',
        quantity: 6,
        date: `${month}-01`,
        createdBy: lab.memberId,
        createdAt: new Date().toISOString(),
      })
      .go();
    await settled();
    const token = await h.login(lab.email);
    const chart = async () => (await h.call('GET', `processing-labs/${lab.memberId}/vials-by-month/`, { domain: 'acme', token })).body;
    expect(await chart()).toMatchObject({ available: 0 });
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['vials'], fromId: entryId })).toMatchObject({ repaired: 1 });
    await settled();
    expect(await chart()).toMatchObject({ available: 6, shipped: 0 });
    expect((await chart()).months[11]).toEqual({ month, added: 6, shipped: 0, available: 6 });
  });

  it('moves a patient’s ledger to its new lab’s chart when the patient changes lab', async () => {
    const ctx = await h.domainCtx();
    const [from, to] = [await h.newMember([1]), await h.newMember([1])];
    const patient = await Members.create(ctx, {
      email: `m-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Mo',
      lastName: 'Ver',
      memberships: [2],
      password: 'Portal-Demo-1',
      labId: from.memberId,
    });
    const admin = await h.demoToken('admin');
    const month = Reports.lastMonths(new Date(), 12)[10]!;
    for (const [type, quantity] of [
      ['added', 9],
      ['shipped', 4],
    ] as const)
      expect(
        (
          await h.call('POST', 'vials-history/', {
            domain: 'acme',
            token: admin,
            body: { user_id: patient.memberId, type, quantity, date: `${month}-02`, ...(type === 'shipped' ? { tracking_id: '794612341001' } : {}) },
          })
        ).status,
      ).toBe(200);
    await settled();
    const chart = async (lab: number) => (await h.call('GET', `processing-labs/${lab}/vials-by-month/`, { domain: 'acme', token: admin })).body;
    expect((await chart(from.memberId)).months[10]).toEqual({ month, added: 9, shipped: 4, available: 5 });

    expect((await h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { lab_id: to.memberId } })).status).toBe(200);
    await settled();
    expect(await chart(from.memberId)).toMatchObject({ available: 0, shipped: 0 });
    expect((await chart(from.memberId)).months[10]).toEqual({ month, added: 0, shipped: 0, available: 0 });
    expect(await chart(to.memberId)).toMatchObject({ available: 5, shipped: 4 });
    expect((await chart(to.memberId)).months[10]).toEqual({ month, added: 9, shipped: 4, available: 5 });
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['vials'], dryRun: true, prune: true })).toMatchObject({
      missing: 0,
      changed: 0,
      stale: 0,
    });

    // Moved back, and renamed before that move was carried: both are carried (one marker of both), the ledger back at its first lab.
    await beforeProjection(async () => {
      expect((await h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { lab_id: from.memberId } })).status).toBe(200);
      expect((await h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { first_name: 'Moira' } })).status).toBe(200);
      const { data: marker } = await ctx.db.entities.followUp.get({ domainId: ctx.domain.domainId, memberId: patient.memberId }).go({ consistent: true });
      expect(new Set(marker?.kinds)).toEqual(new Set(['vials', 'names']));
    });
    await settled();
    expect((await chart(from.memberId)).months[10]).toEqual({ month, added: 9, shipped: 4, available: 5 });
    expect(await chart(to.memberId)).toMatchObject({ available: 0, shipped: 0 });
  });

  it("writes a ledger entry with the patient's lab as the write finds it, also from a read made before a move", async () => {
    const ctx = await h.domainCtx();
    const [from, to] = [await h.newMember([1]), await h.newMember([1])];
    const patient = await Members.create(ctx, {
      email: `s-${randomUUID().slice(0, 8)}@acme.test`,
      firstName: 'Sta',
      lastName: 'Le',
      memberships: [2],
      password: 'Portal-Demo-1',
      labId: from.memberId,
    });
    const stale = (await Members.fromId(ctx, patient.memberId, { consistent: true }))!;
    await Members.patch(ctx, patient.memberId, { labId: to.memberId });
    const admin = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
    const { entry } = await Vials.addEntry({ ...ctx, caller: admin, member: admin }, stale, {
      user_id: patient.memberId,
      type: 'added',
      quantity: 3,
      date: Reports.lastMonths(new Date(), 12)[11]! + '-01',
    });
    expect(entry.labId).toBe(to.memberId);
    await settled();
    const token = await h.demoToken('admin');
    expect((await h.call('GET', `processing-labs/${to.memberId}/vials-by-month/`, { domain: 'acme', token })).body).toMatchObject({ available: 3 });
    expect((await h.call('GET', `processing-labs/${from.memberId}/vials-by-month/`, { domain: 'acme', token })).body).toMatchObject({ available: 0 });
  });
});
