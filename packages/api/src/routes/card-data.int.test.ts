import { randomUUID } from 'node:crypto';
import { CARD_DATA_REFUSED } from '@portal/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { configFromEnv, Coupons, createCore, Members, Products, Transactions } from '../../../core/src';
import { boldSignSignature } from '../../../core/src/providers/esign/boldsign-webhook';
import { textPdf } from '../../../simulators/src/pdf';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

/**
 * Values members type that hold long numbers (tracking numbers, timestamps, ids in e-mail
 * addresses) go through the real routes and are stored as the route reads them; a card number in
 * the same field is refused with a 400 naming the field, and nothing changes.
 */
const h = harness();
// An API with a webhook secret, to sign a provider's delivery as the provider does.
const secret = `whsec-${randomUUID()}`;
const signed = harness({ core: createCore(configFromEnv({ ...inject('apiEnv'), BOLDSIGN_WEBHOOK_SECRET: secret })) });
const refusedIn = (field: string) => ({ status: 400, body: { code: 'invalid', message: `${field}: ${CARD_DATA_REFUSED}` } });

let admin: string;
beforeAll(async () => {
  admin = await h.demoToken('admin');
});

describe('the card filter on real routes', () => {
  it('stores a label tracking number typed in groups without its spaces, and refuses a card number in its place', async () => {
    const center = await h.newMember([4]);
    const token = await h.login(center.email);
    const asked = await h.call('POST', 'fedex-requests/', {
      domain: 'acme',
      token,
      body: {
        doctor_name: 'Dr. Nora Hale',
        doctor_email: 'nora.hale@clinic.test',
        address1: '12 Harbor Road',
        city: 'Austin',
        state_desc: 'TX',
        country_desc: 'United States',
        other_patient_name: 'Walter Brook',
        label_date: '2026-12-01',
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id: number = asked.body.id;
    const uploaded = await h.call('POST', 'fedex-requests/process-file/', {
      domain: 'acme',
      token: admin,
      form: { file: new File([textPdf([`Label ${id}`])], 'label.pdf', { type: 'application/pdf' }) },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const patch = (body: object) =>
      h.call('PATCH', `fedex-requests/${id}/`, { domain: 'acme', token: admin, body: { pdf_file: uploaded.body.pdf_file, ...body } });
    const stored = async () => {
      await settled();
      return (await h.call('GET', 'fedex-requests/', { domain: 'acme', token })).body.results.find((r: { id: number }) => r.id === id);
    };

    const link = 'https://files.clinic.test/labels/label-20261128033002.pdf';
    const spaced = await patch({ tracking_number: '7946 1234 5678', tracking_link: link });
    expect(spaced.status, JSON.stringify(spaced.body)).toBe(200);
    expect(spaced.body.fedex_request).toMatchObject({ tracking_number: '794612345678', tracking_link: link });
    expect(await stored()).toMatchObject({ tracking_number: '794612345678', tracking_link: link, status: 'Label Ready' });

    const grouped = await patch({
      tracking_number: '6129 9988 2000 0014 2345',
      tracking_link: 'https://www.fedex.com/fedextrack/?trknbr=61299988200000142345',
    });
    expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
    expect(await stored()).toMatchObject({ tracking_number: '61299988200000142345' });

    expect(await patch({ tracking_number: '4111 1111 1111 1111', tracking_link: link })).toMatchObject(refusedIn('tracking_number'));
    expect(await patch({ tracking_number: '370000000000002', tracking_link: link })).toMatchObject(refusedIn('tracking_number'));
    expect(await patch({ tracking_number: '794612345678', tracking_link: '5424-0000-0000-0015' })).toMatchObject(refusedIn('tracking_link'));
    expect(await stored()).toMatchObject({ tracking_number: '61299988200000142345' });
  });

  it('stores a location whose name and address hold a timestamp and an e-mail with a long id, and refuses a card number with its expiry', async () => {
    const member = await h.newMember([4]);
    const token = await h.login(member.email);
    const location = {
      user: member.memberId,
      location_name: 'Dock 20261128033002',
      address1: '1200 Congress Ave, received 20261128033002',
      address2: 'Attn: shipping+20261128033002@clinic.test',
      city: 'Austin',
      state_desc: 'TX',
      country_desc: 'United States',
    };
    const list = async () => (await h.call('GET', `locations/user/${member.memberId}/`, { domain: 'acme', token })).body;
    const added = await h.call('POST', 'locations/', { domain: 'acme', token, body: location });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await list()).toMatchObject([{ location_name: location.location_name, address1: location.address1, address2: location.address2 }]);

    const card = await h.call('POST', 'locations/', {
      domain: 'acme',
      token,
      body: { ...location, address1: '1200 Congress Ave, 4111 1111 1111 1111 12/30 123' },
    });
    expect(card).toMatchObject(refusedIn('address1'));
    expect(await list()).toHaveLength(1);
  });

  it('mails a question that quotes a tracking number, and refuses one that holds a card number, mailing nothing', async () => {
    const token = await h.demoToken('patient');
    const ask = (message: string) =>
      h.call('POST', 'utilities/contact/', { domain: 'acme', token, body: { name: 'Paula', email: 'shipping+20261128033002@clinic.test', message } });
    const mark = randomUUID();
    const question = `Shipped today, tracking 612904123456785, 2 boxes. Where are they? ${mark}`;
    expect(await ask(question)).toMatchObject({ status: 200, body: { success: true } });
    expect((await h.mailTo('support@acme.test')).some((mail) => mail.body.text?.includes(question))).toBe(true);

    const other = randomUUID();
    expect(await ask(`Please charge Amex 3700 000000 00002 this time ${other}`)).toMatchObject(refusedIn('message'));
    expect((await h.mailTo('support@acme.test')).some((mail) => mail.body.text?.includes(other))).toBe(false);
  });

  it('records a shipment whose tracking id is printed in groups and whose note quotes a tracking number, and refuses a card number in either', async () => {
    const patient = await h.newMember([2]);
    const entry = (body: object) =>
      h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { date: '2026-11-21', user_id: patient.memberId, ...body } });
    const entries = async () =>
      (await h.call('GET', `vials-history/user/${patient.memberId}/`, { domain: 'acme', token: admin })).body.vials_history as {
        tracking_id: string;
        note: string;
      }[];
    expect((await entry({ type: 'added', quantity: 5 })).status).toBe(200);
    const shipped = await entry({
      type: 'shipped',
      quantity: 2,
      tracking_id: '6129 9988 2000 0014 2345',
      note: 'Shipped today, tracking 612904123456785, 2 boxes',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((await entries()).find((e) => e.tracking_id)).toMatchObject({
      tracking_id: '6129 9988 2000 0014 2345',
      note: 'Shipped today, tracking 612904123456785, 2 boxes',
    });

    expect(await entry({ type: 'shipped', quantity: 1, tracking_id: '6011-0000-0000-0012' })).toMatchObject(refusedIn('tracking_id'));
    expect(await entry({ type: 'shipped', quantity: 1, note: 'paid with 4007000000027' })).toMatchObject(refusedIn('note'));
    expect(await entries()).toHaveLength(2);
  });

  it('takes a checkout whose e-mail holds a long id and whose description an invoice id, and refuses a card number in either', async () => {
    const ctx = await h.domainCtx();
    const adminMember = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
    const code = `CARD-${randomUUID().slice(0, 8)}`;
    await Coupons.create(
      { ...ctx, caller: adminMember, member: adminMember },
      { name: 'Card filter', code, max_use_number: 0, discount_amount: 10_000, product_ids: [12] },
    );
    const product = (await Products.fromId(ctx, 12))!;
    const checkout = (fields: object) => ({
      idempotency_key: randomUUID(),
      product_id: 12,
      product_amount: product.priceCents / 100,
      total_amount: 0,
      shipping_fee: 'no',
      coupon_code: code,
      coupon_code_amount: 10_000,
      email: 'shipping+20261128033002@clinic.test',
      phone_number: '+1-512-555-0199 x1234',
      order_description: 'Invoice INV-4012888818888, tracking 612904123456785',
      addressInfo: { address1: '1200 Congress Ave, received 20261128033002', city: 'Austin', state: 'TX', country_desc: 'United States', zip_code: '73301' },
      payment: { payment_profile_id: '1' },
      ...fields,
    });
    const token = await h.demoToken('hc');
    const pay = (body: object) => h.call('POST', 'transactions/', { domain: 'acme', token, body });

    const paid = await pay(checkout({}));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.code).toBe('success');
    expect(await Transactions.fromId(ctx, paid.body.transaction_id)).toMatchObject({
      email: 'shipping+20261128033002@clinic.test',
      orderDescription: 'Invoice INV-4012888818888, tracking 612904123456785',
      phoneNumber: '+1-512-555-0199 x1234',
    });

    const last = (await h.call('GET', 'transactions/get-last-id/', { domain: 'acme', token })).body.id;
    expect(await pay(checkout({ order_description: 'Invoice 4012888818888' }))).toMatchObject(refusedIn('order_description'));
    expect(await pay(checkout({ email: '5424000000000015' }))).toMatchObject(refusedIn('email'));
    expect((await h.call('GET', 'transactions/get-last-id/', { domain: 'acme', token })).body.id).toBe(last);
  });

  it('saves a profile phone number with an extension', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const profile = (phone_number: string) => ({ first_name: 'Nora', last_name: 'North', phone_number, email: member.email });
    expect((await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile('+1-512-555-0199 ext. 1234') })).status).toBe(200);
    expect((await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token })).body.phone_number).toBe('+1-512-555-0199 ext. 1234');
    expect(await h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: profile('4111 1111 1111 1111') })).toMatchObject(
      refusedIn('phone_number'),
    );
    expect((await h.call('GET', `users/${member.memberId}/`, { domain: 'acme', token })).body.phone_number).toBe('+1-512-555-0199 ext. 1234');
  });

  it("leaves a provider's signed webhook to its signature check: a long id in it is no card number to refuse", async () => {
    const raw = JSON.stringify({ event: { id: '4111111111111111', eventType: 'Viewed' }, data: { object: 'document', documentId: 'not-ours' } });
    const deliver = (signature: string) =>
      signed.app.request('/api/v1/webhooks/boldsign/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-boldsign-signature': signature },
        body: raw,
      });
    const t = Math.floor(Date.now() / 1000);
    const res = await deliver(`t=${t}, s0=${boldSignSignature(secret, t, raw)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(`t=${t}, s0=${'0'.repeat(64)}`)).status).toBe(401);
  });
});
