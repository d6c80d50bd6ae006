import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Coupons } from '../../../core/src';
import { transact } from '../../../core/src/db/transact';
import { harness } from '../../../../scripts/test/harness';

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

const fresh = (prefix = 'SAVE') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
const admin = () => h.demoToken('admin');
const add = async (body: Record<string, unknown>, token?: string, domain = 'acme') =>
  h.call('POST', 'coupon-codes/', { domain, token: token ?? (await admin()), body: { name: 'Spring', code: fresh(), max_use_number: 10, discount_amount: 25, ...body } });
const validate = async (body: Record<string, unknown>, role = 'hc', domain = 'acme') =>
  h.call('POST', 'coupon-codes/validate-code/', { domain, token: await h.demoToken(role, domain), body });
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
      products: [{ id: 1, name: 'New Patient Processing Fee' }, { id: 13, name: 'Referral Processing Fee' }],
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
    const results = await Promise.all([add({ code: raced }), add({ code: raced.toLowerCase() }), add({ code: `${raced.slice(0, 5)}${raced.slice(5).toLowerCase()}` })]);
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
    expect(edited.body).toMatchObject({ message: 'Record has been updated!', coupon: { name: 'Edited', code: newCode, max_use_number: 0, discount_amount: 40, product_ids: '', status: 0 } });
    expect((await validate({ code: first.code, product_id: 2 })).body).toMatchObject({ success: false, message: 'Invalid coupon code.' });
    expect((await validate({ code: newCode, product_id: 2 })).body).toMatchObject({ success: false, message: 'This coupon code is not active.' });

    const taken = await h.call('PUT', `coupon-codes/${second.id}/`, { domain: 'acme', token: await admin(), body: { name: 'x', code: newCode.toLowerCase(), max_use_number: 1, discount_amount: 1 } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A coupon with this code already exists.' } });
    expect((await h.call('GET', `coupon-codes/${second.id}/`, { domain: 'acme', token: await admin() })).body).toEqual(second);
    // Only the case changes: the code stays the coupon's.
    const recased = await h.call('PUT', `coupon-codes/${first.id}/`, { domain: 'acme', token: await admin(), body: { name: 'Edited', code: newCode.toLowerCase(), max_use_number: 0, discount_amount: 40, status: 1 } });
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
    expect(await no({ product_id: 3 })).toEqual({ success: false, discount: 0, coupon_id: null, code: coupon.code, message: 'This coupon code does not apply to this product.' });
    expect((await no({ product_id: 1, harvest_center_id: 5 })).message).toBe('This coupon code does not apply to this harvest center.');
    expect((await no({ product_id: 1, harvest_center_id: null })).message).toBe('This coupon code does not apply to this harvest center.');
    expect((await no({ product_id: 2 }, 'patient')).success).toBe(true);
    expect((await no({ product_id: 2, code: 'NO-SUCH-CODE' }, 'rhc')).message).toBe('Invalid coupon code.');

    for (let i = 0; i < 2; i++) expect((await transact(ctx.db, (e) => [Coupons.redemption(e, ctx.domain.domainId, coupon.id)])).ok).toBe(true);
    expect((await no({ product_id: 1 })).message).toBe('This coupon code has reached its maximum number of uses.');
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
    for (const role of ['lab', 'rep', 'manager', 'distributor', 'admin', 'staff']) expect((await validate({ code: coupon.code, product_id: 1 }, role)).status, role).toBe(403);
    // Staff check a code as the center they act for.
    const staff = await h.call('POST', 'coupon-codes/validate-code/', { domain: 'acme', token: await h.demoToken('staff'), actingAs: 4, body: { code: coupon.code, product_id: 1 } });
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
