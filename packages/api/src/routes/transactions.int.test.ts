import { randomUUID } from 'node:crypto';
import {
  CARD_DATA_REFUSED,
  COUPON_USED_UP,
  KEY_REUSED,
  NO_SALES_REP,
  PAYMENT_DECLINED,
  SELECT_A_PATIENT,
  TOTAL_CHANGED,
  type ProductId,
} from '@portal/contracts';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { startAuthorizeNetSimulator } from '../../../simulators/src';
import { configFromEnv, Coupons, createCore, Members, Products, StatusJob, Transactions, type MemberRecord } from '../../../core/src';
import { buildProviders } from '../../../core/src/providers';
import { authorizeNetPayments } from '../../../core/src/providers/payments/authorizenet';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';
import { WATCH_MS } from '../../../core/src/transactions/settle';

// The production adapter against a simulator of this file's own, with a short timeout, so a test
// can arm the gateway's faults and count its charges.
const merchant = { apiLoginId: 'checkout-login', transactionKey: 'checkoutKey00001', clientKey: 'checkout-public-client-key' };
const sim = await startAuthorizeNetSimulator({ port: 0, ...merchant });
const env = {
  ...inject('apiEnv'),
  AUTHORIZENET_BASE_URL: sim.url,
  AUTHORIZENET_API_LOGIN_ID: merchant.apiLoginId,
  AUTHORIZENET_TRANSACTION_KEY: merchant.transactionKey,
  AUTHORIZENET_CLIENT_KEY: merchant.clientKey,
};
const config = configFromEnv(env);
/** The API as deployed (the adapter's own timeout), and one whose gateway calls give up after 1.5 s, for the timeout tests. */
const coreWith = (timeoutMs?: number) =>
  createCore(config, {
    ...buildProviders(config),
    payments: authorizeNetPayments({ baseUrl: sim.url, apiLoginId: merchant.apiLoginId, transactionKey: merchant.transactionKey, timeoutMs }),
  });
const core = coreWith();
const h = harness({ core });
const impatient = harness({ core: coreWith(1500) });
afterAll(() => sim.close());
afterEach(() => sim.faults.reset());

const arm = (what: 'lose' | 'delay' | 'fail' | 'refuse', body: object) =>
  fetch(`${sim.url}/_sim/${what}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const charges = (invoiceId: string | null) => sim.store.transactions.filter((t) => t.invoiceNumber === invoiceId);
/** The gateway's daily cutoff, now: the captured charges leave the unsettled list for a settled batch. */
const settleBatch = () => fetch(`${sim.url}/_sim/settle`, { method: 'POST' });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The browser's Accept.js call: the card goes to the gateway, the API gets a token. */
async function token(cardNumber = '4111111111111111') {
  const res = await fetch(`${sim.url}/xml/v1/request.api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: merchant.apiLoginId, clientKey: merchant.clientKey },
        data: { type: 'TOKEN', id: randomUUID(), token: { cardNumber, expirationDate: '122031', cardCode: '123' } },
      },
    }),
  });
  const body = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as { opaqueData: { dataDescriptor: string; dataValue: string } };
  return { descriptor: body.opaqueData.dataDescriptor, value: body.opaqueData.dataValue };
}

