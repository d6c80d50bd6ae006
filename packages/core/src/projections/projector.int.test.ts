import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';
import { meteredCore } from '../../../../scripts/bench/meter';
import { beforeProjection, settled } from '../../../../scripts/test/projections';
import * as AssetLists from '../assets/lists';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { countName, countOf, increments, shardOf, totalsOf } from '../db/counters';
import { applyEntryChanges, countedOf, countersOf, entryChanges, idPosition, positionOf as entryPosition } from '../db/entries';
import { allEntries } from '../db/paging';
import * as Domains from '../domains/domains';
import { linkedPage } from '../members/linked-members';
import * as MemberPages from '../members/member-pages';
import { entriesOf, MemberList } from '../members/member-lists';
import * as Members from '../members/members';
import * as Products from '../products/products';
import { positionOf, reportEntriesOf, ReportList, retiredEntriesOf } from '../transactions/report-lists';
import * as Reports from '../transactions/reports';
import { rangeTotals } from '../transactions/report-counts';
import { saleProjection } from '../transactions/report-projection';
import { projectChanges, type Change } from './projector';
import { step } from './fan-out';
import { followUpStatus, reindex } from './reindex';

const h = harness();

/** Every list any of `states` implies, with whether it holds `memberId` and its counter. */
async function listsOf(ctx: DomainCtx, states: MemberRecord[], memberId: number) {
  const families = new Map(states.flatMap((s) => entriesOf(s).map((e) => [e.list, e.family] as const)));
  const lists = [...families.keys()].sort();
  const read = await Promise.all(
    lists.map(async (list) => {
      const ids = await allEntries(ctx.db, ctx.domain.domainId, list);
      // The counter as it should say: every entry, or of a posting list the ones its estimate counts.
      const counted = countOf(ctx.db, ctx.domain.domainId, list).then((n) => (n === countedOf(families.get(list)!, ids) ? ids.length : -n));
      return [list, { holds: ids.includes(memberId), size: ids.length, count: await counted }] as const;
    }),
  );
  return Object.fromEntries(read);
}

/** A domain of its own with the product catalog, its identifier starting with `prefix`: a test's sales and counts apart from the others'. */
async function domainWithProducts(prefix: string, name: string): Promise<{ identifier: string; domain: DomainCtx['domain']; ctx: DomainCtx }> {
  const identifier = `${prefix}${randomUUID().slice(0, 8)}`;
  const domain = await Domains.create(h.core, {
    identifier,
    name,
    url: `http://${identifier}.localhost`,
    emailSender: `no-reply@${identifier}.test`,
    emailNotifications: '',
  });
  await Products.seed(h.core, domain.domainId);
  return { identifier, domain, ctx: { ...h.core, domain } };
}

/** A member of a test's own domain, its e-mail `local`@ the domain, signed up with the demo password. */
const memberIn = (ctx: DomainCtx, identifier: string, local: string, memberships: number[], firstName: string, lastName: string) =>
  Members.create(ctx, { email: `${local}@${identifier}.test`, firstName, lastName, memberships, password: 'Portal-Demo-1' });

const image = (m: MemberRecord) => ({ ...m, __edb_e__: 'member' }) as Record<string, unknown>;

