import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';
import type { MemberRecord } from '../context';
import { allEntries } from '../db/paging';
import { queryTerms } from '../search/grams';
import * as MemberAdmin from './member-admin';
import * as MemberPages from './member-pages';
import { MemberList, memberText } from './member-lists';
import * as Members from './members';

const h = harness();

/** Six random letters: a text no other test's member has. */
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const page = async (ctx: Awaited<ReturnType<typeof h.domainCtx>>, text: string, filter: { membership?: number; tag?: number } = {}) => {
  const found = await MemberPages.page(ctx, 'active', { search: text, ...filter });
  return { ids: found.items.map((m) => m.memberId), count: found.count };
};

describe("the Users List's search (portal-core §5: case-insensitive substring)", () => {
  it('finds a member by any part of its names, e-mail, company or id, and follows renames and deactivation', async () => {
    const ctx = await h.domainCtx();
    const [first, last, company] = [letters(), letters(), letters()];
    const olivia = await Members.create(ctx, {
      email: `${first}.x@${company}-clinic.test`,
      firstName: `Oli${first}`,
      lastName: `Oak${last}ley`,
      company: `${company.toUpperCase()} Labs`,
      memberships: [2],
      password: 'Portal-Demo-1',
    });
    await settled();
    for (const q of [`${last}LEY`, `li${first}`, `k${last}l`, `${first}.x@${company}`, `${company} labs`, `oli${first} oak${last}`])
      expect(await page(ctx, q), q).toEqual({ ids: [olivia.memberId], count: 1 });
    expect(await page(ctx, `${last}x`)).toEqual({ ids: [], count: 0 });

    await Members.patch(ctx, olivia.memberId, { lastName: 'Bay' });
    await settled();
    expect(await page(ctx, `${last}ley`)).toEqual({ ids: [], count: 0 });
    expect(await page(ctx, `li${first} bay`)).toEqual({ ids: [olivia.memberId], count: 1 });

    const admin = (await Members.fromId(ctx, 7))!;
    await MemberAdmin.setActive({ ...ctx, caller: admin, member: admin }, (await Members.fromId(ctx, olivia.memberId))!, false);
    await settled();
    expect(await page(ctx, `li${first}`)).toEqual({ ids: [], count: 0 });
    const inactive = await MemberPages.page(ctx, 'inactive', { search: `li${first}` });
    expect(inactive.items.map((m) => m.memberId)).toEqual([olivia.memberId]);
  });

  it('puts the member whose whole e-mail or id was pasted first, then the others that contain it, page after page', async () => {
    const ctx = await h.domainCtx();
    const word = letters();
    const exact = await Members.create(ctx, { email: `${word}@acme.test`, firstName: 'Exact', lastName: 'Match', memberships: [2], password: 'Portal-Demo-1' });
    const others = [];
    for (let i = 0; i < 4; i++)
      others.push(
        await Members.create(ctx, { email: `x${i}${word}@acme.test`, firstName: 'Contains', lastName: `It${i}`, memberships: [2], password: 'Portal-Demo-1' }),
      );
    await settled();
    const rows: number[] = [];
    const counts = new Set<number>();
    let cursor: string | null = null;
    do {
      const found = await MemberPages.page(ctx, 'active', { search: `${word}@acme.test` }, cursor, 2);
      rows.push(...found.items.map((m) => m.memberId));
      counts.add(found.count);
      cursor = found.cursor;
    } while (cursor);
    expect(rows).toEqual([exact.memberId, ...others.map((m) => m.memberId).reverse()]);
    expect([...counts]).toEqual([5]);
    // By id: the member with that id first; within a membership it must be of it.
    expect((await page(ctx, String(exact.memberId))).ids[0]).toBe(exact.memberId);
    expect((await page(ctx, `${word}@acme.test`, { membership: 3 })).ids).toEqual([]);
  });

  it('answers as filtering the whole list would, in the domain, a membership and with a tag, and counts 3-character searches from their counter', async () => {
    const ctx = await h.domainCtx();
    // A letter, a digit, then letters: its trigrams (its first 3 characters are searched alone) are in no other member's text.
    const word = `q${Math.floor(Math.random() * 10)}${letters().slice(0, 4)}`;
    const names = [`${word}anna`, `Hann${word}`, `Jo${word}hanna`, `${word}`, 'Other'];
    const made: MemberRecord[] = [];
    for (const [i, firstName] of names.entries())
      made.push(
        await Members.create(ctx, {
          email: `t${i}-${letters()}@acme.test`,
          firstName,
          lastName: 'Tester',
          memberships: [i % 2 ? 3 : 2],
          tags: i < 2 ? [1] : [],
          password: 'Portal-Demo-1',
        }),
      );
    await settled();
    const expected = (q: string, keep: (m: (typeof made)[number]) => boolean = () => true) => {
      const terms = queryTerms(q);
      const ids = made
        .filter((m) => keep(m) && terms.every((t) => memberText(m).includes(t)))
        .map((m) => m.memberId)
        .reverse();
      return { ids, count: ids.length };
    };
    for (const q of [`${word}a`, `${word.slice(2)}hann`, `HANN${word.slice(0, 3)}`, `${word} tester`, `${word.slice(0, 3)}`]) {
      expect(await page(ctx, q), q).toEqual(expected(q));
      expect(await page(ctx, q, { membership: 2 }), `${q} patients`).toEqual(expected(q, (m) => m.memberships[0] === 2));
      expect(await page(ctx, q, { tag: 1 }), `${q} tag`).toEqual(expected(q, (m) => m.tags?.includes(1) ?? false));
    }
    // A term of exactly 3 characters: its posting list holds exactly the matches.
    const gram = word.slice(0, 3);
    expect((await allEntries(ctx.db, ctx.domain.domainId, MemberList.search(gram))).sort()).toEqual([...expected(gram).ids].sort());
  });
});
