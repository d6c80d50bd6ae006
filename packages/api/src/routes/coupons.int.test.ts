import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Coupons, Members } from '../../../core/src';
import { transact } from '../../../core/src/db/transact';
import { harness } from '../../../../scripts/test/harness';
import { awayFromWindowEdge } from '../../../../scripts/test/limits';

const h = harness();

type Coupon = {
  id: number;
  name: string;
  code: string;
  max_use_number: number;
  discount_amount: number;
  product_ids: string;
  products: { id: number; name: string }[];
  harvest_center: number | null;
  hc_desc: { id: number; company: string } | null;
  used_number: number;
  status: 0 | 1;
};

// This file's checks come from an address of its own: validation failures are limited per address.
const address = `10.42.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const fresh = (prefix = 'SAVE') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
const admin = () => h.demoToken('admin');
const add = async (body: Record<string, unknown>, token?: string, domain = 'acme') =>
  h.call('POST', 'coupon-codes/', {
    domain,
    token: token ?? (await admin()),
    body: { name: 'Spring', code: fresh(), max_use_number: 10, discount_amount: 25, ...body },
  });
const validate = async (body: Record<string, unknown>, role = 'hc', domain = 'acme') =>
  h.call('POST', 'coupon-codes/validate-code/', { domain, token: await h.demoToken(role, domain), body, address });
const check = (token: string, body: Record<string, unknown>, options: { address?: string; actingAs?: number } = {}) =>
  h.call('POST', 'coupon-codes/validate-code/', { domain: 'acme', token, body, address: options.address ?? address, actingAs: options.actingAs });
/** The one answer of every code that gives no discount, whatever the reason. */
const refused = (code: string) => ({ success: false, discount: 0, coupon_id: null, code, message: 'Invalid coupon code.' });
const TOO_MANY = 'Too many coupon code attempts. Please wait 15 minutes and try again.';
/** A harvest center of its own (with its token), so a test can spend its failures freely. */
async function ownCenter() {
  const center = await Members.patch(await h.domainCtx(), (await h.newMember([4])).memberId, {
    company: `Check Clinic ${randomUUID().slice(0, 6)}`,
    salesRepId: 3,
  });
  return { center, token: await h.login(center.email) };
}
const count = async () => (await h.call('GET', 'coupon-codes/', { domain: 'acme', token: await admin() })).body.count as number;

describe('coupon codes', () => {
  it('adds a coupon that the list shows first, with its products, center and status', async () => {
    const before = await count();
    const res = await add({ name: 'Welcome', max_use_number: 5, discount_amount: '150.50', product_ids: '13, 1', harvest_center: 4 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const coupon = res.body.coupon as Coupon;
    expect(coupon).toMatchObject({
      name: 'Welcome',
      max_use_number: 5,
      discount_amount: 150.5,
      product_ids: '1,13',
      products: [
        { id: 1, name: 'New Patient Processing Fee' },
        { id: 13, name: 'Referral Processing Fee' },
      ],
      harvest_center: 4,
      hc_desc: { id: 4, company: 'Acme Harvest Center' },
      used_number: 0,
      status: 1,
    });
    const list = await h.call('GET', 'coupon-codes/', { domain: 'acme', token: await admin() });
    expect(list.body.count).toBe(before + 1);
    expect(list.body.page_size).toBe(10);
    expect(list.body.results[0]).toEqual(coupon);
    expect((await h.call('GET', `coupon-codes/${coupon.id}/`, { domain: 'acme', token: await admin() })).body).toEqual(coupon);
  });

  it('keeps codes unique per domain in any case, also when two admins race for one', async () => {
    const code = fresh('CASE');
    expect((await add({ code })).status).toBe(200);
    const twin = await add({ code: code.toLowerCase() });
    expect(twin).toMatchObject({ status: 409, body: { message: 'A coupon with this code already exists.' } });

    const raced = fresh('RACE');
    const before = await count();
    const results = await Promise.all([
      add({ code: raced }),
      add({ code: raced.toLowerCase() }),
      add({ code: `${raced.slice(0, 5)}${raced.slice(5).toLowerCase()}` }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await count()).toBe(before + 1);
    // Another domain may use the same code.
    expect((await add({ code }, await h.demoToken('admin', 'beta'), 'beta')).status).toBe(200);
  });

  it('edits a coupon, moving its code, and refuses a code another coupon holds', async () => {
    const first = (await add({ product_ids: '2' })).body.coupon as Coupon;
    const second = (await add({})).body.coupon as Coupon;
    const newCode = fresh('EDIT');
    const edited = await h.call('PUT', `coupon-codes/${first.id}/`, {
      domain: 'acme',
      token: await admin(),
      body: { name: 'Edited', code: newCode, max_use_number: 0, discount_amount: 40, product_ids: '', harvest_center: null, status: '0' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Record has been updated!',
      coupon: { name: 'Edited', code: newCode, max_use_number: 0, discount_amount: 40, product_ids: '', status: 0 },
    });
    expect((await validate({ code: first.code, product_id: 2 })).body).toMatchObject({ success: false, message: 'Invalid coupon code.' });
    expect((await validate({ code: newCode, product_id: 2 })).body).toMatchObject({ success: false, message: 'Invalid coupon code.' });

    const taken = await h.call('PUT', `coupon-codes/${second.id}/`, {
      domain: 'acme',
      token: await admin(),
      body: { name: 'x', code: newCode.toLowerCase(), max_use_number: 1, discount_amount: 1 },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A coupon with this code already exists.' } });
    expect((await h.call('GET', `coupon-codes/${second.id}/`, { domain: 'acme', token: await admin() })).body).toEqual(second);
    // Only the case changes: the code stays the coupon's.
    const recased = await h.call('PUT', `coupon-codes/${first.id}/`, {
      domain: 'acme',
      token: await admin(),
      body: { name: 'Edited', code: newCode.toLowerCase(), max_use_number: 0, discount_amount: 40, status: 1 },
    });
    expect(recased.body.coupon).toMatchObject({ code: newCode.toLowerCase(), status: 1, product_ids: '' });
    expect((await validate({ code: newCode, product_id: 3 })).body).toMatchObject({ success: true, discount: 40, coupon_id: first.id });
  });

  it('removes a coupon: gone from the list and its count, and its code free again', async () => {
    const coupon = (await add({})).body.coupon as Coupon;
    const before = await count();
    const removed = await h.call('DELETE', `coupon-codes/${coupon.id}/`, { domain: 'acme', token: await admin() });
    expect(removed).toMatchObject({ status: 200, body: { success: true, message: 'Coupon code has been removed!' } });
    expect(await count()).toBe(before - 1);
    expect((await h.call('GET', `coupon-codes/${coupon.id}/`, { domain: 'acme', token: await admin() })).status).toBe(404);
    expect((await h.call('DELETE', `coupon-codes/${coupon.id}/`, { domain: 'acme', token: await admin() })).status).toBe(404);
    expect((await validate({ code: coupon.code, product_id: 1 })).body.success).toBe(false);
    expect((await add({ code: coupon.code })).status).toBe(200);
  });

  it('pages the list newest first, with the total from its counter', async () => {
    for (let i = 0; i < 6; i++) await add({ name: `Paging ${i}` });
    const seen: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const path: string = `coupon-codes/?page_size=5${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await h.call('GET', path, { domain: 'acme', token: await admin() });
      expect(res.status).toBe(200);
      expect(res.body.results.length).toBeLessThanOrEqual(5);
      seen.push(...res.body.results.map((c: Coupon) => c.id));
      total = res.body.count;
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen.length).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await h.call('GET', 'coupon-codes/?cursor=not-a-cursor', { domain: 'acme', token: await admin() })).status).toBe(400);
  });

  it('answers the discount of a code for a product and a center, and why not when it gives none', async () => {
    const ctx = await h.domainCtx();
    const coupon = (await add({ max_use_number: 2, discount_amount: 100, product_ids: '1,2', harvest_center: 4 })).body.coupon as Coupon;
    const ok = await validate({ code: coupon.code.toLowerCase(), product_id: 1, harvest_center_id: 4 });
    expect(ok.body).toEqual({ success: true, discount: 100, coupon_id: coupon.id, code: coupon.code, message: 'Coupon code applied.' });
    // It reserves nothing.
    expect((await Coupons.fromId(ctx, coupon.id))?.usedNumber).toBe(0);
    const no = (body: Record<string, unknown>, role = 'hc') => validate({ code: coupon.code, harvest_center_id: 4, ...body }, role).then((r) => r.body);
    // Every code that gives no discount gets one answer: it tells no reason.
    expect(await no({ product_id: 3 })).toEqual({ success: false, discount: 0, coupon_id: null, code: coupon.code, message: 'Invalid coupon code.' });
    expect((await no({ product_id: 1, harvest_center_id: 5 })).message).toBe('Invalid coupon code.');
    // No center named: the harvest center's own.
    expect((await no({ product_id: 1, harvest_center_id: null })).success).toBe(true);
    expect((await no({ product_id: 2 }, 'patient')).success).toBe(true);
    expect((await no({ product_id: 2, code: 'NO-SUCH-CODE' }, 'rhc')).message).toBe('Invalid coupon code.');

    for (let i = 0; i < 2; i++) expect((await transact(ctx.db, (e) => [Coupons.redemption(e, ctx.domain.domainId, coupon.id)])).ok).toBe(true);
    expect((await no({ product_id: 1 })).message).toBe('Invalid coupon code.');
    // acme's codes mean nothing in beta.
    expect((await validate({ code: coupon.code, product_id: 1, harvest_center_id: 4 }, 'hc', 'beta')).body.message).toBe('Invalid coupon code.');
  });

  it('lets only admins manage coupons, and only buyers check a code', async () => {
    const coupon = (await add({})).body.coupon as Coupon;
    for (const role of ['hc', 'rhc', 'patient', 'rep', 'staff']) {
      const token = await h.demoToken(role);
      expect((await h.call('GET', 'coupon-codes/', { domain: 'acme', token })).status, role).toBe(403);
      expect((await h.call('DELETE', `coupon-codes/${coupon.id}/`, { domain: 'acme', token })).status, role).toBe(403);
      expect((await add({}, token)).status, role).toBe(403);
    }
    for (const role of ['lab', 'rep', 'manager', 'distributor', 'admin', 'staff'])
      expect((await validate({ code: coupon.code, product_id: 1 }, role)).status, role).toBe(403);
    // Staff check a code as the center they act for.
    const staff = await h.call('POST', 'coupon-codes/validate-code/', {
      domain: 'acme',
      token: await h.demoToken('staff'),
      actingAs: 4,
      body: { code: coupon.code, product_id: 1 },
    });
    expect(staff.body.success).toBe(true);
    expect((await h.call('GET', `coupon-codes/${coupon.id}/`, { domain: 'acme', token: await admin() })).body.used_number).toBe(0);
  });

  it("never shows another domain's coupon", async () => {
    const coupon = (await add({})).body.coupon as Coupon;
    const beta = await h.call('GET', `coupon-codes/${coupon.id}/`, { domain: 'beta', token: await h.demoToken('admin', 'beta') });
    expect(beta.body.code).not.toBe(coupon.code);
    const betaList = await h.call('GET', 'coupon-codes/?page_size=50', { domain: 'beta', token: await h.demoToken('admin', 'beta') });
    expect(betaList.body.results.some((c: Coupon) => c.code === coupon.code)).toBe(false);
    expect((await h.call('DELETE', `coupon-codes/${coupon.id}/`, { domain: 'beta', token: await admin() })).status).toBe(403);
  });

  it('refuses bad input with the rule broken, and stores nothing', async () => {
    const before = await count();
    const patient = (await h.newMember([2])).memberId;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: Required'],
      [{ code: '' }, 'code: Required'],
      [{ code: 'TWO WORDS' }, 'code: A coupon code has no spaces.'],
      [{ max_use_number: -1 }, 'max_use_number: Ensure this value is greater than or equal to 0.'],
      [{ max_use_number: '' }, 'max_use_number: Enter a number of uses (0 for unlimited)'],
      [{ discount_amount: 0 }, 'discount_amount: The discount must be above 0'],
      [{ discount_amount: '' }, 'discount_amount: Required'],
      [{ product_ids: '4' }, 'product_ids: Name products of the catalog by id, separated by commas (1, 2, 3, 8, 9, 10, 11, 12, 13, 14).'],
      [{ status: 2 }, 'status: Choose a status: 1 (Active) or 0 (Inactive).'],
      [{ harvest_center: patient }, 'Choose a harvest center of this domain.'],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await count()).toBe(before);
  });
});

