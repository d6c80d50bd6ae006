import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { countOf } from '../db/counters';
import * as MemberAdmin from './admin';
import * as MemberLists from './lists';
import { MemberList } from './member-lists';
import * as Members from './members';
import { searchList } from './search-lists';
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
    const served = await searchList(ctx, queryWords(search), (p) => MemberList.search(p), MemberList.searchPair);
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