describe('the projector', () => {
  it('converges to the same lists and counters when a batch is replayed, also after being killed in the middle of it', async () => {
    const ctx = await h.domainCtx();
    const [a, b] = [await h.newMember([4]), await h.newMember([4])];
    const tag = randomUUID().slice(0, 6);
    const states: MemberRecord[] = [
      await Members.create(ctx, {
        email: `replay-${tag}@acme.test`,
        firstName: 'Replay',
        lastName: `Ray${tag}`,
        memberships: [2],
        harvestCenterId: a.memberId,
        password: 'Portal-Demo-1',
      }),
    ];
    const id = states[0]!.memberId;
    for (const fields of [
      { firstName: 'Renamed' },
      { harvestCenterId: b.memberId, tags: [1] },
      { active: false },
      { active: true, lastName: `Moved${tag}` },
    ] as Members.MemberPatch[]) {
      await Members.patch(ctx, id, fields);
      states.push((await Members.fromId(ctx, id))!);
    }
    await settled();
    const expected = await listsOf(ctx, states, id);
    // The lists hold the member exactly as its last state says, each counter equal to its entries.
    const last = new Set<string>(entriesOf(states.at(-1)!).map((e) => e.list));
    for (const [list, state] of Object.entries(expected)) expect(state, list).toEqual({ holds: last.has(list), size: state.size, count: state.size });

    // The stream's records of those changes, in order: the creation, then each change.
    const changes: Change[] = states.map((s, i) => (i === 0 ? { after: image(s) } : { before: image(states[i - 1]!), after: image(s) }));
    // Killed after 3 of its transactions: the first changes are done, one is half done, the rest not.
    let writes = 0;
    const dying = {
      ...ctx.db,
      transaction: {
        write: (build: Parameters<typeof ctx.db.transaction.write>[0]) => {
          if (++writes > 3) throw new Error('killed');
          return ctx.db.transaction.write(build);
        },
      },
    };
    const killed = await projectChanges({ ...ctx, db: dying }, changes);
    expect(killed.failedAt).toBeDefined();
    expect(killed.failedAt).toBeLessThan(changes.length);
    // The replay starts again from the batch's first record, as the stream hands it back.
    expect((await projectChanges(ctx, changes)).failedAt).toBeUndefined();
    expect(await listsOf(ctx, states, id)).toEqual(expected);
    // And once more: nothing changes.
    await projectChanges(ctx, changes);
    expect(await listsOf(ctx, states, id)).toEqual(expected);
  });

  it("moves a rep's patients with the rep in one write: nothing is carried, the managers' lists read through the rep", async () => {
    const ctx = await h.domainCtx();
    const [oldManager, newManager, distributor] = [await h.newMember([6]), await h.newMember([6]), await h.newMember([8])];
    await Members.patch(ctx, newManager.memberId, { salesDistributorId: distributor.memberId });
    const rep = await Members.create(ctx, {
      email: `rep-${randomUUID().slice(0, 6)}@acme.test`,
      firstName: 'Moving',
      lastName: 'Rep',
      memberships: [3],
      salesManagerId: oldManager.memberId,
      password: 'Portal-Demo-1',
    });
    const patients = [];
    for (let i = 0; i < 12; i++)
      patients.push(
        await Members.create(ctx, {
          email: `p${i}-${rep.memberId}@acme.test`,
          firstName: 'Team',
          lastName: `Patient${i}`,
          memberships: [2],
          salesRepId: rep.memberId,
        }),
      );
    await settled();
    expect((await linkedPage(ctx, oldManager.memberId, 'salesManagerId', 2, {}, null, 50)).count).toBe(12);

    // The request writes the rep alone, with no change to carry; the projector moves the rep's own entries.
    const { core, meter } = meteredCore(inject('apiEnv'));
    await beforeProjection(async () => {
      const before = (await Members.fromId(ctx, rep.memberId))!;
      const after = await Members.patch(ctx, rep.memberId, { salesManagerId: newManager.memberId, salesDistributorId: distributor.memberId });
      expect(await markerOf(ctx, rep.memberId)).toBeNull();
      meter.reset();
      await projectChanges(core, [{ before: image(before), after: image(after) }]);
      expect(meter.written, 'items the projector writes for the move').toBeLessThanOrEqual(50);
    });
    await settled();
    for (const p of await Members.many(
      ctx,
      patients.map((x) => x.memberId),
    ))
      expect([p.salesManagerId, p.salesDistributorId]).toEqual([undefined, undefined]);
    expect((await linkedPage(ctx, oldManager.memberId, 'salesManagerId', 2, {}, null, 50)).count).toBe(0);
    expect((await linkedPage(ctx, newManager.memberId, 'salesManagerId', 2, {}, null, 50)).count).toBe(12);
    expect(
      (await linkedPage(ctx, distributor.memberId, 'salesDistributorId', 2, { search: 'patient1' }, null, 50)).items.map((m) => m.lastName).sort(),
    ).toEqual(['Patient1', 'Patient10', 'Patient11']);
    // A patient's view shows its rep's team, read through.
    const admin = await h.demoToken('admin');
    expect((await h.call('GET', `users/${patients[0]!.memberId}/`, { domain: 'acme', token: admin })).body).toMatchObject({
      sales_manager_id: newManager.memberId,
      sales_distributor_id: distributor.memberId,
    });
  });

  it("pages a team's patients through its reps' lists in id order, each patient once, whatever rep it belongs to", async () => {
    const ctx = await h.domainCtx();
    const manager = await h.newMember([6]);
    const reps = [];
    for (let r = 0; r < 3; r++)
      reps.push(
        await Members.create(ctx, {
          email: `union-${r}-${randomUUID().slice(0, 6)}@acme.test`,
          firstName: 'Union',
          lastName: `Rep${r}`,
          memberships: [3],
          salesManagerId: manager.memberId,
          password: 'Portal-Demo-1',
        }),
      );
    const patients = [];
    // Interleaved ids: each rep's patients are spread through the team's order.
    for (let i = 0; i < 14; i++)
      patients.push(
        await Members.create(ctx, {
          email: `up${i}-${manager.memberId}@acme.test`,
          firstName: 'Union',
          lastName: `Member${i}`,
          memberships: [2],
          salesRepId: reps[i % 3]!.memberId,
        }),
      );
    await settled();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof linkedPage>> = await linkedPage(ctx, manager.memberId, 'salesManagerId', 2, {}, cursor, 4);
      expect(page.count).toBe(14);
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((m) => m.memberId));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(patients.map((p) => p.memberId).reverse());
    const searched = await linkedPage(ctx, manager.memberId, 'salesManagerId', 2, { search: 'member1' }, null, 50);
    expect(searched.items.map((m) => m.lastName).sort()).toEqual(['Member1', 'Member10', 'Member11', 'Member12', 'Member13']);
    expect(searched.count).toBe(5);
  });
});

describe('a paid sale', () => {
  it('is written alone by the request, put in its report lists by the projector, and a replay counts nothing twice', async () => {
    const ctx = await h.domainCtx();
    const [rep, center] = [await h.newMember([3]), await h.newMember([4])];
    const before = await Promise.all([
      countOf(ctx.db, ctx.domain.domainId, ReportList.all()),
      countOf(ctx.db, ctx.domain.domainId, ReportList.axis('salesRepId', rep.memberId)),
    ]);
    const sale = await Reports.recordSale(ctx, { date: new Date().toISOString(), productId: 1, salesRepId: rep.memberId, harvestCenterId: center.memberId });
    await settled();
    const counts = async () =>
      Promise.all(
        [ReportList.all(), ReportList.axis('salesRepId', rep.memberId), ReportList.axis('harvestCenterId', center.memberId)].map((list) =>
          countOf(ctx.db, ctx.domain.domainId, list),
        ),
      );
    const after = await counts();
    expect(after[1]).toBe(before[1]! + 1);
    expect(after[2]).toBe(1);
    const record = (await ctx.db.entities.transaction.get({ domainId: ctx.domain.domainId, transactionId: sale.transactionId }).go()).data!;
    await projectChanges(ctx, [{ after: { ...record, __edb_e__: 'transaction' } }, { after: { ...record, __edb_e__: 'transaction' } }]);
    expect((await counts()).slice(1)).toEqual(after.slice(1));
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['transactions'], fromId: sale.transactionId })).toMatchObject({ missing: 0 });
  });
});

