import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import * as MemberAdmin from './admin';
import { allLinkedMembers, linkedMembers } from './linked-lists';
import * as Members from './members';

const h = harness();

describe('members linked to a parent', () => {
  it('list the seeded patient under its center and rep, apart from the centers', async () => {
    const ctx = await h.domainCtx();
    const centerPatients = await allLinkedMembers(ctx, 4, 'harvestCenterId', 2);
    expect(centerPatients.map((m) => m.email)).toContain('patient@acme.test');
    const repCenters = await allLinkedMembers(ctx, 3, 'salesRepId', 4);
    expect(repCenters.map((m) => m.email)).toContain('hc@acme.test');
    expect(repCenters.every((m) => m.memberships[0] === 4)).toBe(true);
    expect((await allLinkedMembers(ctx, 4, 'staffHcIds')).map((m) => m.email)).toContain('staff@acme.test');
  });

  it('follow a member that moves to another center, changes plan or is deleted', async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const patient = await h.newMember([2]);
    await Members.patch(ctx, patient.memberId, { harvestCenterId: center.memberId });
    expect((await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 2)).map((m) => m.memberId)).toEqual([patient.memberId]);

    await Members.patch(ctx, patient.memberId, { memberships: [5] });
    expect(await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 2)).toEqual([]);
    expect((await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 5)).map((m) => m.memberId)).toEqual([patient.memberId]);

    await Members.patch(ctx, patient.memberId, { harvestCenterId: undefined });
    expect(await allLinkedMembers(ctx, center.memberId, 'harvestCenterId')).toEqual([]);
  });

  it('page through many links in order and drop deleted members', async () => {
    const ctx = await h.domainCtx();
    const rep = await h.newMember([3]);
    const patients = [];
    for (let i = 0; i < 5; i++) patients.push(await Members.create(ctx, { email: `linked-${rep.memberId}-${i}@acme.test`, firstName: 'L', lastName: String(i), memberships: [2], salesRepId: rep.memberId, password: 'Portal-Demo-1' }));
    const first = await linkedMembers(ctx, rep.memberId, 'salesRepId', { plan: 2, limit: 3 });
    expect(first.members.map((m) => m.memberId)).toEqual(patients.slice(0, 3).map((p) => p.memberId));
    const second = await linkedMembers(ctx, rep.memberId, 'salesRepId', { plan: 2, limit: 3, cursor: first.cursor });
    expect(second.members.map((m) => m.memberId)).toEqual(patients.slice(3).map((p) => p.memberId));

    const admin = (await Members.fromId(ctx, 7))!;
    const memberCtx = { ...ctx, caller: admin, member: admin };
    await MemberAdmin.setActive(memberCtx, patients[0]!, false);
    await MemberAdmin.deleteInactive(memberCtx, (await Members.fromId(ctx, patients[0]!.memberId))!);
    expect((await allLinkedMembers(ctx, rep.memberId, 'salesRepId', 2)).map((m) => m.memberId)).toEqual(patients.slice(1).map((p) => p.memberId));
  });
});
