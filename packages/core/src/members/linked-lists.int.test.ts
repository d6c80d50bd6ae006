import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { countOf } from '../db/counters';
import { allEntries } from '../db/paging';
import * as MemberAdmin from './admin';
import { allLinkedMembers, linkedPage } from './linked-lists';
import { MemberList } from './member-lists';
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
    expect((await allLinkedMembers(ctx, 4, 'staffHcIds', 9)).map((m) => m.email)).toContain('staff@acme.test');
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
    expect(await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 5)).toEqual([]);
    expect(await countOf(ctx.db, ctx.domain.domainId, MemberList.linked(center.memberId, 'harvestCenterId', 5))).toBe(0);
  });

  it('page through a parent list newest first with exact totals, and drop deactivated and deleted members', async () => {
    const ctx = await h.domainCtx();
    const rep = await h.newMember([3]);
    const patients = [];
    for (let i = 0; i < 5; i++)
      patients.push(await Members.create(ctx, { email: `linked-${rep.memberId}-${i}@acme.test`, firstName: 'Lina', lastName: `Row${i}`, memberships: [2], salesRepId: rep.memberId, password: 'Portal-Demo-1' }));
    const newest = [...patients].reverse().map((p) => p.memberId);
    const first = await linkedPage(ctx, rep.memberId, 'salesRepId', 2, {}, null, 3);
    expect(first.items.map((m) => m.memberId)).toEqual(newest.slice(0, 3));
    expect(first.count).toBe(5);
    const second = await linkedPage(ctx, rep.memberId, 'salesRepId', 2, {}, first.cursor, 3);
    expect(second.items.map((m) => m.memberId)).toEqual(newest.slice(3));
    expect(second.cursor).toBeNull();

    const admin = (await Members.fromId(ctx, 7))!;
    const memberCtx = { ...ctx, caller: admin, member: admin };
    await MemberAdmin.setActive(memberCtx, patients[0]!, false);
    expect((await linkedPage(ctx, rep.memberId, 'salesRepId', 2, {}, null, 10)).count).toBe(4);
    // An inactive member stays reachable for the team's own upkeep.
    expect((await allLinkedMembers(ctx, rep.memberId, 'salesRepId', 2, true)).length).toBe(5);
    await MemberAdmin.deleteInactive(memberCtx, (await Members.fromId(ctx, patients[0]!.memberId))!);
    expect((await allLinkedMembers(ctx, rep.memberId, 'salesRepId', 2, true)).map((m) => m.memberId).sort()).toEqual(patients.slice(1).map((p) => p.memberId).sort());
    expect(await countOf(ctx.db, ctx.domain.domainId, MemberList.linked(rep.memberId, 'salesRepId', 2, 'inactive'))).toBe(0);
  });

  it('search a parent list by the start of any word, with the total of the matches', async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const names = ['Quincy Adams', 'Quentin Blake', 'Rosa Quill'];
    for (const [i, name] of names.entries()) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      await Members.create(ctx, { email: `q${i}-${center.memberId}@acme.test`, firstName, lastName, memberships: [2], harvestCenterId: center.memberId, password: 'Portal-Demo-1' });
    }
    const search = async (text: string) => linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: text }, null, 10);
    expect((await search('qu')).count).toBe(3);
    expect((await search('QUIN')).items.map((m) => m.firstName)).toEqual(['Quincy']);
    expect((await search('rosa qui')).items.map((m) => m.lastName)).toEqual(['Quill']);
    // Inside a word is not the start of one.
    expect((await search('uill')).count).toBe(0);
  });

  it('keep every list counter equal to its entries under concurrent changes of one member', async () => {
    const ctx = await h.domainCtx();
    const [a, b] = [await h.newMember([4]), await h.newMember([4])];
    const patient = await h.newMember([2]);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => Members.patch(ctx, patient.memberId, { harvestCenterId: i % 2 ? a.memberId : b.memberId })),
      ...Array.from({ length: 4 }, (_, i) => Members.patch(ctx, patient.memberId, { firstName: `Name${i}`, tags: i % 2 ? [1] : [] })),
    ]);
    for (const center of [a, b]) {
      const list = MemberList.linked(center.memberId, 'harvestCenterId', 2);
      expect(await countOf(ctx.db, ctx.domain.domainId, list)).toBe((await allEntries(ctx.db, ctx.domain.domainId, list)).length);
    }
    const stored = (await Members.fromId(ctx, patient.memberId))!;
    const mine = MemberList.linked(stored.harvestCenterId!, 'harvestCenterId', 2);
    expect(await allEntries(ctx.db, ctx.domain.domainId, mine)).toContain(patient.memberId);
    const word = MemberList.search(stored.firstName.toLowerCase().slice(0, 6));
    expect(await allEntries(ctx.db, ctx.domain.domainId, word)).toContain(patient.memberId);
  });
});
