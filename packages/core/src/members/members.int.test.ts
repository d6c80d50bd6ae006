import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';
import { countOf, nextId } from '../db/counters';
import type { ListKey } from '../db/entries';
import { allEntries } from '../db/paging';
import { entriesOf } from './member-lists';
import * as Members from './members';

const h = harness();

describe('member ids and e-mail addresses', () => {
  it('hands out distinct consecutive ids to 20 concurrent callers', async () => {
    const ctx = await h.domainCtx();
    const ids = await Promise.all(Array.from({ length: 20 }, () => nextId(ctx.db, ctx.domain.domainId, 'race-test')));
    const sorted = [...ids].sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(20);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
  });

  it('gives an address to one member per domain, even when two requests race for it', async () => {
    const ctx = await h.domainCtx();
    const email = `race-${Date.now()}@acme.test`;
    const input = { email, firstName: 'Race', lastName: 'Twin', memberships: [2], password: 'Portal-Demo-1' };
    const results = await Promise.allSettled([Members.create(ctx, input), Members.create(ctx, input)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.message).toBe('A user with this email already exists.');
    expect((await Members.fromEmail(ctx, email.toUpperCase()))?.firstName).toBe('Race');
  });

  it('lets the same address exist once in each domain', async () => {
    const email = `twin-${Date.now()}@example.test`;
    const input = { email, firstName: 'Twin', lastName: 'Member', memberships: [2], password: 'Portal-Demo-1' };
    const acme = await Members.create(await h.domainCtx('acme'), input);
    const beta = await Members.create(await h.domainCtx('beta'), input);
    expect(acme.domainId).not.toBe(beta.domainId);
    await expect(h.login(email, 'Portal-Demo-1', 'acme')).resolves.toMatch(/^ey/);
    await expect(h.login(email, 'Portal-Demo-1', 'beta')).resolves.toMatch(/^ey/);
  });
});

describe('a member whose identity cannot be created', () => {
  it('is not kept, and its address stays free', async () => {
    const ctx = await h.domainCtx();
    const failing = {
      ...ctx,
      providers: { ...ctx.providers, identity: { ...ctx.providers.identity, createUser: () => Promise.reject(new Error('identity down')) } },
    };
    const email = `undo-${Date.now()}@acme.test`;
    await expect(Members.create(failing, { email, firstName: 'Un', lastName: 'Done', memberships: [2], harvestCenterId: 4 })).rejects.toThrow('identity down');
    expect(await Members.fromEmail(ctx, email)).toBeUndefined();
    const again = await Members.create(ctx, { email, firstName: 'Re', lastName: 'Try', memberships: [2], password: 'Portal-Demo-1' });
    expect(again.firstName).toBe('Re');
  });
});

describe("a member's lists", () => {
  it('follow its record: created, moved and renamed, deactivated, then deleted, every list holds it exactly when its record says so, its counter equal to its entries', async () => {
    const ctx = await h.domainCtx();
    const [lab, rep, manager, distributor, center, other, rhc] = [
      await h.newMember([1]),
      await h.newMember([3]),
      await h.newMember([6]),
      await h.newMember([8]),
      await h.newMember([4]),
      await h.newMember([4]),
      await h.newMember([5]),
    ];
    const links = { labId: lab.memberId, salesRepId: rep.memberId, salesManagerId: manager.memberId, salesDistributorId: distributor.memberId };
    const email = `alexandrina.montgomery-${Date.now()}@example-clinic.test`;
    const created = await Members.create(ctx, {
      email,
      firstName: 'Alexandrina',
      lastName: 'Montgomery',
      memberships: [2],
      ...links,
      harvestCenterId: center.memberId,
      referralHarvestCenterId: rhc.memberId,
      password: 'Portal-Demo-1',
    });
    const seen = new Set<ListKey>();
    const holds = async (step: string) => {
      await settled();
      const stored = await Members.fromId(ctx, created.memberId);
      const entries = stored ? entriesOf(stored) : [];
      const lists = new Set(entries.map((e) => e.list));
      // Every list but the postings, whose counters keep an estimate (db/entries.ts).
      for (const e of entries) if (e.family.counters !== 'estimate') seen.add(e.list);
      const read = async (list: ListKey) =>
        [list, await allEntries(ctx.db, ctx.domain.domainId, list), await countOf(ctx.db, ctx.domain.domainId, list)] as const;
      const all = [...seen];
      for (let i = 0; i < all.length; i += 25)
        for (const [list, ids, count] of await Promise.all(all.slice(i, i + 25).map(read))) {
          expect(ids.includes(created.memberId), `${step}: ${list}`).toBe(lists.has(list));
          expect(count, `${step}: ${list}`).toBe(ids.length);
        }
    };
    await holds('created');
    await Members.patch(ctx, created.memberId, { harvestCenterId: other.memberId, firstName: 'Bernadette', referralHarvestCenterId: undefined });
    await holds('moved and renamed');
    await Members.patch(ctx, created.memberId, { active: false });
    await holds('deactivated');
    expect(await Members.remove(ctx, (await Members.fromId(ctx, created.memberId))!)).toBe(true);
    await holds('deleted');
  });
});
