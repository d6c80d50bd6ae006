import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { countName, countOf } from '../db/counters';
import * as MemberAdmin from './admin';
import { linkedPage } from './linked-lists';
import * as MemberLists from './lists';
import { MemberList } from './member-lists';
import * as Members from './members';
import { countedList, searchList } from './search-lists';
import { queryWords } from './search-words';

const h = harness();

/** Six random letters: a word start no other test's member has. */
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

describe('a search of two words in users/all/', () => {
  it("reads the pair list of its words, smaller than either word's list, and follows renames and deactivation", async () => {
    const ctx = await h.domainCtx();
    const [first, last, other] = [letters(), letters(), letters()];
    const make = (firstName: string, lastName: string) =>
      Members.create(ctx, { email: `pair-${letters()}@acme.test`, firstName, lastName, memberships: [2], password: 'Portal-Demo-1' });
    const both = [];
    for (let i = 0; i < 3; i++) both.push(await make(`${first}lo`, `${last}ton`));
    // In the list of one word each, not in the pair's.
    await make(`${first}lo`, other);
    await make(`${first}lo`, `${other}son`);
    await make(other, `${last}ton`);
    await make(`${other}a`, `${last}ton`);

    const search = `${last}TON ${first}lo`;
    const served = await searchList(ctx, queryWords(search), (p) => MemberList.search(p), { pairListOf: MemberList.searchPair });
    expect(served.list).toBe(MemberList.searchPair([first, last].sort() as [string, string]));
    expect(await countOf(ctx.db, ctx.domain.domainId, MemberList.search(first))).toBe(5);
    expect(await countOf(ctx.db, ctx.domain.domainId, served.list)).toBe(3);

    const page = async (text: string) => {
      const found = await MemberLists.page(ctx, 'active', { search: text });
      return { ids: found.items.map((m) => m.memberId), count: found.count };
    };
    const newest = both.map((m) => m.memberId).reverse();
    expect(await page(search)).toEqual({ ids: newest, count: 3 });
    expect(await page(`${first}lo ${last}ton`)).toEqual({ ids: newest, count: 3 });
    // Two words of six characters: the pair list is exact, its counter the total.
    expect(await page(`${first} ${last}`)).toEqual({ ids: newest, count: 3 });
    expect(await page(`${first}lo ${last}tonx`)).toEqual({ ids: [], count: 0 });

    await Members.patch(ctx, both[0]!.memberId, { lastName: `${other}ton` });
    expect(await page(search)).toEqual({ ids: newest.slice(0, 2), count: 2 });
    expect(await page(`${first} ${other}ton`)).toEqual({ ids: [both[0]!.memberId], count: 1 });

    const admin = (await Members.fromId(ctx, 7))!;
    await MemberAdmin.setActive({ ...ctx, caller: admin, member: admin }, (await Members.fromId(ctx, both[2]!.memberId))!, false);
    expect(await page(search)).toEqual({ ids: [both[1]!.memberId], count: 1 });
    expect(await countOf(ctx.db, ctx.domain.domainId, served.list)).toBe(1);
  });

  it('within one membership reads that membership’s word lists, with the same answer', async () => {
    const ctx = await h.domainCtx();
    const [first, last] = [letters(), letters()];
    const patient = await Members.create(ctx, { email: `pair-${letters()}@acme.test`, firstName: first, lastName: last, memberships: [2], password: 'Portal-Demo-1' });
    await Members.create(ctx, { email: `pair-${letters()}@acme.test`, firstName: first, lastName: last, memberships: [3], password: 'Portal-Demo-1' });
    const found = await MemberLists.page(ctx, 'active', { search: `${first} ${last}`, membership: 2 });
    expect({ ids: found.items.map((m) => m.memberId), count: found.count }).toEqual({ ids: [patient.memberId], count: 1 });
    expect((await MemberLists.page(ctx, 'active', { search: `${first} ${last}` })).count).toBe(2);
  });
});