describe("a member's rename", () => {
  it('carries the new name to the sales that name it: they are found under it and no longer under the old one', async () => {
    const ctx = await h.domainCtx();
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6);
    const rep = await Members.create(ctx, {
      email: `renamed-${tag}@acme.test`,
      firstName: 'Sal',
      lastName: `Old${tag}name`,
      memberships: [3],
      password: 'Portal-Demo-1',
    });
    const center = await h.newMember([4]);
    for (let i = 0; i < 3; i++)
      await Reports.recordSale(ctx, {
        date: new Date(Date.now() - i * 86_400_000).toISOString(),
        productId: 1,
        salesRepId: rep.memberId,
        harvestCenterId: center.memberId,
      });
    await settled();
    const admin = await h.demoToken('admin');
    const found = async (search: string) => (await h.call('GET', `transactions/?search=${search}`, { domain: 'acme', token: admin })).body.count as number;
    expect(await found(`old${tag}`)).toBe(3);
    // A trigram of the old name alone (other sales may have it too: the count is compared with before).
    const oldGram = ReportList.search(`d${tag.slice(0, 2)}`);
    const sales = await allEntries(ctx.db, ctx.domain.domainId, ReportList.axis('salesRepId', rep.memberId));
    expect(sales).toHaveLength(3);
    const report = async (search: string) =>
      (await h.call('GET', `transactions/?search=${search}`, { domain: 'acme', token: admin })).body as { count: number; updating?: boolean };
    await beforeProjection(async () => {
      await Members.patch(ctx, rep.memberId, { lastName: `New${tag}name` });
      expect(await report(`new${tag}`)).toMatchObject({ count: 0, updating: true });
    });
    await settled();
    expect(await report(`new${tag}`)).toMatchObject({ count: 3, updating: false });
    expect(await found(`d${tag}na`)).toBe(0);
    expect(await found(`w${tag}na`)).toBe(3);
    // Its postings follow: the old trigram's list no longer holds these three sales.
    const left = new Set(await allEntries(ctx.db, ctx.domain.domainId, oldGram));
    expect(sales.filter((id) => left.has(id))).toEqual([]);
  });

  it("is carried to a sale whose commission was marked paid before the rename's steps reached it, and the paid sum holds", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('rp', 'Paid renames');
    const admin = await memberIn(ctx, identifier, 'admin', [7], 'Ada', 'Admin');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Sal', 'Oldname');
    const sale = await Reports.recordSale(ctx, { date: new Date(Date.now() - 86_400_000).toISOString(), productId: 1, salesRepId: rep.memberId });
    await settled();
    const adminCtx: MemberCtx = { ...ctx, caller: admin, member: admin };
    const report = (search: string) => Reports.page(adminCtx, 'all', undefined, { search }, 25);
    expect(await report('oldname')).toMatchObject({ count: 1 });
    // The projector meets the commission change first, with the names as they are by then: the new one.
    await beforeProjection(async () => {
      await Reports.update(adminCtx, sale.transactionId, { commission_paid: true, transaction_note: 'Paid in the November run.', updated_at: sale.updatedAt });
      await Members.patch(ctx, rep.memberId, { lastName: 'Newname' });
    });
    await settled();
    expect(await report('newname')).toMatchObject({ count: 1, total_commission_paid_cents: sale.totalCents, updating: false });
    expect(await report('oldname')).toMatchObject({ count: 0 });
    // Every entry of the sale has the new name and the paid amount: reindex finds nothing to fix.
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], dryRun: true })).toMatchObject({ missing: 0, changed: 0 });
  });

  it("is carried to a sale paid as it committed, whose entries were written with the names read before it and after the rename's steps", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('rr', 'Racing renames');
    const admin = await memberIn(ctx, identifier, 'admin', [7], 'Ada', 'Admin');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Sal', 'Beforename');
    await settled();
    // The sale's projection reads its names now; the rename then commits and its steps go through the rep's list, empty of this sale.
    const sale = await Reports.saleRecord(ctx, { date: new Date(Date.now() - 86_400_000).toISOString(), productId: 1, salesRepId: rep.memberId });
    const readBefore = (await saleProjection.load!(ctx, [sale]))(sale);
    await Members.patch(ctx, rep.memberId, { lastName: 'Aftername' });
    await settled();
    // Then the sale's entries are written with the names it read: the projector meets the sale's record with them there.
    await beforeProjection(async () => {
      await Reports.recordPaid(ctx, sale);
      await applyEntryChanges(ctx.db, domain.domainId, { add: reportEntriesOf(sale, readBefore), remove: [], rewrite: [] });
    });
    await settled();
    const report = (search: string) => Reports.page({ ...ctx, caller: admin, member: admin }, 'all', undefined, { search }, 25);
    expect(await report('aftername')).toMatchObject({ count: 1 });
    expect(await report('beforename')).toMatchObject({ count: 0 });
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], dryRun: true })).toMatchObject({ missing: 0, changed: 0 });
  });

  it('is carried to a paid sale that gets its patient while the rename is under way, and the patient joins it', async () => {
    const { identifier, domain, ctx } = await domainWithProducts('rq', 'Patient during rename');
    const admin = await memberIn(ctx, identifier, 'admin', [7], 'Ada', 'Admin');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Sal', 'Formername');
    const patient = await memberIn(ctx, identifier, 'pat', [2], 'Pia', 'Joinerly');
    const sale = await Reports.recordSale(ctx, { date: new Date(Date.now() - 86_400_000).toISOString(), productId: 1, salesRepId: rep.memberId });
    await settled();
    // The patient a checkout creates after the payment, then the rename: the sale's change is projected with the new name committed, before the rename's steps.
    await beforeProjection(async () => {
      const { data: given } = await ctx.db.entities.transaction
        .patch({ domainId: domain.domainId, transactionId: sale.transactionId })
        .set({ patientId: patient.memberId })
        .go({ response: 'all_new' });
      await Members.patch(ctx, rep.memberId, { lastName: 'Latername' });
      const images = [sale, given].map((t) => ({ ...t, __edb_e__: 'transaction' }) as Record<string, unknown>);
      await projectChanges(ctx, [{ before: images[0], after: images[1] }]);
    });
    await settled();
    const asAdmin: MemberCtx = { ...ctx, caller: admin, member: admin };
    const report = (query: Parameters<typeof Reports.page>[3]) => Reports.page(asAdmin, 'all', undefined, query, 25);
    expect(await report({ search: 'latername' })).toMatchObject({ count: 1 });
    expect(await report({ search: 'formername' })).toMatchObject({ count: 0 });
    expect(await report({ search: 'joinerly' })).toMatchObject({ count: 1 });
    expect(await report({ patient_id: patient.memberId })).toMatchObject({ count: 1 });
    expect((await Members.fromId(ctx, patient.memberId))!.boughtProductIds).toEqual([1]);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true, dryRun: true })).toMatchObject({
      missing: 0,
      changed: 0,
      stale: 0,
      repaired: 0,
    });
  });
});

describe("an HC staff member's rename", () => {
  it('reaches the sales it made for its center, and reindex writes back a report entry a sale lost', async () => {
    const ctx = await h.domainCtx();
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6);
    const center = await h.newMember([4]);
    const staff = await Members.create(ctx, {
      email: `staff-${tag}@acme.test`,
      firstName: 'Stef',
      lastName: `Was${tag}staff`,
      memberships: [9],
      harvestCenterId: center.memberId,
      password: 'Portal-Demo-1',
    });
    const sale = await Reports.recordSale(ctx, { date: new Date().toISOString(), productId: 1, harvestCenterId: center.memberId, hcStaffId: staff.memberId });
    await settled();
    const admin = await h.demoToken('admin');
    const found = async (search: string) => (await h.call('GET', `transactions/?search=${search}`, { domain: 'acme', token: admin })).body.count as number;
    expect(await found(`was${tag}`)).toBe(1);
    await Members.patch(ctx, staff.memberId, { lastName: `Now${tag}staff` });
    await settled();
    expect(await found(`now${tag}`)).toBe(1);
    expect(await found(`was${tag}`)).toBe(0);

    // A report entry lost (with its counter's share): reindex finds it missing and writes it back.
    const list = ReportList.staff(staff.memberId);
    const record = (await ctx.db.entities.transaction.get({ domainId: ctx.domain.domainId, transactionId: sale.transactionId }).go()).data!;
    await ctx.db.entities.entry.delete({ domainId: ctx.domain.domainId, list, position: positionOf(record) }).go();
    await ctx.db.entities.counter
      .update({ domainId: ctx.domain.domainId, name: shardOf(countName(list), sale.transactionId) })
      .add({ value: -1 })
      .go();
    expect(await countOf(ctx.db, ctx.domain.domainId, list)).toBe(0);
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['transactions'], fromId: sale.transactionId })).toMatchObject({
      missing: 1,
      changed: 0,
    });
    expect(await countOf(ctx.db, ctx.domain.domainId, list)).toBe(1);
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['transactions'], fromId: sale.transactionId })).toMatchObject({
      missing: 0,
      changed: 0,
    });
  });
});

