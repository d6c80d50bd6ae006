import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Coupons, Members, Products } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

/** A referral center of the demo rep, associated with `centers`, with a patient it referred to the first of them. */
async function referralCenter(tag: string, centers: number[]) {
  const ctx = await h.domainCtx();
  const rhc = await Members.patch(ctx, (await h.newMember([5])).memberId, { company: `Aspen Referral ${tag}`, salesRepId: 3, rhcHcIds: centers });
  const patient = await Members.patch(ctx, (await h.newMember([2])).memberId, {
    harvestCenterId: centers[0],
    referralHarvestCenterId: rhc.memberId,
    salesRepId: 3,
  });
  // Its lists and search postings are the projector's.
  await settled();
  return { rhc, patient };
}

const center = async (company: string) => Members.patch(await h.domainCtx(), (await h.newMember([4])).memberId, { company, salesRepId: 3 });

/** A referral processing fee for the chosen center, paid in full by a coupon made for it: no gateway involved. */
async function referralCheckout(centerId: number) {
  const ctx = await h.domainCtx();
  const admin = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
  const code = `RHC-${randomUUID().slice(0, 8)}`;
  await Coupons.create({ ...ctx, caller: admin, member: admin }, { name: 'RHC walk', code, max_use_number: 0, discount_amount: 10_000, product_ids: [13] });
  const product = (await Products.fromId(ctx, 13))!;
  return {
    idempotency_key: randomUUID(),
    product_id: 13,
    product_amount: product.priceCents / 100,
    total_amount: 0,
    shipping_fee: 'no',
    harvest_fee: 'no',
    harvest_center_id: centerId,
    coupon_code: code,
    coupon_code_amount: 10_000,
    email: 'rhc@acme.test',
    phone_number: '5550100',
    addressInfo: { address1: '1 Walk Way', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
    payment: { payment_profile_id: '1' },
  };
}

describe('the RHC Manager', () => {
  it("pages and filters the domain's referral centers with their harvest centers, for admins only", async () => {
    const tag = randomUUID().slice(0, 6);
    const north = await center(`North Clinic ${tag}`);
    const { rhc } = await referralCenter(tag, [north.memberId, 4]);
    const admin = await h.demoToken('admin');
    const page = await h.call('GET', `rhc-association/all/?search=${encodeURIComponent(`Aspen Referral ${tag}`)}`, { domain: 'acme', token: admin });
    expect(page.body).toMatchObject({
      count: 1,
      next_cursor: null,
      results: [
        {
          id: rhc.memberId,
          rhc_desc: { id: rhc.memberId, company: `Aspen Referral ${tag}`, email: rhc.email },
          hc_desc: [
            { id: north.memberId, company: `North Clinic ${tag}` },
            { id: 4, company: 'Acme Harvest Center' },
          ],
          rhc_hc_ids: [north.memberId, 4],
        },
      ],
    });
    // Only referral centers are listed: a harvest center's company finds no row.
    expect((await h.call('GET', `rhc-association/all/?search=${encodeURIComponent(`North Clinic ${tag}`)}`, { domain: 'acme', token: admin })).body.count).toBe(
      0,
    );
    for (const role of ['hc', 'rhc', 'staff', 'rep'])
      expect((await h.call('GET', 'rhc-association/all/', { domain: 'acme', token: await h.demoToken(role) })).status).toBe(403);
    expect((await h.call('GET', 'rhc-association/all/?cursor=not-a-cursor', { domain: 'acme', token: admin })).status).toBe(400);
  });

  it('moves new referrals to the new centers, while the patients already referred stay where they were', { timeout: 60_000 }, async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await center(`Elm Clinic ${tag}`);
    const second = await center(`Oak Clinic ${tag}`);
    const { rhc, patient } = await referralCenter(tag, [first.memberId]);
    const admin = await h.demoToken('admin');
    const rhcToken = await h.login(rhc.email);
    const firstToken = await h.login(first.email);
    const secondToken = await h.login(second.email);
    // Before: the first center sees the referral center and its referred patient; the second sees neither.
    expect((await h.call('GET', `users/${rhc.memberId}/`, { domain: 'acme', token: firstToken })).status).toBe(200);
    expect((await h.call('GET', `users/${rhc.memberId}/`, { domain: 'acme', token: secondToken })).status).toBe(404);

    const moved = await h.call('POST', `rhc-association/update-association/${rhc.memberId}/`, {
      domain: 'acme',
      token: admin,
      body: { rhc_hc_ids: [second.memberId] },
    });
    expect(moved.body).toMatchObject({
      code: 'Success',
      data: { rhc_hc_ids: [second.memberId], hc_desc: [{ id: second.memberId, company: `Oak Clinic ${tag}` }] },
    });
    expect((await h.call('GET', `users/${rhc.memberId}/`, { domain: 'acme', token: rhcToken })).body.rhc_hc_ids).toEqual([second.memberId]);

    // The referral center is now the second center's to see, no longer the first's.
    expect((await h.call('GET', `users/${rhc.memberId}/`, { domain: 'acme', token: secondToken })).status).toBe(200);
    expect((await h.call('GET', `users/${rhc.memberId}/`, { domain: 'acme', token: firstToken })).status).toBe(404);
    // The patient it referred before stays with the first center, and with the referral center.
    const firstReferred = await h.call('GET', `harvest-centers/${first.memberId}/referral-patients/`, { domain: 'acme', token: firstToken });
    expect(firstReferred.body.results.map((r: { id: number }) => r.id)).toEqual([patient.memberId]);
    expect((await h.call('GET', `users/${patient.memberId}/`, { domain: 'acme', token: firstToken })).status).toBe(200);
    expect((await h.call('GET', `harvest-centers/${second.memberId}/referral-patients/`, { domain: 'acme', token: secondToken })).body.count).toBe(0);
    expect((await h.call('GET', `users/${patient.memberId}/`, { domain: 'acme', token: secondToken })).status).toBe(404);
    const rhcPatients = await h.call('GET', `harvest-centers/referral/${rhc.memberId}/patients/`, { domain: 'acme', token: rhcToken });
    expect(rhcPatients.body.results.map((r: { id: number; hc_desc: { id: number } }) => [r.id, r.hc_desc.id])).toEqual([[patient.memberId, first.memberId]]);

    // A new referral goes to a center of the association now: the first is refused, the second is recorded.
    const refused = await h.call('POST', 'transactions/', { domain: 'acme', token: rhcToken, body: await referralCheckout(first.memberId) });
    expect(refused.status).toBe(404);
    const paid = await h.call('POST', 'transactions/', { domain: 'acme', token: rhcToken, body: await referralCheckout(second.memberId) });
    expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ code: 'success' });
  });

  it('refuses bad input, other memberships and other domains, changing nothing', async () => {
    const tag = randomUUID().slice(0, 6);
    const { rhc } = await referralCenter(tag, [4]);
    const admin = await h.demoToken('admin');
    const update = (id: number | string, body: unknown, token = admin, domain = 'acme') =>
      h.call('POST', `rhc-association/update-association/${id}/`, { domain, token, body });
    const patient = await h.newMember([2]);
    expect(await update(rhc.memberId, { rhc_hc_ids: [patient.memberId] })).toMatchObject({
      status: 400,
      body: { message: 'Choose a harvest center of this portal.' },
    });
    expect(await update(rhc.memberId, { rhc_hc_ids: [99_999_999] })).toMatchObject({
      status: 400,
      body: { message: 'Choose a harvest center of this portal.' },
    });
    expect((await update(rhc.memberId, { rhc_hc_ids: [4], staff_hc_ids: [4] })).status).toBe(400);
    expect((await update(rhc.memberId, { rhc_hc_ids: '4' })).status).toBe(400);
    expect((await update(rhc.memberId, { rhc_hc_ids: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await update(rhc.memberId, {})).status).toBe(400);
    expect((await update('abc', { rhc_hc_ids: [4] })).status).toBe(400);
    // Only a referral center has an association: a harvest center or a staff member is not found here.
    expect((await update(4, { rhc_hc_ids: [4] })).status).toBe(404);
    expect((await update(9, { rhc_hc_ids: [4] })).status).toBe(404);
    // Another domain's admin, and a harvest center of another domain.
    const betaAdmin = await h.demoToken('admin', 'beta');
    expect((await update(rhc.memberId, { rhc_hc_ids: [] }, betaAdmin, 'beta')).status).toBe(404);
    expect((await update(rhc.memberId, { rhc_hc_ids: [] }, await h.demoToken('hc'))).status).toBe(403);
    expect((await Members.fromId(await h.domainCtx(), rhc.memberId))!.rhcHcIds).toEqual([4]);
  });
});