const address = { address1: '12 Harbor Road', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' };
// The demo sales rep (3) of the acme domain, with its manager (6) and distributor (8).
const DEMO_REP = 3;

/** A fresh member of the acme domain with the demo rep and an address, signed in. */
async function buyer(memberships: number[], fields: Members.MemberPatch = {}) {
  const member = await h.newMember(memberships);
  await Members.patch(await h.domainCtx(), member.memberId, {
    salesRepId: DEMO_REP,
    address1: address.address1,
    city: 'Boise',
    stateDesc: 'ID',
    countryDesc: 'United States',
    zipCode: '83702',
    ...fields,
  });
  const authToken = await h.login(member.email);
  return { member, token: authToken };
}

/** A harvest center with a saved card (of `cardNumber`). */
async function center(cardNumber = '4111111111111111', memberships = [4], fields: Members.MemberPatch = {}) {
  const b = await buyer(memberships, fields);
  const saved = await h.call('POST', 'billing-profiles/create-profile/', {
    domain: 'acme',
    token: b.token,
    body: { user_id: b.member.memberId, card_holder: 'Hana Center', token: await token(cardNumber) },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...b, card: saved.body.payments[0].payment_profile_id as string };
}

/** The ids and count of a center's transaction history: the reports show its paid transactions only. */
async function history(hc: { member: MemberRecord; token: string }) {
  // The projector puts a paid transaction in the reports.
  await settled();
  const res = await h.call('GET', `harvest-centers/${hc.member.memberId}/transactions-history/`, { domain: 'acme', token: hc.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: (res.body.results as { id: number }[]).map((r) => r.id), count: res.body.count as number };
}

const price = async (productId: number) => (await Products.fromId(await h.domainCtx(), productId))!;

/** A checkout body whose amounts are the server's own for this product, quantity, shipping and coupon. */
async function order(productId: number, card: string | object, extra: Record<string, unknown> = {}, couponCents = 0) {
  const p = await price(productId);
  const quantity = (extra.product_quantity as number | undefined) ?? 1;
  const shipping = extra.shipping_fee === 'yes' ? p.shippingCents : 0;
  const harvest = extra.harvest_fee === 'yes' ? 250_000 : 0;
  const total = Math.max(0, p.priceCents * quantity + shipping + harvest - couponCents);
  return {
    idempotency_key: randomUUID(),
    product_id: productId,
    product_amount: p.priceCents / 100,
    total_amount: total / 100,
    shipping_fee: 'no',
    email: `buyer-${randomUUID().slice(0, 6)}@acme.test`,
    phone_number: '5550100',
    addressInfo: address,
    shippingInfo: address,
    payment: typeof card === 'string' ? { payment_profile_id: card } : card,
    ...(couponCents ? { coupon_code_amount: couponCents / 100 } : {}),
    ...extra,
  };
}

const pay = (who: { token: string }, body: unknown, path = 'transactions/', actingAs?: number, api = h) =>
  api.call('POST', path, { domain: 'acme', token: who.token, body, actingAs });
const stored = async (id: number) => (await Transactions.fromId(await h.domainCtx(), id))!;

async function coupon(fields: { max_use_number: number; discount_amount: number; product_ids?: ProductId[]; harvest_center?: number }) {
  const ctx = await h.domainCtx();
  const admin = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
  return Coupons.create({ ...ctx, caller: admin, member: admin }, { name: 'Checkout test', code: `CO-${randomUUID().slice(0, 8)}`, ...fields });
}

type LogLine = { level: string; msg: string; [key: string]: unknown };
/** The status job a minute and a second later: the pending payments are then old enough to reconcile. */
const reconcile = (log?: (line: LogLine) => void) => StatusJob.run(core, { subjects: ['payments'], now: () => Date.now() + 61_000, log });
/** The status job `ms` from now: a released checkout's watch is due at times of its own. */
const reconcileAt = (ms: number, log?: (line: LogLine) => void) => StatusJob.run(core, { subjects: ['payments'], now: () => Date.now() + ms, log });

describe('checkout: a harvest center pays with a saved card', () => {
  it('charges the server total once, records the sale with the rep team of the time, and mails one receipt', async () => {
    const hc = await center();
    const before = await h.call('GET', 'transactions/get-last-id/', { domain: 'acme', token: hc.token });
    const body = await order(3, hc.card, { product_quantity: 2, shipping_fee: 'yes', shipping_date: new Date().toISOString().slice(0, 10) });
    const res = await pay(hc, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 'success', error_message: '', totals: { quantity: 2, total: body.total_amount } });
    const t = await stored(res.body.transaction_id);
    const p = await price(3);
    expect(t).toMatchObject({
      status: 'paid',
      productId: 3,
      quantity: 2,
      priceCents: p.priceCents,
      shippingCents: p.shippingCents,
      harvestFeeCents: 0,
      discountCents: 0,
      totalCents: p.priceCents * 2 + p.shippingCents,
      buyerId: hc.member.memberId,
      harvestCenterId: hc.member.memberId,
      salesRepId: DEMO_REP,
      salesManagerId: 6,
      salesDistributorId: 8,
      commissionPaid: false,
      transactionNote: '',
      accountNumber: 'XXXX1111',
    });
    expect(t.hcStaffId).toBeUndefined();
    expect(res.body.invoice_id).toBe(t.invoiceId);
    expect(res.body.transaction_id).toBeGreaterThan(before.body.id);
    const charged = charges(t.invoiceId);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amountCents: t.totalCents, transId: t.gatewayTransactionId });
    const after = await h.call('GET', 'transactions/get-last-id/', { domain: 'acme', token: hc.token });
    expect(after.body.id).toBeGreaterThanOrEqual(t.transactionId);
    const mail = await h.mailTo(body.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(t.invoiceId);
    expect(mail[0]!.body.text).toContain(`Total: $${(t.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // The paid sale is in the center's history, and in the demo rep's report with the amount charged.
    expect(await history(hc)).toEqual({ ids: [t.transactionId], count: 1 });
    const admin = await h.demoToken('admin');
    const ofRep = await h.call('GET', `transactions/?sales_rep_id=${DEMO_REP}&harvest_center_id=${hc.member.memberId}`, { domain: 'acme', token: admin });
    expect(ofRep.body.results).toEqual([
      expect.objectContaining({ id: t.transactionId, amount_cents: t.totalCents, sales_manager: expect.objectContaining({ id: 6 }) }),
    ]);
  });

  it('lets exactly 10 of 50 concurrent checkouts spend a coupon of max use 10; the 40 others are refused before any charge', { timeout: 180_000 }, async () => {
    // Five centers from fifty addresses: a coupon check counts per member and per address, and ten at once is one member's limit.
    const centers = await Promise.all(Array.from({ length: 5 }, () => center()));
    const c = await coupon({ max_use_number: 10, discount_amount: 25, product_ids: [11] });
    const bodies = await Promise.all(Array.from({ length: 50 }, (_, i) => order(11, centers[i % 5]!.card, { coupon_code: c.code }, 2500)));
    const results = await Promise.all(
      bodies.map((body, i) => h.call('POST', 'transactions/', { domain: 'acme', token: centers[i % 5]!.token, body, address: `10.64.${i + 1}.1` })),
    );
    const paid = results.filter((r) => r.status === 200 && r.body.code === 'success');
    const refused = results.filter((r) => r.status === 409);
    expect(paid, JSON.stringify(results.filter((r) => r.status !== 409 && r.body.code !== 'success').slice(0, 2))).toHaveLength(10);
    expect(refused, JSON.stringify(results.filter((r) => r.status !== 409 && r.body.code !== 'success').slice(0, 2))).toHaveLength(40);
    expect(refused.every((r) => r.body.message === COUPON_USED_UP && r.body.code === 'coupon_refused')).toBe(true);
    for (const r of paid) {
      expect(r.body.totals.discount).toBe(25);
      expect(charges(r.body.invoice_id)).toHaveLength(1);
    }
    // Only the ten paid ones reached the gateway.
    const invoices = new Set(paid.map((r) => r.body.invoice_id));
    const ctx = await h.domainCtx();
    const profiles = new Set(
      (
        await Members.many(
          ctx,
          centers.map((hc) => hc.member.memberId),
        )
      ).map((m) => m.paymentCustomerProfileId),
    );
    const byTheseCenters = sim.store.transactions.filter((t) => profiles.has(t.customerProfileId));
    expect(byTheseCenters.filter((t) => !invoices.has(t.invoiceNumber!))).toEqual([]);
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(10);
  });
});

describe('checkout idempotency', () => {
  it('answers 20 concurrent replays of one key with the first outcome and charges once', { timeout: 60_000 }, async () => {
    const hc = await center();
    const body = await order(8, hc.card);
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(hc, body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(results.map((r) => r.body.transaction_id));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.body.code === 'success')).toBe(true);
    expect(charges(results[0]!.body.invoice_id)).toHaveLength(1);
    expect(await h.mailTo(body.email)).toHaveLength(1);
  });

  it('refuses the same key with another body, and charges nothing for it', async () => {
    const hc = await center();
    const body = await order(8, hc.card);
    const first = await pay(hc, body);
    expect(first.body.code).toBe('success');
    const other = await pay(hc, { ...body, product_quantity: 2, total_amount: body.total_amount * 2 });
    expect(other).toMatchObject({ status: 409, body: { message: KEY_REUSED, code: 'key_reused' } });
    expect(charges(first.body.invoice_id)).toHaveLength(1);
  });

  it('refuses amounts that differ from the server total and stores or charges nothing', async () => {
    const hc = await center();
    const c = await coupon({ max_use_number: 0, discount_amount: 10, product_ids: [8] });
    const good = await order(8, hc.card, { coupon_code: c.code }, 1000);
    const last = (await h.call('GET', 'transactions/get-last-id/', { domain: 'acme', token: hc.token })).body.id;
    const gatewayBefore = sim.store.transactions.length;
    for (const wrong of [{ product_amount: good.product_amount - 1 }, { total_amount: good.total_amount + 0.01 }, { coupon_code_amount: 20 }]) {
      const res = await pay(hc, { ...good, ...wrong });
      expect(res).toMatchObject({ status: 400, body: { message: TOTAL_CHANGED, code: 'total_changed' } });
    }
    expect(sim.store.transactions.length).toBe(gatewayBefore);
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(0);
    // Nothing was claimed: the same key with the right amounts is a first checkout.
    const res = await pay(hc, good);
    expect(res.body).toMatchObject({ code: 'success', totals: { discount: 10 } });
    expect(res.body.transaction_id).toBeGreaterThan(last);
  });
});

describe('checkout: the gateway declines or does not answer', () => {
  it('records a declined card as declined, gives the coupon use back and shows the gateway reason', async () => {
    // The testing guide's card declines a charge of 2 dollars (reason 2): the coupon takes the banner down to 2.00.
    const hc = await center('4222222222222');
    const p = await price(12);
    const c = await coupon({ max_use_number: 1, discount_amount: (p.priceCents - 200) / 100, product_ids: [12], harvest_center: hc.member.memberId });
    const res = await pay(hc, await order(12, hc.card, { coupon_code: c.code }, p.priceCents - 200));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'declined', message: PAYMENT_DECLINED, error_message: 'This transaction has been declined.', totals: { total: 2 } });
    const t = await stored(res.body.transaction_id);
    expect(t.status).toBe('declined');
    expect(t.paidAt).toBeUndefined();
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(0);
    expect(await h.mailTo(t.email)).toHaveLength(0);
    expect(await history(hc)).toEqual({ ids: [], count: 0 });
  });

  it('declines a new card whose billing zip the bank refuses (46282), and keeps no card', async () => {
    const hc = await buyer([4]);
    const res = await pay(
      hc,
      await order(8, { card_holder: 'Hana Center', token: await token(), save_card: false }, { addressInfo: { ...address, zip_code: '46282' } }),
    );
    expect(res.body).toMatchObject({ code: 'declined', error_message: 'This transaction has been declined.' });
    expect((await stored(res.body.transaction_id)).status).toBe('declined');
    expect(charges(res.body.invoice_id)).toHaveLength(0);
    const cards = await h.call('POST', 'billing-profiles/get-profile/', { domain: 'acme', token: hc.token, body: { user_id: hc.member.memberId } });
    expect(cards.body.payments).toEqual([]);
  });

  it('leaves a charge whose answer timed out pending; the job finds it paid by invoice and it is never charged twice', { timeout: 60_000 }, async () => {
    const hc = await center();
    await arm('delay', { ms: 2500, times: 1, match: 'createTransactionRequest' });
    const body = await order(8, hc.card);
    const res = await pay(hc, body, 'transactions/', undefined, impatient);
    expect(res.body).toMatchObject({ code: 'pending' });
    expect((await stored(res.body.transaction_id)).status).toBe('pending');
    // A replay does not charge again: it answers the pending outcome.
    expect((await pay(hc, body)).body).toMatchObject({ code: 'pending', transaction_id: res.body.transaction_id });
    // The delayed charge goes through after the adapter gave up on it.
    await sleep(1500);
    await reconcile();
    const t = await stored(res.body.transaction_id);
    expect(t).toMatchObject({ status: 'paid', outcomeUnknown: false });
    expect(charges(t.invoiceId)).toHaveLength(1);
    expect((await pay(hc, body)).body).toMatchObject({ code: 'success', transaction_id: t.transactionId });
    expect(await h.mailTo(body.email)).toHaveLength(1);
    await reconcile();
    expect(await h.mailTo(body.email)).toHaveLength(1);
  });

  it('reconciles a charge whose answer was lost as paid, once', { timeout: 60_000 }, async () => {
    const hc = await center();
    await arm('lose', { times: 1, match: 'createTransactionRequest' });
    const body = await order(8, hc.card);
    const res = await pay(hc, body);
    expect(res.body).toMatchObject({ code: 'pending' });
    await reconcile();
    const t = await stored(res.body.transaction_id);
    expect(t.status).toBe('paid');
    expect(charges(t.invoiceId)).toHaveLength(1);
    expect(await history(hc)).toEqual({ ids: [t.transactionId], count: 1 });
  });

  it('reconciles as paid a charge whose answer was lost and which the daily cutoff then settled, keeping its coupon use', { timeout: 60_000 }, async () => {
    const hc = await center();
    const c = await coupon({ max_use_number: 1, discount_amount: 5, product_ids: [8] });
    await arm('lose', { times: 1, match: 'createTransactionRequest' });
    const res = await pay(hc, await order(8, hc.card, { coupon_code: c.code }, 500));
    expect(res.body).toMatchObject({ code: 'pending' });
    await settleBatch();
    const [charged] = charges(res.body.invoice_id);
    expect(charged?.batchId).toBeDefined();
    await reconcile();
    const t = await stored(res.body.transaction_id);
    expect(t).toMatchObject({ status: 'paid', gatewayTransactionId: charged!.transId, accountNumber: 'XXXX1111' });
    expect(charges(t.invoiceId)).toHaveLength(1);
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(1);
    expect(await history(hc)).toEqual({ ids: [t.transactionId], count: 1 });
    expect(await h.mailTo(t.email)).toHaveLength(1);
  });

  it(
    'leaves a checkout pending, coupon use kept, while the gateway refuses its transaction reports (E00011), and says which setting',
    { timeout: 60_000 },
    async () => {
      const hc = await center();
      const c = await coupon({ max_use_number: 1, discount_amount: 5, product_ids: [8] });
      await arm('fail', { times: 1, status: 503, match: 'createTransactionRequest' });
      const res = await pay(hc, await order(8, hc.card, { coupon_code: c.code }, 500));
      expect(res.body).toMatchObject({ code: 'pending' });
      const message = 'Access denied. You do not have permissions to call the Transaction Details API.';
      await arm('refuse', { times: 1, code: 'E00011', message, match: 'getSettledBatchListRequest' });
      const lines: LogLine[] = [];
      const run = await reconcile((line) => lines.push(line));
      expect(run.failed).toBeGreaterThanOrEqual(1);
      expect((await stored(res.body.transaction_id)).status).toBe('pending');
      expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(1);
      const logged = lines.find((line) => line.transactionId === res.body.transaction_id);
      expect(logged).toMatchObject({ level: 'error', code: 'E00011' });
      expect(JSON.stringify(logged)).toContain('Transaction Details API');
      expect(JSON.stringify(logged)).toMatch(/Security Settings/);
      // Once the reports answer again, the checkout the gateway never charged is released; its coupon's use waits for the watch's end.
      await reconcile();
      expect((await stored(res.body.transaction_id)).status).toBe('released');
      expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(1);
      await reconcileAt(WATCH_MS + 60_000);
      expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(0);
    },
  );

  it('releases a pending checkout the gateway never charged, and gives its coupon use back once no charge can follow', { timeout: 60_000 }, async () => {
    const hc = await center();
    const c = await coupon({ max_use_number: 1, discount_amount: 5, product_ids: [8] });
    await arm('fail', { times: 1, status: 503, match: 'createTransactionRequest' });
    const res = await pay(hc, await order(8, hc.card, { coupon_code: c.code }, 500));
    expect(res.body).toMatchObject({ code: 'pending' });
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(1);
    // Other charges settle meanwhile: the reconciler reads the settled batches too, and finds none of this invoice.
    await pay(hc, await order(8, hc.card));
    await settleBatch();
    await reconcile();
    const t = await stored(res.body.transaction_id);
    expect(t.status).toBe('released');
    expect(charges(t.invoiceId)).toHaveLength(0);
    // Watched meanwhile: a charge request the gateway received could still go through.
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(1);
    await reconcileAt(10 * 60_000);
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(1);
    await reconcileAt(WATCH_MS + 60_000);
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(0);
    const watched = await stored(t.transactionId);
    expect([watched.status, watched.lateChargeId]).toEqual(['released', undefined]);
  });

  it('undoes a charge the gateway carried out after its checkout was released, keeping the coupon use until then', { timeout: 60_000 }, async () => {
    const hc = await center();
    const c = await coupon({ max_use_number: 1, discount_amount: 5, product_ids: [8] });
    // The gateway takes the charge request but carries it out after the adapter gave up, and after the job looked.
    await arm('delay', { ms: 4000, times: 1, match: 'createTransactionRequest' });
    const first = await pay(hc, await order(8, hc.card, { coupon_code: c.code }, 500), 'transactions/', undefined, impatient);
    expect(first.body).toMatchObject({ code: 'pending' });
    await reconcile();
    const released = await stored(first.body.transaction_id);
    expect(released.status).toBe('released');
    expect(charges(released.invoiceId)).toHaveLength(0);
    // The buyer is told nothing was charged and pays again; the one-use coupon is still held by the released checkout.
    expect((await pay(hc, await order(8, hc.card, { coupon_code: c.code }, 500))).body).toMatchObject({ code: 'coupon_refused' });
    const second = await pay(hc, await order(8, hc.card));
    expect(second.body).toMatchObject({ code: 'success' });

    await sleep(4000);
    const [late] = charges(released.invoiceId);
    expect(late, 'the delayed charge went through at the gateway').toBeDefined();
    const lines: LogLine[] = [];
    await reconcileAt(10 * 60_000, (line) => lines.push(line));
    expect(late!.voidedAt).toBeDefined();
    expect(await stored(released.transactionId)).toMatchObject({ status: 'released', lateChargeId: late!.transId, lateChargeAction: 'voided' });
    expect(lines.find((line) => line.transactionId === released.transactionId)).toMatchObject({
      level: 'error',
      msg: 'payment charged after its checkout was released: undone',
      action: 'voided',
    });
    expect((await Coupons.fromId(await h.domainCtx(), c.id))?.usedNumber).toBe(0);
    // The sale the buyer made stands, and the voided one is in no report.
    expect(await history(hc)).toEqual({ ids: [second.body.transaction_id], count: 1 });
    await settleBatch();
    expect(sim.store.transactions.find((t) => t.transId === late!.transId)?.batchId).toBeUndefined();
  });

  it('refunds a late charge the daily cutoff settled before the job found it', { timeout: 60_000 }, async () => {
    const hc = await center();
    await arm('delay', { ms: 4000, times: 1, match: 'createTransactionRequest' });
    const res = await pay(hc, await order(8, hc.card), 'transactions/', undefined, impatient);
    await reconcile();
    const released = await stored(res.body.transaction_id);
    expect(released.status).toBe('released');
    await sleep(4000);
    await settleBatch();
    await reconcileAt(10 * 60_000);
    const [charge, refund] = charges(released.invoiceId);
    expect(refund).toMatchObject({ transactionType: 'refundTransaction', refTransId: charge!.transId, amountCents: released.totalCents });
    expect(await stored(released.transactionId)).toMatchObject({ lateChargeId: charge!.transId, lateChargeAction: 'refunded' });
    // Found and undone once: the watch is over.
    await reconcileAt(20 * 60_000);
    expect(charges(released.invoiceId)).toHaveLength(2);
  });
});

describe('checkout: who may buy what, for whom', () => {
  it('lets HC staff acting for a center pay as the center, recording the staff member', async () => {
    const hc = await center();
    const staff = await h.newMember([9]);
    await Members.patch(await h.domainCtx(), staff.memberId, { staffHcIds: [hc.member.memberId] });
    const staffToken = await h.login(staff.email);
    const res = await pay({ token: staffToken }, await order(8, hc.card), 'transactions/', hc.member.memberId);
    expect(res.body.code, JSON.stringify(res.body)).toBe('success');
    expect(await stored(res.body.transaction_id)).toMatchObject({
      buyerId: hc.member.memberId,
      hcStaffId: staff.memberId,
      harvestCenterId: hc.member.memberId,
    });
    const profile = await h.call('GET', `hc-staff/auth-profile/${hc.member.memberId}/`, { domain: 'acme', token: staffToken });
    expect(profile).toMatchObject({ status: 200, body: { auth_customer_profile_id: expect.stringMatching(/^\d+$/) } });
    const other = await center();
    expect((await h.call('GET', `hc-staff/auth-profile/${other.member.memberId}/`, { domain: 'acme', token: staffToken })).status).toBe(404);
    // Staff on their own (not acting for a center) may not check out.
    expect((await pay({ token: staffToken }, await order(8, hc.card))).status).toBe(403);
  });

  it("lets a tag-1 patient buy its own vials with a new card, kept only when asked; others can't", async () => {
    const patient = await buyer([2], { tags: [1], harvestCenterId: 4 });
    const body = await order(2, { card_holder: 'Paula Patient', token: await token(), save_card: false }, { shipping_fee: 'yes', product_quantity: 3 });
    const res = await pay(patient, body, 'transactions/patient/');
    expect(res.body.code, JSON.stringify(res.body)).toBe('success');
    expect(await stored(res.body.transaction_id)).toMatchObject({
      buyerId: patient.member.memberId,
      patientId: patient.member.memberId,
      harvestCenterId: 4,
      quantity: 3,
      status: 'paid',
    });
    expect(
      (await h.call('POST', 'billing-profiles/get-profile/', { domain: 'acme', token: patient.token, body: { user_id: patient.member.memberId } })).body
        .payments,
    ).toEqual([]);
    const kept = await pay(patient, await order(2, { card_holder: 'Paula Patient', token: await token(), save_card: true }), 'transactions/patient/');
    expect(kept.body.code).toBe('success');
    expect(
      (await h.call('POST', 'billing-profiles/get-profile/', { domain: 'acme', token: patient.token, body: { user_id: patient.member.memberId } })).body
        .payments,
    ).toHaveLength(1);

    const untagged = await buyer([2], { harvestCenterId: 4 });
    expect((await pay(untagged, await order(2, { card_holder: 'Pat', token: await token() }), 'transactions/patient/')).status).toBe(404);
    expect((await pay(patient, await order(2, { card_holder: 'Pat', token: await token() }))).status).toBe(403);
  });

  it("refuses another center's patient, a missing patient on vials, and a checkout without a sales rep, charging nothing", async () => {
    const hc = await center();
    const gatewayBefore = sim.store.transactions.length;
    const stranger = await h.newMember([2]);
    await Members.patch(await h.domainCtx(), stranger.memberId, { harvestCenterId: 4 });
    expect((await pay(hc, await order(2, hc.card, { patient_id: stranger.memberId }))).status).toBe(404);
    expect(await pay(hc, await order(14, hc.card))).toMatchObject({ status: 400, body: { message: SELECT_A_PATIENT } });
    const mine = await h.newMember([2]);
    await Members.patch(await h.domainCtx(), mine.memberId, { harvestCenterId: hc.member.memberId });
    const ok = await pay(hc, await order(14, hc.card, { patient_id: mine.memberId, shippingInfo: undefined }));
    expect(ok.body.code).toBe('success');
    expect((await stored(ok.body.transaction_id)).patientId).toBe(mine.memberId);
    const noRep = await center('4111111111111111', [4], { salesRepId: undefined });
    expect(await pay(noRep, await order(8, noRep.card))).toMatchObject({ status: 400, body: { message: NO_SALES_REP } });
    expect(sim.store.transactions.length).toBe(gatewayBefore + 1);
  });

  it('makes a referral center name one of its harvest centers, and adds the harvest fee', async () => {
    const rhc = await center('4111111111111111', [5], { rhcHcIds: [4] });
    const other = await h.newMember([4]);
    expect((await pay(rhc, await order(13, rhc.card, { harvest_center_id: other.memberId, harvest_fee: 'yes' }))).status).toBe(404);
    const res = await pay(rhc, await order(13, rhc.card, { harvest_center_id: 4, harvest_fee: 'yes' }));
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 'success', totals: { harvest_fee: 2500 } });
    expect(await stored(res.body.transaction_id)).toMatchObject({ harvestCenterId: 4, referralHarvestCenterId: rhc.member.memberId, harvestFeeCents: 250_000 });
    const fee = await h.call('GET', `harvest-centers/${rhc.member.memberId}/processing-fee/`, { domain: 'acme', token: rhc.token });
    expect(fee).toMatchObject({ status: 200, body: { product_id: 13 } });
    expect((await h.call('GET', 'harvest-centers/4/processing-fee/', { domain: 'acme', token: rhc.token })).status).toBe(404);
  });

  it("charges nothing on another center's saved card: the gateway finds no such card in the buyer's profile", async () => {
    const hc = await center();
    const other = await center();
    const res = await pay(hc, await order(8, other.card));
    expect(res.body).toMatchObject({ code: 'error', error_message: expect.stringMatching(/not found/i) });
    expect(charges(res.body.invoice_id)).toHaveLength(0);
    expect((await stored(res.body.transaction_id)).status).toBe('declined');
    const cardless = await buyer([4]);
    expect((await pay(cardless, await order(8, hc.card))).status).toBe(404);
  });

  it('refuses card data in the body before anything else', async () => {
    const hc = await center();
    const gatewayBefore = sim.store.transactions.length;
    const body = await order(8, hc.card);
    for (const [bad, message] of [
      [
        { ...body, credit_card: { card_number: '4111111111111111', cvc: '123' } },
        `credit_card.card_number: ${CARD_DATA_REFUSED} credit_card.cvc: ${CARD_DATA_REFUSED}`,
      ],
      [{ ...body, order_description: '4111 1111 1111 1111' }, `order_description: ${CARD_DATA_REFUSED}`],
    ] as const) {
      // The message names the fields that carried the card data.
      expect(await pay(hc, bad)).toMatchObject({ status: 400, body: { message } });
    }
    expect(sim.store.transactions.length).toBe(gatewayBefore);
  });
});

describe('checkout: card numbers in free text', () => {
  it('refuses a card number written into the order description, however it is spelled, charging and storing nothing', async () => {
    const hc = await center();
    const ctx = await h.domainCtx();
    const gatewayBefore = sim.store.transactions.length;
    const lastBefore = await Transactions.lastIdOf(ctx);
    const body = await order(8, hc.card);
    for (const description of [
      'card 4111111111111111 exp 12/30 cvv 123',
      'card 4111.1111.1111.1111 exp 12/30',
      'card 4111/1111/1111/1111',
      'Amex 3700-000000-00002',
    ]) {
      const res = await pay(hc, { ...body, order_description: description });
      expect(res, description).toMatchObject({ status: 400, body: { message: `order_description: ${CARD_DATA_REFUSED}`, code: 'invalid' } });
    }
    expect(sim.store.transactions.length).toBe(gatewayBefore);
    expect(await Transactions.lastIdOf(ctx)).toBe(lastBefore);
    // The same order with a description of phone numbers, dates and amounts goes through.
    const ok = await pay(hc, { ...body, order_description: 'Call 555-123-4567 before 2026-11-30; quote 1234567.89' });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe('success');
  });
});

describe('checkout: what follows a payment', () => {
  it('creates the new patient with the payment, invited by e-mail and linked to the center and the transaction', async () => {
    const hc = await center();
    const email = `new-patient-${randomUUID().slice(0, 6)}@acme.test`;
    const check = await h.call('POST', 'users/patient/checkout/', { domain: 'acme', token: hc.token, body: { email } });
    expect(check.body).toMatchObject({ available: true });
    const res = await pay(hc, await order(1, hc.card, { create_patient: { first_name: 'Nia', last_name: 'New', email, phone_number: '5550111' } }));
    expect(res.body.code, JSON.stringify(res.body)).toBe('success');
    const patient = (await Members.fromEmail(await h.domainCtx(), email)) as MemberRecord;
    expect(patient).toMatchObject({ memberships: [2], harvestCenterId: hc.member.memberId, salesRepId: DEMO_REP });
    expect((await stored(res.body.transaction_id)).patientId).toBe(patient.memberId);
    expect((await h.mailTo(email)).map((m) => m.subject)).toEqual([expect.stringContaining('Welcome')]);
    // The patient joins the sale it was created by, paid before it existed: in its report filter, and the product among those it bought.
    await settled();
    const admin = await h.demoToken('admin');
    const ofPatient = await h.call('GET', `transactions/?patient_id=${patient.memberId}`, { domain: 'acme', token: admin });
    expect(ofPatient.body).toMatchObject({ count: 1, results: [{ id: res.body.transaction_id }] });
    expect((await Members.fromId(await h.domainCtx(), patient.memberId))!.boughtProductIds).toEqual([1]);
    expect((await h.call('POST', 'users/patient/checkout/', { domain: 'acme', token: hc.token, body: { email } })).body).toMatchObject({ available: false });
  });

  it('records a total of 0.00 as paid without calling the gateway', async () => {
    const hc = await center();
    const p = await price(1);
    const c = await coupon({ max_use_number: 0, discount_amount: p.priceCents / 100 + 100, product_ids: [1] });
    const gatewayBefore = sim.store.transactions.length;
    const res = await pay(hc, await order(1, hc.card, { coupon_code: c.code, coupon_code_amount: p.priceCents / 100 + 100 }, p.priceCents));
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 'success', totals: { total: 0, discount: p.priceCents / 100 } });
    expect((await stored(res.body.transaction_id)).status).toBe('paid');
    expect(sim.store.transactions.length).toBe(gatewayBefore);
    expect(await history(hc)).toEqual({ ids: [res.body.transaction_id], count: 1 });
  });
});