describe('reindex', () => {
  it('rebuilds the lists of a domain whose projections were deleted, and they answer exactly as before', async () => {
    const identifier = `re${randomUUID().slice(0, 8)}`;
    const domain = await Domains.create(h.core, {
      identifier,
      name: 'Reindexed',
      url: `http://${identifier}.localhost`,
      emailSender: `no-reply@${identifier}.test`,
      emailNotifications: '',
    });
    const ctx: DomainCtx = { ...h.core, domain };
    const center = await Members.create(ctx, {
      email: `hc@${identifier}.test`,
      firstName: 'Harbor',
      lastName: 'Center',
      company: 'Harbor Clinic',
      memberships: [4],
      password: 'Portal-Demo-1',
    });
    const members = [center];
    for (const [i, name] of ['Olivia Oakley', 'Liam Oakes', 'Emma Stone', 'Noah Brook'].entries()) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      members.push(
        await Members.create(ctx, {
          email: `m${i}@${identifier}.test`,
          firstName,
          lastName,
          memberships: [2],
          harvestCenterId: center.memberId,
          tags: i % 2 ? [1] : [],
          password: 'Portal-Demo-1',
        }),
      );
    }
    await Members.patch(ctx, members[4]!.memberId, { active: false });
    await settled();
    const answers = async () => ({
      users: await MemberPages.page(ctx, 'active', {}),
      inactive: await MemberPages.page(ctx, 'inactive', {}),
      search: await MemberPages.page(ctx, 'active', { search: 'akle' }),
      tagged: await MemberPages.page(ctx, 'active', { tag: 1, search: 'oak' }),
      patients: await linkedPage(ctx, center.memberId, 'harvestCenterId', 2, {}, null, 20),
      searched: await linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: 'ston' }, null, 20),
      assets: AssetLists.DOMAIN_LIST,
    });
    const before = await answers();
    expect(before.search.items.map((m) => m.lastName)).toEqual(['Oakley']);
    expect(before.patients.count).toBe(3);

    // Every entry and list counter of the domain's members goes.
    const stored = await Members.many(
      ctx,
      members.map((m) => m.memberId),
    );
    const entries = stored.flatMap(entriesOf);
    for (const e of entries) {
      await ctx.db.entities.entry.delete({ domainId: domain.domainId, list: e.list, position: entryPosition(e) }).go();
      await ctx.db.entities.counter.delete({ domainId: domain.domainId, name: shardOf(countName(e.list), e.itemId) }).go();
    }
    await settled();
    expect((await MemberPages.page(ctx, 'active', {})).count).toBe(0);
    expect((await linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: 'ston' }, null, 20)).count).toBe(0);

    const dry = await reindex(h.core, { domains: [domain.domainId], what: ['members'], dryRun: true });
    expect(dry).toEqual({ records: 5, entries: entries.length, missing: entries.length, changed: 0, stale: 0, repaired: 0, followUps: 0, recounted: 0 });
    expect((await MemberPages.page(ctx, 'active', {})).count).toBe(0);
    const done = await reindex(h.core, { domains: [domain.domainId], what: ['members'] });
    expect(done.missing).toBe(entries.length);
    expect(await answers()).toEqual(before);
    // A second run finds nothing to do.
    expect(await reindex(h.core, { domains: [domain.domainId] })).toMatchObject({ missing: 0, changed: 0 });

    // Entries no record implies (a member in a posting list of another's text, a member that is gone in
    // a users list, counted: its count is off). Pruning removes exactly those, and the lists answer as before.
    const [olivia, emma] = [stored[1]!, stored[3]!];
    const emmas = new Set(entriesOf(emma).map((e) => e.list));
    const foreign = entriesOf(olivia).find((e) => e.list.includes('akl') && !emmas.has(e.list))!;
    const gone = { ...entriesOf(olivia)[0]!, itemId: 999_999 };
    const counts = () => countOf(ctx.db, domain.domainId, gone.list);
    const holdsEmma = async () => (await allEntries(ctx.db, domain.domainId, foreign.list)).includes(emma.memberId);
    const right = await counts();
    await applyEntryChanges(ctx.db, domain.domainId, { add: [{ ...foreign, itemId: emma.memberId }, gone], remove: [], rewrite: [] });
    expect(await counts()).toEqual(right + 1);
    expect(await holdsEmma()).toBe(true);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['members'], prune: true, dryRun: true })).toMatchObject({ missing: 0, stale: 2 });
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['members'], prune: true })).toMatchObject({ missing: 0, changed: 0, stale: 2 });
    expect(await counts()).toEqual(right);
    expect(await holdsEmma()).toBe(false);
    expect(await answers()).toEqual(before);
    expect(await reindex(h.core, { domains: [domain.domainId], prune: true })).toMatchObject({ missing: 0, changed: 0, stale: 0 });
  });
});

