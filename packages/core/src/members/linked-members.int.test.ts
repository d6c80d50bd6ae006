import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';
import { countOf } from '../db/counters';
import { countedOf } from '../db/entries';
import { allEntries } from '../db/paging';
import * as MemberAdmin from './member-admin';
import { allLinkedMembers, linkedPage } from './linked-members';
import { queryTerms } from '../search/grams';
import { entriesOf, MemberList, memberText } from './member-lists';
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
    await settled();
    expect((await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 2)).map((m) => m.memberId)).toEqual([patient.memberId]);

    await Members.patch(ctx, patient.memberId, { memberships: [5] });

    await settled();
    expect(await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 2)).toEqual([]);
    expect((await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 5)).map((m) => m.memberId)).toEqual([patient.memberId]);

    await Members.patch(ctx, patient.memberId, { harvestCenterId: undefined });

    await settled();
    expect(await allLinkedMembers(ctx, center.memberId, 'harvestCenterId', 5)).toEqual([]);
    expect(await countOf(ctx.db, ctx.domain.domainId, MemberList.linked(center.memberId, 'harvestCenterId', 5))).toBe(0);
  });

  it('page through a parent list newest first with exact totals, and drop deactivated and deleted members', async () => {
    const ctx = await h.domainCtx();
    const rep = await h.newMember([3]);
    const patients = [];
    for (let i = 0; i < 5; i++)
      patients.push(
        await Members.create(ctx, {
          email: `linked-${rep.memberId}-${i}@acme.test`,
          firstName: 'Lina',
          lastName: `Row${i}`,
          memberships: [2],
          salesRepId: rep.memberId,
          password: 'Portal-Demo-1',
        }),
      );
    await settled();
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
    await settled();
    expect((await linkedPage(ctx, rep.memberId, 'salesRepId', 2, {}, null, 10)).count).toBe(4);
    // An inactive member stays reachable for the team's own upkeep.
    expect((await allLinkedMembers(ctx, rep.memberId, 'salesRepId', 2, true)).length).toBe(5);
    await MemberAdmin.deleteInactive(memberCtx, (await Members.fromId(ctx, patients[0]!.memberId))!);
    await settled();
    expect((await allLinkedMembers(ctx, rep.memberId, 'salesRepId', 2, true)).map((m) => m.memberId).sort()).toEqual(
      patients
        .slice(1)
        .map((p) => p.memberId)
        .sort(),
    );
    expect(await countOf(ctx.db, ctx.domain.domainId, MemberList.linked(rep.memberId, 'salesRepId', 2, 'inactive'))).toBe(0);
  });

  it('search a parent list by any part of a member, with the total of the matches', async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const names = ['Quincy Adams', 'Quentin Blake', 'Rosa Quill'];
    for (const [i, name] of names.entries()) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      await Members.create(ctx, {
        email: `q${i}-${center.memberId}@acme.test`,
        firstName,
        lastName,
        memberships: [2],
        harvestCenterId: center.memberId,
        password: 'Portal-Demo-1',
      });
    }
    await settled();
    const search = async (text: string) => linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: text }, null, 10);
    expect((await search('qu')).count).toBe(3);
    expect((await search('QUIN')).items.map((m) => m.firstName)).toEqual(['Quincy']);
    expect((await search('rosa qui')).items.map((m) => m.lastName)).toEqual(['Quill']);
    // Inside a word too (portal-core §5: substring).
    expect((await search('uill')).items.map((m) => m.lastName)).toEqual(['Quill']);
    expect((await search('uilx')).count).toBe(0);
  });

  it("search a parent's list from its own search lists, as filtering the whole list would, while its patients change", async () => {
    const ctx = await h.domainCtx();
    const tag = randomUUID().replaceAll('-', '').slice(0, 8);
    const [a, b] = [await h.newMember([4]), await h.newMember([4])];
    const make = async (firstName: string, lastName: string) =>
      Members.create(ctx, {
        email: `${firstName.toLowerCase()}.${tag}@acme.test`,
        firstName,
        lastName,
        memberships: [2],
        harvestCenterId: a.memberId,
        password: 'Portal-Demo-1',
      });
    const [quincy, quentin, rosa, quinn] = [
      await make('Quincy', `Vale${tag}`),
      await make('Quentin', `Vale${tag}`),
      await make('Rosa', 'Quill'),
      await make('Quinn', 'Ashe'),
    ];
    await settled();
    // What a filter of the parent's whole list gives: each term of the query is in the member's text.
    const filtered = async (center: number, text: string) => {
      const terms = queryTerms(text);
      const members = await allLinkedMembers(ctx, center, 'harvestCenterId', 2);
      const ids = members.filter((m) => terms.every((t) => memberText(m).includes(t))).map((m) => m.memberId);
      return { ids: ids.sort((x, y) => y - x), count: ids.length };
    };
    // What the search serves, two a page.
    const served = async (center: number, text: string) => {
      const ids: number[] = [];
      const counts = new Set<number>();
      let cursor: string | null = null;
      do {
        const page = await linkedPage(ctx, center, 'harvestCenterId', 2, { search: text }, cursor, 2);
        ids.push(...page.items.map((m) => m.memberId));
        counts.add(page.count);
        cursor = page.cursor;
      } while (cursor);
      expect(counts.size, text).toBe(1);
      return { ids, count: [...counts][0] };
    };
    const queries = [
      'q',
      'qu',
      'quin',
      'uin',
      'quincy',
      `vale${tag}`,
      `ale${tag.slice(0, 4)}`,
      `QU VALE${tag}`,
      'rosa q',
      `${tag} q`,
      'quinby',
      `${quentin.memberId}`,
      'nobody',
    ];
    const same = async (step: string) => {
      for (const center of [a.memberId, b.memberId])
        for (const q of queries) expect(await served(center, q), `${step}: ${q} in ${center}`).toEqual(await filtered(center, q));
    };
    await same('created');
    expect((await served(a.memberId, 'quin')).count).toBe(2);
    // A 3-character search's posting list holds exactly the matches.
    expect((await allEntries(ctx.db, ctx.domain.domainId, MemberList.linkedSearch(a.memberId, 'harvestCenterId', 2, 'uin'))).length).toBe(
      (await filtered(a.memberId, 'uin')).count,
    );

    await Members.patch(ctx, rosa.memberId, { lastName: 'Quinby' });

    await settled();
    await same('renamed');
    await Members.patch(ctx, quinn.memberId, { memberships: [5] });
    await settled();
    await same('changed plan');
    await Members.patch(ctx, quincy.memberId, { active: false });
    await settled();
    await same('deactivated');
    await Members.patch(ctx, quentin.memberId, { harvestCenterId: b.memberId });
    await settled();
    await same('moved');
    expect((await served(b.memberId, `qu vale${tag}`)).ids).toEqual([quentin.memberId]);
    await Members.patch(ctx, quincy.memberId, { active: true });
    await settled();
    await same('reactivated');
    expect((await allEntries(ctx.db, ctx.domain.domainId, MemberList.linkedSearch(a.memberId, 'harvestCenterId', 2, 'uin'))).length).toBe(
      (await filtered(a.memberId, 'uin')).count,
    );
  });

  it("keep a search's pages going when another of its words becomes the rarer between two pages", async () => {
    const ctx = await h.domainCtx();
    const center = await h.newMember([4]);
    const make = async (firstName: string, lastName: string) =>
      (
        await Members.create(ctx, {
          email: `${randomUUID().slice(0, 8)}@acme.test`,
          firstName,
          lastName,
          memberships: [2],
          harvestCenterId: center.memberId,
          password: 'Portal-Demo-1',
        })
      ).memberId;
    const kais = [await make('Kai', 'Moss'), await make('Kai', 'Mott'), await make('Kai', 'Mora')];
    await make('Lea', 'Moss');
    await settled();
    const search = (cursor: string | null) => linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: 'kai mo' }, cursor, 2);
    const first = await search(null);
    expect(first.items.map((m) => m.memberId)).toEqual([kais[2], kais[1]]);
    // "kai" had 3 entries and "mo" 4; now "kai" has 5.
    await make('Kai', 'Xu');
    await make('Kai', 'Yi');
    await settled();
    const second = await search(first.cursor);
    expect(second.items.map((m) => m.memberId)).toEqual([kais[0]]);
    expect(second).toMatchObject({ count: 3, cursor: null });
  });

  it('keep every list counter equal to its entries, and the entries those of the last change, under concurrent changes of one member', async () => {
    const ctx = await h.domainCtx();
    const [a, b] = [await h.newMember([4]), await h.newMember([4])];
    const patient = await h.newMember([2]);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => Members.patch(ctx, patient.memberId, { harvestCenterId: i % 2 ? a.memberId : b.memberId })),
      ...Array.from({ length: 4 }, (_, i) => Members.patch(ctx, patient.memberId, { firstName: `Name${i}`, tags: i % 2 ? [1] : [] })),
    ]);
    await settled();
    const stored = (await Members.fromId(ctx, patient.memberId))!;
    // Every list any of the states passed through implies holds the member exactly when the last one does.
    const states = [patient.firstName, 'Name0', 'Name1', 'Name2', 'Name3'].flatMap((firstName) =>
      [a, b].flatMap((center) => [[], [1]].map((tags) => entriesOf({ ...stored, firstName, tags, harvestCenterId: center.memberId }))),
    );
    const families = new Map(states.flat().map((e) => [e.list, e.family]));
    const lists = [...families.keys()];
    const final = new Set(entriesOf(stored).map((e) => e.list));
    expect(final.has(MemberList.linkedSearch(stored.harvestCenterId!, 'harvestCenterId', 2, stored.firstName.toLowerCase().slice(0, 3)))).toBe(true);
    for (const list of lists) {
      const ids = await allEntries(ctx.db, ctx.domain.domainId, list);
      expect(await countOf(ctx.db, ctx.domain.domainId, list), list).toBe(countedOf(families.get(list)!, ids));
      expect(ids.includes(patient.memberId), list).toBe(final.has(list));
    }
  });
});