describe('the coupon check of a checkout', () => {
  it('checks a code only for a center the caller buys for, as the checkout does', async () => {
    const other = await ownCenter();
    const forOther = (await add({ discount_amount: 30, harvest_center: other.center.memberId })).body.coupon as Coupon;
    const forDemo = (await add({ discount_amount: 20, harvest_center: 4 })).body.coupon as Coupon;
    // The demo center, its referral center, its patient and its staff acting as it: another center's coupon is refused.
    for (const role of ['hc', 'rhc', 'patient']) {
      const product = role === 'hc' ? 1 : 2;
      const named = await check(await h.demoToken(role), { code: forOther.code, product_id: product, harvest_center_id: other.center.memberId });
      expect(named, role).toMatchObject({ status: 200, body: refused(forOther.code) });
      const own = await check(await h.demoToken(role), { code: forDemo.code, product_id: product, harvest_center_id: 4 });
      expect(own.body, role).toMatchObject({ success: true, discount: 20, coupon_id: forDemo.id });
    }
    const staff = await check(await h.demoToken('staff'), { code: forOther.code, product_id: 1, harvest_center_id: other.center.memberId }, { actingAs: 4 });
    expect(staff).toMatchObject({ status: 200, body: refused(forOther.code) });
    // A harvest center checks for itself, whatever center it names or leaves out.
    expect((await check(other.token, { code: forOther.code, product_id: 1 })).body).toMatchObject({ success: true, coupon_id: forOther.id });
    expect((await check(other.token, { code: forDemo.code, product_id: 1, harvest_center_id: 4 })).body).toEqual(refused(forDemo.code));
    // The checkout refuses another center's coupon too, before anything is charged.
    const checkout = await h.call('POST', 'transactions/', {
      domain: 'acme',
      token: await h.demoToken('hc'),
      body: {
        idempotency_key: randomUUID(),
        product_id: 1,
        product_amount: 1500,
        total_amount: 1470,
        shipping_fee: 'no',
        harvest_fee: 'no',
        coupon_code: forOther.code,
        coupon_code_amount: 30,
        email: 'hc@acme.test',
        phone_number: '5550100',
        addressInfo: { address1: '1 Check Way', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
        payment: { payment_profile_id: '1' },
      },
    });
    expect(checkout).toMatchObject({ status: 400, body: { code: 'coupon_refused' } });
  });

  it('answers unknown, inactive, used-up, wrong-product and other-center codes alike', async () => {
    const ctx = await h.domainCtx();
    const { token } = await ownCenter();
    const other = await ownCenter();
    const inactive = (await add({ status: 0 })).body.coupon as Coupon;
    const usedUp = (await add({ max_use_number: 1 })).body.coupon as Coupon;
    expect((await transact(ctx.db, (e) => [Coupons.redemption(e, ctx.domain.domainId, usedUp.id)])).ok).toBe(true);
    const otherProduct = (await add({ product_ids: '13' })).body.coupon as Coupon;
    const otherCenter = (await add({ harvest_center: other.center.memberId })).body.coupon as Coupon;
    const codes = [fresh('NONE'), inactive.code, usedUp.code, otherProduct.code, otherCenter.code];
    const answers = await Promise.all(codes.map((code) => check(token, { code, product_id: 1 }, { address: `10.43.0.${codes.indexOf(code) + 1}` })));
    for (const [i, answer] of answers.entries()) expect(answer, codes[i]).toEqual({ status: 200, body: refused(codes[i]!) });
  });

  it('answers every guess through the checkout as the coupon check does, counted in the same limit', async () => {
    await awayFromWindowEdge();
    const ctx = await h.domainCtx();
    const { center, token } = await ownCenter();
    const other = await ownCenter();
    const real = (await add({ discount_amount: 5, product_ids: '1' })).body.coupon as Coupon;
    const otherProduct = (await add({ product_ids: '13' })).body.coupon as Coupon;
    const otherCenter = (await add({ harvest_center: other.center.memberId })).body.coupon as Coupon;
    const usedUp = (await add({ max_use_number: 1 })).body.coupon as Coupon;
    expect((await transact(ctx.db, (e) => [Coupons.redemption(e, ctx.domain.domainId, usedUp.id)])).ok).toBe(true);
    const here = `10.47.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // A wrong total reaches no gateway: the answer is about the code alone.
    const guess = (code: string, from = here) =>
      h.call('POST', 'transactions/', {
        domain: 'acme',
        token,
        address: from,
        body: {
          idempotency_key: randomUUID(),
          product_id: 1,
          product_amount: 1,
          total_amount: 1,
          shipping_fee: 'no',
          coupon_code: code,
          email: center.email,
          phone_number: '5550100',
          addressInfo: { address1: '1 Check Way', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
          payment: { payment_profile_id: '1' },
        },
      });
    const wrong = [fresh('NONE'), otherProduct.code, otherCenter.code, usedUp.code];
    for (const code of wrong) expect(await guess(code), code).toMatchObject({ status: 400, body: { message: 'Invalid coupon code.', code: 'coupon_refused' } });
    // A real code gets past the coupon and stops at the total, without counting.
    expect(await guess(real.code)).toMatchObject({ status: 400, body: { code: 'total_changed' } });
    for (let i = wrong.length; i < 10; i++) expect((await guess(fresh('GUESS'))).status).toBe(400);
    // The member's ten failures through the checkout close the coupon check too, and the checkout itself.
    expect(await check(token, { code: fresh('GUESS'), product_id: 1 }, { address: `10.48.${Math.floor(Math.random() * 250)}.1` })).toMatchObject({
      status: 429,
      body: { message: TOO_MANY },
    });
    expect(await guess(fresh('GUESS'), `10.49.${Math.floor(Math.random() * 250)}.1`)).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    expect(await guess(real.code)).toMatchObject({ status: 429, body: { message: TOO_MANY } });
  });

  it('limits failed checks per member and per address, and answers 429 past them', async () => {
    await awayFromWindowEdge();
    const coupon = (await add({ discount_amount: 5 })).body.coupon as Coupon;
    const here = `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const first = await ownCenter();
    // Right codes do not count.
    for (let i = 0; i < 3; i++) expect((await check(first.token, { code: coupon.code, product_id: 1 }, { address: here })).body.success).toBe(true);
    for (let i = 0; i < 10; i++) expect((await check(first.token, { code: fresh('GUESS'), product_id: 1 }, { address: here })).status).toBe(200);
    const blocked = await check(first.token, { code: fresh('GUESS'), product_id: 1 }, { address: `10.45.${Math.floor(Math.random() * 250)}.1` });
    expect(blocked).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    // Even a right code waits: the member is refused, from any address.
    expect((await check(first.token, { code: coupon.code, product_id: 1 }, { address: here })).status).toBe(429);

    // The address: 30 failures in all, whichever members send them.
    let sent = 10;
    while (sent < 30) {
      const { token } = await ownCenter();
      for (let i = 0; i < 9 && sent < 30; i++, sent++)
        expect((await check(token, { code: fresh('GUESS'), product_id: 1 }, { address: here })).status).toBe(200);
    }
    const next = await ownCenter();
    expect(await check(next.token, { code: fresh('GUESS'), product_id: 1 }, { address: here })).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    expect((await check(next.token, { code: coupon.code, product_id: 1 }, { address: `10.46.${Math.floor(Math.random() * 250)}.1` })).body.success).toBe(true);
  });
});