describe('reindex --prune of the reports', () => {
  it("removes a sale's entry from a list no sale puts it in, with its counters, and leaves the report as it was", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('rp', 'Pruned');
    const [kerry, nadia] = await Promise.all(
      ['Kerry', 'Nadia'].map((firstName, i) =>
        Members.create(ctx, { email: `rep${i}@${identifier}.test`, firstName, lastName: 'Rep', memberships: [3], password: 'Portal-Demo-1' }),
      ),
    );
    const day = new Date(Date.now() - 86_400_000).toISOString();
    const kerrys = await Reports.recordSale(ctx, { date: day, productId: 1, salesRepId: kerry!.memberId });
    const nadias = await Reports.recordSale(ctx, { date: day, productId: 1, salesRepId: nadia!.memberId });
    await settled();
    const list = ReportList.axis('salesRepId', kerry!.memberId);
    const month = `${list}@${day.slice(0, 7)}`;
    const counts = () => Promise.all([list, month].map((name) => countOf(ctx.db, domain.domainId, name)));
    // The month's counter sums the amounts too (the dashboards' charts read it).
    const amount = async () => (await totalsOf(ctx.db, domain.domainId, [month])).get(month)!.amountCents;
    expect(await counts()).toEqual([1, 1]);
    expect(await amount()).toBe(kerrys.totalCents);
    // A fault leaves Nadia's sale in Kerry's list, counted: the report shows a sale it should not.
    const fault = {
      ...reportEntriesOf(kerrys, ' x ').find((e) => e.list === list)!,
      itemId: nadias.transactionId,
      date: nadias.date,
      salesRepId: nadia!.memberId,
    };
    await applyEntryChanges(ctx.db, domain.domainId, { add: [fault], remove: [], rewrite: [] });
    expect(await counts()).toEqual([2, 2]);
    expect(await amount()).toBe(kerrys.totalCents + nadias.totalCents);

    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true, dryRun: true })).toMatchObject({
      missing: 0,
      changed: 0,
      stale: 1,
    });
    expect(await counts()).toEqual([2, 2]);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true })).toMatchObject({ missing: 0, changed: 0, stale: 1 });
    expect(await counts()).toEqual([1, 1]);
    expect(await amount()).toBe(kerrys.totalCents);
    expect(await allEntries(ctx.db, domain.domainId, list)).toEqual([kerrys.transactionId]);
    expect(await reindex(h.core, { domains: [domain.domainId], prune: true })).toMatchObject({ missing: 0, changed: 0, stale: 0, repaired: 0 });
  });
});

describe('reindex --prune of the postings an older version kept', () => {
  it("removes a sale's postings of trigrams at odd positions of its words and of its product's name, with their counters, and the sale is still found by any term of 4 characters", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('ro', 'Retired');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Quillon', 'Zerbakian');
    const sale = await Reports.recordSale(ctx, { date: new Date(Date.now() - 86_400_000).toISOString(), productId: 1, salesRepId: rep.memberId });
    await settled();
    const text = (await ctx.db.entities.entry.get({ domainId: domain.domainId, list: ReportList.all(), position: positionOf(sale) }).go()).data!.text!;
    // As a table of the versions before: the sale also in the posting list of every other trigram, and of its product's name.
    const retired = retiredEntriesOf(sale, text);
    expect(retired.map((e) => e.list)).toContain(ReportList.search('erb'));
    expect(retired.map((e) => e.list)).toContain(ReportList.search('pro'));
    await applyEntryChanges(ctx.db, domain.domainId, { add: retired, remove: [], rewrite: [] });
    expect(await allEntries(ctx.db, domain.domainId, ReportList.search('erb'))).toEqual([sale.transactionId]);

    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true, dryRun: true })).toMatchObject({ stale: retired.length });
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true })).toMatchObject({
      missing: 0,
      changed: 0,
      stale: retired.length,
    });
    expect(await allEntries(ctx.db, domain.domainId, ReportList.search('erb'))).toEqual([]);
    for (const e of retired) expect(await countOf(ctx.db, domain.domainId, e.list)).toBe(0);
    const admin = await memberIn(ctx, identifier, 'admin', [7], 'Ada', 'Admin');
    for (const term of ['zerb', 'erba', 'rbak', 'akian', 'uillo', 'processing', 'patient'])
      expect(
        (await Reports.page({ ...ctx, caller: admin, member: admin }, 'all', undefined, { search: term }, 10)).results.map((t) => t.id),
        term,
      ).toEqual([sale.transactionId]);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true })).toMatchObject({ stale: 0 });

    // Left by the older version again, then the rep renamed before any prune: the rename's retext takes them away too, so the old name finds nothing.
    await applyEntryChanges(ctx.db, domain.domainId, { add: retired, remove: [], rewrite: [] });
    await Members.patch(ctx, rep.memberId, { lastName: 'Smithfield' });
    await settled();
    expect(await allEntries(ctx.db, domain.domainId, ReportList.search('erb'))).toEqual([]);
    const asAdmin = { ...ctx, caller: admin, member: admin };
    expect((await Reports.page(asAdmin, 'all', undefined, { search: 'zerb' }, 10)).results).toEqual([]);
    expect((await Reports.page(asAdmin, 'all', undefined, { search: 'ithfie' }, 10)).results.map((t) => t.id)).toEqual([sale.transactionId]);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true })).toMatchObject({ stale: 0 });

    // Two stale entries of one list whose ids choose one counter shard (16 apart, of no sale) go in rounds: one transaction may not move a counter twice.
    const list = ReportList.axis('salesRepId', rep.memberId);
    const own = reportEntriesOf(sale, text).find((e) => e.list === list)!;
    await applyEntryChanges(ctx.db, domain.domainId, { add: [{ ...own, itemId: 900_000_016 }], remove: [], rewrite: [] });
    await applyEntryChanges(ctx.db, domain.domainId, { add: [{ ...own, itemId: 900_000_032 }], remove: [], rewrite: [] });
    expect(await countOf(ctx.db, domain.domainId, list)).toBe(3);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], prune: true })).toMatchObject({ stale: 2 });
    expect(await countOf(ctx.db, domain.domainId, list)).toBe(1);
    expect(await allEntries(ctx.db, domain.domainId, list)).toEqual([sale.transactionId]);
  });
});