describe('a search of one word longer than six characters', () => {
  it("takes its total from the counter of the word's prefix, in the domain, a membership and a center's list, and follows changes", async () => {
    const ctx = await h.domainCtx();
    const domainId = ctx.domain.domainId;
    const center = await h.newMember([4]);
    const six = letters();
    const word = `${six}ton`;
    const make = (lastName: string, email = `long-${letters()}@acme.test`) =>
      Members.create(ctx, { email, firstName: 'Ada', lastName, memberships: [2], harvestCenterId: center.memberId, password: 'Portal-Demo-1' });
    const a = await make(word);
    // Two words with the word's start: counted once.
    const b = await make(word, `${word}7@acme.test`);
    const c = await make(`${word}elli`);
    // In the list of the word's first six characters, without a match.
    await make(`${six}ra`);
    await make(six);

    const domain = async (text = word, membership?: number) => {
      const found = await MemberLists.page(ctx, 'active', { search: text, membership });
      return { ids: found.items.map((m) => m.memberId), count: found.count };
    };
    const inCenter = async (cursor: string | null = null, size = 10) => {
      const found = await linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: word.toUpperCase() }, cursor, size);
      return { ids: found.items.map((m) => m.memberId), count: found.count, cursor: found.cursor };
    };
    const matches = [c, b, a].map((m) => m.memberId);
    expect(await domain()).toEqual({ ids: matches, count: 3 });
    expect(await domain(word, 2)).toEqual({ ids: matches, count: 3 });
    expect(await domain(word, 3)).toEqual({ ids: [], count: 0 });
    expect(await inCenter()).toEqual({ ids: matches, count: 3, cursor: null });
    const first = await inCenter(null, 2);
    expect(first).toMatchObject({ ids: matches.slice(0, 2), count: 3 });
    expect(await inCenter(first.cursor, 2)).toMatchObject({ ids: matches.slice(2), count: 3 });
    expect(await domain(`${word}e`)).toEqual({ ids: [c.memberId], count: 1 });
    expect(await domain(`${word}x`)).toEqual({ ids: [], count: 0 });

    // The total is the counter's: changed by hand, the answer changes; and when the list's counted
    // counter falls behind its own (entries written before the counters), the list is read instead.
    const counter = (list: string, by: number) => ctx.db.entities.counter.update({ domainId, name: countName(list) }).add({ value: by }).go();
    const centerList = (p: string) => MemberList.linkedSearch(center.memberId, 'harvestCenterId', 2, p);
    expect(await countOf(ctx.db, domainId, centerList(word))).toBe(3);
    await counter(centerList(word), 4);
    expect((await inCenter()).count).toBe(7);
    await counter(countedList(centerList(six)), -1);
    expect(await inCenter()).toEqual({ ids: matches, count: 3, cursor: null });
    await counter(countedList(centerList(six)), 1);
    await counter(centerList(word), -4);

    // A new e-mail within the same six characters, a rename out of the word, a deactivation.
    await Members.patch(ctx, b.memberId, { email: `${six}tox7@acme.test` });
    expect(await domain()).toEqual({ ids: matches, count: 3 });
    expect(await domain(`${six}tox`)).toEqual({ ids: [b.memberId], count: 1 });
    await Members.patch(ctx, c.memberId, { lastName: `${six}ra` });
    expect(await domain()).toEqual({ ids: [b.memberId, a.memberId], count: 2 });
    const admin = (await Members.fromId(ctx, 7))!;
    await MemberAdmin.setActive({ ...ctx, caller: admin, member: admin }, (await Members.fromId(ctx, a.memberId))!, false);
    expect(await domain()).toEqual({ ids: [b.memberId], count: 1 });
    expect(await inCenter()).toEqual({ ids: [b.memberId], count: 1, cursor: null });
    for (const list of [MemberList.search(word), MemberList.search(word, { membership: 2 }), centerList(word)]) expect(await countOf(ctx.db, domainId, list)).toBe(1);
  });

  it('is counted by reading its list where a member has too many long words to count', async () => {
    const ctx = await h.domainCtx();
    const six = letters();
    const company = Array.from({ length: 4 }, (_, i) => `${six}${'abcd'[i]}${'x'.repeat(9)}`).join(' ');
    const many = await Members.create(ctx, { email: `long-${letters()}@acme.test`, firstName: 'Ada', lastName: 'Many', company, memberships: [2], password: 'Portal-Demo-1' });
    const one = await Members.create(ctx, { email: `long-${letters()}@acme.test`, firstName: 'Ada', lastName: `${six}axx`, memberships: [2], password: 'Portal-Demo-1' });
    const found = await MemberLists.page(ctx, 'active', { search: `${six}a` });
    expect({ ids: found.items.map((m) => m.memberId), count: found.count }).toEqual({ ids: [one.memberId, many.memberId], count: 2 });
    expect(await countOf(ctx.db, ctx.domain.domainId, countedList(MemberList.search(six)))).toBe(1);
  });
});
