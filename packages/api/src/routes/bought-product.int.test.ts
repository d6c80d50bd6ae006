import { randomUUID } from 'node:crypto';
import { Membership, type MemberRowPage, type UserListPage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Members, Projector, Reports, type MemberRecord } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

/** A word no other test's member carries, so this file's searches see its own patients only. */
const word = () =>
  `b${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 7)}`;

let admin: string;
let center: MemberRecord, otherCenter: MemberRecord;
let centerToken: string, otherToken: string;
let oakley: MemberRecord, brook: MemberRecord, idle: MemberRecord, elsewhere: MemberRecord;
const [kit, box] = [1, 2];

async function patientOf(hc: MemberRecord, lastName: string) {
  const ctx = await h.domainCtx();
  const made = await h.newMember([Membership.Patient]);
  return Members.patch(ctx, made.memberId, { harvestCenterId: hc.memberId, lastName });
}

async function buys(patient: MemberRecord, productId: number) {
  return Reports.recordSale(await h.domainCtx(), {
    date: new Date().toISOString(),
    productId,
    harvestCenterId: patient.harvestCenterId,
    patientId: patient.memberId,
  });
}

const ids = (page: { results: { id: number }[] }) => page.results.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  admin = await h.demoToken('admin');
  [center, otherCenter] = await Promise.all([h.newMember([Membership.HarvestCenter]), h.newMember([Membership.HarvestCenter])]);
  [centerToken, otherToken] = await Promise.all([h.login(center.email), h.login(otherCenter.email)]);
  const surname = word();
  oakley = await patientOf(center, `${surname}oakley`);
  brook = await patientOf(center, `${surname}brook`);
  idle = await patientOf(center, `${surname}idle`);
  elsewhere = await patientOf(otherCenter, `${surname}far`);
  // Oakley bought the kit twice and the box; Brook the kit; the patient of the other center the kit; Idle nothing.
  await Promise.all([buys(oakley, kit), buys(oakley, kit), buys(oakley, box), buys(brook, kit), buys(elsewhere, kit)]);
  await settled();
});

describe("a harvest center's patients who bought a product", () => {
  const path = () => `harvest-centers/${center.memberId}/patients/`;

  it('lists and counts the patients of the center who bought it, each once', async () => {
    const res = await h.call('GET', `${path()}?product=${kit}&search=${encodeURIComponent(oakley.lastName.slice(0, 8))}`, {
      domain: 'acme',
      token: centerToken,
    });
    expect(res.status).toBe(200);
    const page = res.body as MemberRowPage;
    expect(ids(page)).toEqual([oakley.memberId, brook.memberId].sort((a, b) => a - b));
    expect(page.count).toBe(2);

    const boxes = (await h.call('GET', `${path()}?product=${box}`, { domain: 'acme', token: centerToken })).body as MemberRowPage;
    expect(boxes.results.map((r) => r.id)).toContain(oakley.memberId);
    expect(boxes.results.map((r) => r.id)).not.toContain(brook.memberId);
  });

  it('combines with the search', async () => {
    const res = await h.call('GET', `${path()}?product=${kit}&search=${oakley.lastName}`, { domain: 'acme', token: centerToken });
    expect(ids(res.body as MemberRowPage)).toEqual([oakley.memberId]);
    const none = await h.call('GET', `${path()}?product=${box}&search=${brook.lastName}`, { domain: 'acme', token: centerToken });
    expect((none.body as MemberRowPage).count).toBe(0);
  });

  it("follows a patient who moves to another center, and keeps each center's patients its own", async () => {
    const other = (await h.call('GET', `harvest-centers/${otherCenter.memberId}/patients/?product=${kit}`, { domain: 'acme', token: otherToken }))
      .body as MemberRowPage;
    expect(other.results.map((r) => r.id)).toContain(elsewhere.memberId);
    expect(other.results.map((r) => r.id)).not.toContain(oakley.memberId);
    expect((await h.call('GET', `harvest-centers/${center.memberId}/patients/?product=${kit}`, { domain: 'acme', token: otherToken })).status).toBe(404);

    await Members.patch(await h.domainCtx(), brook.memberId, { harvestCenterId: otherCenter.memberId });
    await settled();
    const after = (await h.call('GET', `harvest-centers/${otherCenter.memberId}/patients/?product=${kit}`, { domain: 'acme', token: otherToken }))
      .body as MemberRowPage;
    expect(after.results.map((r) => r.id)).toContain(brook.memberId);
    const before = (await h.call('GET', `${path()}?product=${kit}&search=${brook.lastName}`, { domain: 'acme', token: centerToken })).body as MemberRowPage;
    expect(before.count).toBe(0);
  });

  it('refuses a product that is not an id, and changes nothing', async () => {
    const res = await h.call('GET', `${path()}?product=kit`, { domain: 'acme', token: centerToken });
    expect(res.status).toBe(400);
  });
});

describe("the admin's users list by product bought", () => {
  it('lists the buyers in the domain, with the membership and search filters', async () => {
    const search = encodeURIComponent(oakley.lastName.slice(0, 8));
    const all = (await h.call('GET', `users/all/?product=${kit}&search=${search}`, { domain: 'acme', token: admin })).body as UserListPage;
    expect(ids(all)).toEqual([oakley.memberId, brook.memberId, elsewhere.memberId].sort((a, b) => a - b));
    const patients = (await h.call('GET', `users/all/?product=${kit}&membership=${Membership.Patient}&search=${search}`, { domain: 'acme', token: admin }))
      .body as UserListPage;
    expect(patients.count).toBe(3);
    const centers = (await h.call('GET', `users/all/?product=${kit}&membership=${Membership.HarvestCenter}`, { domain: 'acme', token: admin }))
      .body as UserListPage;
    expect(centers.count).toBe(0);
    expect(ids((await h.call('GET', `users/all/?product=${box}&search=${search}`, { domain: 'acme', token: admin })).body as UserListPage)).toEqual([
      oakley.memberId,
    ]);
    expect(ids((await h.call('GET', `users/all/?search=${search}`, { domain: 'acme', token: admin })).body as UserListPage)).toContain(idle.memberId);
  });

  it('is rebuilt by reindex from the sales', async () => {
    const ctx = await h.domainCtx();
    // As a record from before products were noted: the set gone, its lists with it.
    await ctx.db.entities.member.patch({ domainId: ctx.domain.domainId, memberId: idle.memberId }).remove(['boughtProductIds']).go();
    const sale = await buys(idle, box);
    await settled();
    await ctx.db.entities.member.patch({ domainId: ctx.domain.domainId, memberId: idle.memberId }).remove(['boughtProductIds']).go();
    await settled();
    const search = encodeURIComponent(idle.lastName);
    expect(((await h.call('GET', `users/all/?product=${box}&search=${search}`, { domain: 'acme', token: admin })).body as UserListPage).count).toBe(0);
    const report = await Projector.reindex(ctx, { domains: [ctx.domain.domainId], what: ['transactions'], fromId: sale.transactionId });
    expect(report.repaired).toBeGreaterThanOrEqual(1);
    await settled();
    expect(((await h.call('GET', `users/all/?product=${box}&search=${search}`, { domain: 'acme', token: admin })).body as UserListPage).count).toBe(1);
  });
});