describe('reindex of the amounts the report counters sum', () => {
  it("checks a member's postings in a parent's list on its users entry: reindex takes away the text an older version left on them, and searches answer the same", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('pt', 'Posting text');
    const center = await Members.create(ctx, {
      email: `hc@${identifier}.test`,
      firstName: 'Hana',
      lastName: 'Center',
      company: 'Posting Clinic',
      memberships: [4],
      password: 'Portal-Demo-1',
    });
    const member = await Members.create(ctx, {
      email: `ivo@${identifier}.test`,
      firstName: 'Ivonne',
      lastName: 'Quarterman',
      memberships: [2],
      harvestCenterId: center.memberId,
      password: 'Portal-Demo-1',
    });
    await settled();
    const key = {
      domainId: domain.domainId,
      list: MemberList.linkedSearch(center.memberId, 'harvestCenterId', 2, 'qua'),
      position: idPosition(member.memberId),
    };
    expect((await ctx.db.entities.entry.get(key).go()).data).toMatchObject({ itemId: member.memberId });
    expect((await ctx.db.entities.entry.get(key).go()).data!.text).toBeUndefined();
    // As an older version left it: the posting carries a text, here not the member's.
    await ctx.db.entities.entry.patch(key).set({ text: ' stale zzyzx ' }).go();
    const search = async (q: string) => (await linkedPage(ctx, center.memberId, 'harvestCenterId', 2, { search: q }, null, 10)).items.map((m) => m.memberId);
    expect(await search('quarter ivonne')).toEqual([member.memberId]);
    expect(await search('zzyzx')).toEqual([]);
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['members'], dryRun: true })).toMatchObject({ missing: 0, changed: 1 });
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['members'] })).toMatchObject({ missing: 0, changed: 1 });
    expect((await ctx.db.entities.entry.get(key).go()).data!.text).toBeUndefined();
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['members'], dryRun: true })).toMatchObject({ missing: 0, changed: 0 });
    expect(await search('quarter ivonne')).toEqual([member.memberId]);
    // A rename: the parent's postings of the trigrams it keeps are not rewritten; the new name is found, the old one not.
    await Members.patch(ctx, member.memberId, { lastName: 'Quarterhouse' });
    await settled();
    expect(await search('quarterhouse')).toEqual([member.memberId]);
    expect(await search('quarterman')).toEqual([]);
  });

  it('sets the amounts of sales whose entries and counters were written before the counters summed them, once', async () => {
    const { identifier, domain, ctx } = await domainWithProducts('am', 'Amounts');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Amy', 'Rep');
    const sale = await Reports.recordSale(ctx, { date: new Date(Date.now() - 86_400_000).toISOString(), productId: 1, quantity: 2, salesRepId: rep.memberId });
    await settled();
    const month = `${ReportList.axis('salesRepId', rep.memberId)}@${sale.date.slice(0, 7)}`;
    const totals = async () => (await totalsOf(ctx.db, domain.domainId, [month])).get(month)!;
    expect(await totals()).toEqual({ count: 1, amountCents: sale.totalCents, paidCents: 0, quantity: 0 });
    // Its commission paid: the projector moves the amount into the paid sum.
    await ctx.db.entities.transaction.patch({ domainId: domain.domainId, transactionId: sale.transactionId }).set({ commissionPaid: true }).go();
    await settled();
    expect(await totals()).toEqual({ count: 1, amountCents: sale.totalCents, paidCents: sale.totalCents, quantity: 0 });

    // As a stack from before: the sale's summing entries carry no amounts and their counters sum none.
    const summing = reportEntriesOf(sale, ' x ').filter((e) => e.family.counters === 'periods');
    for (const e of summing) {
      await ctx.db.entities.entry
        .patch({ domainId: domain.domainId, list: e.list, position: entryPosition(e) })
        .remove(['amountCents', 'paidCents'])
        .go();
      for (const ref of countersOf(e))
        await ctx.db.entities.counter
          .update({ domainId: domain.domainId, name: shardOf(ref.name, e.itemId) })
          .add(increments(ref, { amount: -sale.totalCents, paid: -sale.totalCents }))
          .go();
    }
    expect(await totals()).toEqual({ count: 1, amountCents: 0, paidCents: 0, quantity: 0 });

    expect((await reindex(h.core, { domains: [domain.domainId], what: ['transactions'] })).changed).toBe(summing.length);
    expect(await totals()).toEqual({ count: 1, amountCents: sale.totalCents, paidCents: sale.totalCents, quantity: 0 });
    // Once: a second run finds nothing, and the sums stay.
    expect(await reindex(h.core, { domains: [domain.domainId], what: ['transactions'] })).toMatchObject({ missing: 0, changed: 0 });
    expect(await totals()).toEqual({ count: 1, amountCents: sale.totalCents, paidCents: sale.totalCents, quantity: 0 });
  });

  it("moves a sale's amount between paid and unpaid when its commission changes, once however often the change is applied", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('cp', 'Commissions');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Cory', 'Rep');
    const sale = await Reports.recordSale(ctx, { date: new Date(Date.now() - 86_400_000).toISOString(), productId: 1, salesRepId: rep.memberId });
    await settled();
    const list = ReportList.axis('salesRepId', rep.memberId);
    const month = `${list}@${sale.date.slice(0, 7)}`;
    const totals = async () => (await totalsOf(ctx.db, domain.domainId, [list, month])).values();
    const expectTotals = async (paidCents: number) =>
      expect([...(await totals())]).toEqual([1, 2].map(() => ({ count: 1, amountCents: sale.totalCents, paidCents, quantity: 0 })));
    await expectTotals(0);

    const before = reportEntriesOf(sale, ' x ');
    const after = reportEntriesOf({ ...sale, commissionPaid: true }, ' x ');
    const changes = entryChanges(before, after);
    // The stream delivers the change, then (at least once) again: the paid sum moves once.
    await applyEntryChanges(ctx.db, domain.domainId, changes);
    await applyEntryChanges(ctx.db, domain.domainId, changes);
    await expectTotals(sale.totalCents);
    // A rename carried from a read of the sale made before the change (still unpaid) rewrites its text,
    // not its amounts: the paid sum and the entries' amounts stay, so the change back still applies.
    const stale = entryChanges(before, reportEntriesOf(sale, ' y '));
    await applyEntryChanges(ctx.db, domain.domainId, stale);
    await expectTotals(sale.totalCents);
    const stored = (await ctx.db.entities.entry.get({ domainId: domain.domainId, list, position: entryPosition(before.find((e) => e.list === list)!) }).go())
      .data!;
    expect(stored).toMatchObject({ text: ' y ', paidCents: sale.totalCents });

    // And back, twice: unpaid again.
    const back = entryChanges(after, before);
    await applyEntryChanges(ctx.db, domain.domainId, back);
    await applyEntryChanges(ctx.db, domain.domainId, back);
    await expectTotals(0);
  });
});

/** The core with a db that dies after `writes` transactions, as a projector killed in the middle of a step. */
function dyingAfter(ctx: DomainCtx, writes: number): DomainCtx {
  let done = 0;
  const transaction = {
    write: (build: Parameters<typeof ctx.db.transaction.write>[0]) => {
      if (++done > writes) throw new Error('killed');
      return ctx.db.transaction.write(build);
    },
  };
  return { ...ctx, db: { ...ctx.db, transaction } as typeof ctx.db };
}

const markerOf = async (ctx: DomainCtx, memberId: number) =>
  (await ctx.db.entities.followUp.get({ domainId: ctx.domain.domainId, memberId }).go({ consistent: true })).data;

describe('reindex --recount', () => {
  it("sets a month's counters from its entries when they kept no days (a table of an older version), removes the day counters, and counts a day range right after", async () => {
    const { identifier, domain, ctx } = await domainWithProducts('rc', 'Recount');
    const rep = await memberIn(ctx, identifier, 'rep', [3], 'Ravi', 'Rep');
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const sales: Awaited<ReturnType<typeof Reports.recordSale>>[] = [];
    for (const day of ['03', '03', '17', '28'])
      sales.push(await Reports.recordSale(ctx, { date: `${month}-${day}T12:00:00.000Z`, productId: 1, salesRepId: rep.memberId }));
    await settled();
    const list = ReportList.axis('salesRepId', rep.memberId);
    const range = { after: `${month}-02`, before: `${month}-17` };
    const inRange = async () => (await rangeTotals(ctx.db, domain.domainId, [list], range)).get(list)!;
    const amount = (n: number) => sales.slice(0, n).reduce((sum, t) => sum + t.totalCents, 0);
    expect(await inRange()).toMatchObject({ count: 3, amountCents: amount(3) });

    // As a table of the version before: each sale's month counter without its day's fields, a day counter of its own.
    for (const e of reportEntriesOf(sales[0]!, ' x ').filter((x) => x.family.counters === 'periods'))
      for (const t of sales) {
        const entry = { ...e, itemId: t.transactionId, date: t.date };
        const [, monthRef] = countersOf(entry);
        const fields = { value: 1, amount: t.totalCents };
        const days = Object.fromEntries(
          Object.entries(increments(monthRef!, fields))
            .filter(([k]) => !(k in fields))
            .map(([k, v]) => [k, -v]),
        );
        await ctx.db.entities.counter
          .update({ domainId: domain.domainId, name: shardOf(monthRef!.name, t.transactionId) })
          .add(days)
          .go();
        await ctx.db.entities.counter
          .update({ domainId: domain.domainId, name: shardOf(countName(`${e.list}@${t.date.slice(0, 10)}`), t.transactionId) })
          .add(fields)
          .go();
      }
    // A commission marked paid and then unpaid leaves a sum at 0 on its month's counter: the recount's condition names it as it is.
    const [, monthOfFirst] = countersOf({
      ...reportEntriesOf(sales[0]!, ' x ').find((x) => x.list === list)!,
      itemId: sales[0]!.transactionId,
      date: sales[0]!.date,
    });
    await ctx.db.entities.counter
      .update({ domainId: domain.domainId, name: shardOf(monthOfFirst!.name, sales[0]!.transactionId) })
      .add({ paid: 0 })
      .go();
    expect((await inRange()).count).not.toBe(3);

    const dry = await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], recount: true, dryRun: true });
    expect(dry.recounted).toBeGreaterThan(0);
    expect((await inRange()).count).not.toBe(3);
    const run = await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], recount: true });
    expect(run).toMatchObject({ missing: 0, changed: 0, recounted: dry.recounted });
    expect(await inRange()).toMatchObject({ count: 3, amountCents: amount(3) });
    expect(await rangeTotals(ctx.db, domain.domainId, [list], { after: `${month}-04` })).toEqual(
      new Map([[list, expect.objectContaining({ count: 2, amountCents: sales[2]!.totalCents + sales[3]!.totalCents })]]),
    );
    expect(await countOf(ctx.db, domain.domainId, list)).toBe(4);
    const legacy = await ctx.db.entities.counter
      .get({ domainId: domain.domainId, name: shardOf(countName(`${list}@${month}-03`), sales[0]!.transactionId) })
      .go();
    expect(legacy.data).toBeNull();
    // Once: a second run finds every counter right.
    expect((await reindex(h.core, { domains: [domain.domainId], what: ['transactions'], recount: true })).recounted).toBe(0);
  });
});

describe('a change carried in steps', () => {
  it('resumes a manager move and a rename from the last step written after the projector is killed in the middle of one', { timeout: 60_000 }, async () => {
    const ctx = await h.domainCtx();
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6);
    const [oldDistributor, newDistributor] = [await h.newMember([8]), await h.newMember([8])];
    const manager = await Members.create(ctx, {
      email: `steps-${tag}@acme.test`,
      firstName: 'Step',
      lastName: `Was${tag}mgr`,
      memberships: [6],
      salesDistributorId: oldDistributor.memberId,
      password: 'Portal-Demo-1',
    });
    const center = await h.newMember([4]);
    const reps: MemberRecord[] = [];
    for (let i = 0; i < 10; i++)
      reps.push(
        await Members.create(ctx, {
          email: `sr${i}-${manager.memberId}@acme.test`,
          firstName: 'Step',
          lastName: `Rep${i}`,
          memberships: [3],
          salesManagerId: manager.memberId,
          salesDistributorId: oldDistributor.memberId,
        }),
      );
    const patient = await Members.create(ctx, {
      email: `sp-${manager.memberId}@acme.test`,
      firstName: 'Step',
      lastName: 'Patient',
      memberships: [2],
      salesRepId: reps[0]!.memberId,
    });
    const sales: Awaited<ReturnType<typeof Reports.recordSale>>[] = [];
    for (let i = 0; i < 9; i++)
      sales.push(
        await Reports.recordSale(ctx, {
          date: new Date(Date.now() - i * 86_400_000).toISOString(),
          productId: 1,
          salesManagerId: manager.memberId,
          harvestCenterId: center.memberId,
        }),
      );
    await settled();

    await beforeProjection(async () => {
      // One request: the manager moves and is renamed; its marker carries both, 4 records a step here.
      await Members.patch(ctx, manager.memberId, { salesDistributorId: newDistributor.memberId, lastName: `Now${tag}mgr` });
      const first = (await markerOf(ctx, manager.memberId))!;
      expect(first.kinds?.sort()).toEqual(['names', 'team']);
      await step(h.core, first, 4);
      const second = (await markerOf(ctx, manager.memberId))!;
      expect(JSON.parse(second.cursor!)).toMatchObject({ phase: 0 });
      // Killed in the middle of the second step, after two of its four reps.
      await expect(step(dyingAfter(ctx, 2), second, 4)).rejects.toThrow('killed');
      expect((await markerOf(ctx, manager.memberId))!.cursor, 'the cursor stays where the killed step began').toBe(second.cursor);
      const moved = (
        await Members.many(
          ctx,
          reps.map((r) => r.memberId),
        )
      ).filter((r) => r.salesDistributorId === newDistributor.memberId).length;
      expect(moved, 'the first step and part of the second').toBeGreaterThan(4);
      expect(moved).toBeLessThan(10);
    });
    // The projector, restarted, reads the stream again: the marker's records resume from the cursor written.
    await settled();
    expect(await markerOf(ctx, manager.memberId)).toBeNull();
    for (const r of await Members.many(
      ctx,
      reps.map((x) => x.memberId),
    ))
      expect(r.salesDistributorId).toBe(newDistributor.memberId);
    expect((await linkedPage(ctx, oldDistributor.memberId, 'salesDistributorId', 3, {}, null, 50)).count).toBe(0);
    expect((await linkedPage(ctx, newDistributor.memberId, 'salesDistributorId', 3, {}, null, 50)).count).toBe(10);
    expect((await linkedPage(ctx, newDistributor.memberId, 'salesDistributorId', 2, {}, null, 50)).items.map((m) => m.memberId)).toEqual([patient.memberId]);
    const admin = await h.demoToken('admin');
    const found = async (search: string) => (await h.call('GET', `transactions/?search=${search}`, { domain: 'acme', token: admin })).body.count as number;
    expect(await found(`now${tag}`)).toBe(9);
    expect(await found(`was${tag}`)).toBe(0);
    // Nothing is left to fix: every list and count of this test's members and sales is exact.
    const domains = [ctx.domain.domainId];
    expect(await reindex(h.core, { domains, what: ['members'], fromId: oldDistributor.memberId, dryRun: true })).toMatchObject({
      missing: 0,
      changed: 0,
      followUps: 0,
    });
    expect(await reindex(h.core, { domains, what: ['transactions'], fromId: sales[0]!.transactionId, dryRun: true })).toMatchObject({ missing: 0, changed: 0 });
  });

  /** A rep named `Was{tag}{word}` on five sales of the last five days, projected. */
  async function repOnFiveSales(word: string) {
    const ctx = await h.domainCtx();
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6);
    const rep = await Members.create(ctx, {
      email: `${word}-${tag}@acme.test`,
      firstName: 'Step',
      lastName: `Was${tag}${word}`,
      memberships: [3],
      password: 'Portal-Demo-1',
    });
    const center = await h.newMember([4]);
    const sales: Awaited<ReturnType<typeof Reports.recordSale>>[] = [];
    for (let i = 0; i < 5; i++)
      sales.push(
        await Reports.recordSale(ctx, {
          date: new Date(Date.now() - i * 86_400_000).toISOString(),
          productId: 1,
          salesRepId: rep.memberId,
          harvestCenterId: center.memberId,
        }),
      );
    await settled();
    return { ctx, tag, rep, sales };
  }

  it('finishes a rename cut short in the middle of a sale, never judging that sale done', { timeout: 60_000 }, async () => {
    const { ctx, tag, rep, sales } = await repOnFiveSales('cut');
    await beforeProjection(async () => {
      await Members.patch(ctx, rep.memberId, { lastName: `Now${tag}cut` });
      const marker = (await markerOf(ctx, rep.memberId))!;
      // Killed after the first sale's postings moved, before its other entries took the text.
      await expect(step(dyingAfter(ctx, 3), marker, 100)).rejects.toThrow('killed');
    });
    await settled();
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['transactions'], fromId: sales[0]!.transactionId, dryRun: true })).toMatchObject({
      missing: 0,
      changed: 0,
    });
  });

  it("takes in a rename's step only the sales its writes fit, and the next step goes on from the last it took", { timeout: 60_000 }, async () => {
    const { ctx, tag, rep, sales } = await repOnFiveSales('bud');
    const admin = await h.demoToken('admin');
    const found = async (search: string) => (await h.call('GET', `transactions/?search=${search}`, { domain: 'acme', token: admin })).body.count as number;
    await beforeProjection(async () => {
      await Members.patch(ctx, rep.memberId, { lastName: `Now${tag}bud` });
      // A sale's rename writes over 20 entries: a budget of 1 write takes one whole sale a step, though the page holds 5.
      for (const done of [1, 2]) {
        expect(await step(h.core, (await markerOf(ctx, rep.memberId))!, 100, 1)).toBe(1);
        expect(await found(`now${tag}`)).toBe(done);
        expect(await found(`was${tag}`)).toBe(5 - done);
      }
    });
    // The projector takes the rest from the cursor of the last sale taken: none skipped, none left.
    await settled();
    expect(await markerOf(ctx, rep.memberId)).toBeNull();
    expect(await found(`now${tag}`)).toBe(5);
    expect(await found(`was${tag}`)).toBe(0);
    expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['transactions'], fromId: sales[0]!.transactionId, dryRun: true })).toMatchObject({
      missing: 0,
      changed: 0,
    });
  });

  it('is carried to its end by reindex when the stream gave up on it, and no list says it is being updated after', { timeout: 60_000 }, async () => {
    const ctx = await h.domainCtx();
    const [oldDistributor, newDistributor] = [await h.newMember([8]), await h.newMember([8])];
    const manager = await Members.create(ctx, {
      email: `stuck-${randomUUID().slice(0, 6)}@acme.test`,
      firstName: 'Stuck',
      lastName: 'Manager',
      memberships: [6],
      salesDistributorId: oldDistributor.memberId,
      password: 'Portal-Demo-1',
    });
    const rep = await Members.create(ctx, {
      email: `stuck-r-${manager.memberId}@acme.test`,
      firstName: 'Stuck',
      lastName: 'Rep',
      memberships: [3],
      salesManagerId: manager.memberId,
      salesDistributorId: oldDistributor.memberId,
    });
    await settled();
    const admin = await h.demoToken('admin');
    const updating = async (distributorId: number) =>
      (await h.call('GET', `sales-distributors/${distributorId}/sales-rep/`, { domain: 'acme', token: admin })).body.updating;
    // The projector never gets to it (held, as a stream that gave up after its tries).
    await beforeProjection(async () => {
      await Members.patch(ctx, manager.memberId, { salesDistributorId: newDistributor.memberId });
      expect(await updating(newDistributor.memberId)).toBe(true);
      const stuck = await followUpStatus(h.core, { domains: [ctx.domain.domainId], olderThanMs: 0, now: Date.now() + 1 });
      expect(stuck.find((m) => m.memberId === manager.memberId)).toMatchObject({ kinds: ['team'], steps: 0 });
      expect(await reindex(h.core, { domains: [ctx.domain.domainId], what: ['members'] })).toMatchObject({ followUps: expect.any(Number) });
      expect(await markerOf(ctx, manager.memberId)).toBeNull();
      expect((await Members.fromId(ctx, rep.memberId))?.salesDistributorId).toBe(newDistributor.memberId);
      expect(await updating(newDistributor.memberId)).toBe(false);
      expect(await updating(oldDistributor.memberId)).toBe(false);
    });
    await settled();
    expect((await linkedPage(ctx, newDistributor.memberId, 'salesDistributorId', 3, {}, null, 50)).count).toBe(1);
  });
});
