import { describe, expect, it } from 'vitest';
import { CARD_DATA_REFUSED } from '@portal/contracts';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

/** Tokenizes a card at the gateway simulator, as the browser's Accept.js does: the API never sees the number. */
async function tokenFor(cardNumber: string, expirationDate = '042031') {
  const gateway = h.core.config.payments!;
  const res = await fetch(gateway.requestUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: gateway.apiLoginId, clientKey: gateway.clientKey },
        data: { type: 'TOKEN', id: crypto.randomUUID(), token: { cardNumber, expirationDate, cardCode: '123' } },
      },
    }),
  });
  const answer = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as { opaqueData: { dataDescriptor: string; dataValue: string } };
  return { descriptor: answer.opaqueData.dataDescriptor, value: answer.opaqueData.dataValue };
}

/** A fresh harvest center with a billing address, signed in. */
async function center(address = true) {
  const member = await h.newMember([4]);
  if (address)
    await Members.patch(await h.domainCtx(), member.memberId, {
      address1: '12 Harbor Road',
      city: 'Boise',
      stateDesc: 'ID',
      countryDesc: 'United States',
      zipCode: '83702',
    });
  const token = await h.login(member.email);
  const call = (path: string, body: unknown, as = token) => h.call('POST', path, { domain: 'acme', token: as, body });
  return { member, token, call };
}

type Profile = {
  code: string | null;
  payments: { payment_profile_id: string; card_type: string; card_number: string; expiration_date: string; default: boolean; card_holder: string }[];
};

describe('payment methods', () => {
  it('saves cards from gateway tokens, masked, the first as default; sets the default and deletes', async () => {
    const { member, call } = await center();
    const empty = await call('billing-profiles/get-profile/', { user_id: member.memberId });
    expect(empty).toMatchObject({ status: 200, body: { code: null, payments: [] } });

    const visa = await call('billing-profiles/create-profile/', {
      user_id: member.memberId,
      card_holder: 'Ada Lovelace',
      token: await tokenFor('4111111111111111'),
    });
    expect(visa.status).toBe(200);
    const first = visa.body as Profile;
    expect(first.code).toMatch(/^\d+$/);
    expect(first.payments).toEqual([
      {
        payment_profile_id: expect.any(String),
        card_type: 'Visa',
        card_number: '1111',
        card_holder: 'Ada Lovelace',
        expiration_date: '2031-04',
        default: true,
      },
    ]);
    const stored = await Members.fromId(await h.domainCtx(), member.memberId);
    expect(stored?.paymentCustomerProfileId).toBe(first.code);

    const mc = (
      await call('billing-profiles/create-profile/', {
        user_id: member.memberId,
        customer_profile_id: first.code,
        card_holder: 'Ada Lovelace',
        token: await tokenFor('5424000000000015', '122030'),
      })
    ).body as Profile;
    expect(mc.payments.map((p) => [p.card_number, p.default])).toEqual([
      ['1111', true],
      ['0015', false],
    ]);

    const mcId = mc.payments[1]!.payment_profile_id;
    const switched = (await call('billing-profiles/set-default/', { profile_id: first.code, payment_id: mcId })).body as Profile;
    expect(switched.payments.map((p) => [p.card_number, p.default])).toEqual([
      ['0015', true],
      ['1111', false],
    ]);

    const deleted = (await call('billing-profiles/delete-profile/', { profile_id: first.code, payment_id: mcId })).body as Profile;
    // The default went: the remaining card becomes the default.
    expect(deleted.payments.map((p) => [p.card_number, p.default])).toEqual([['1111', true]]);
  });

  it('refuses card numbers and security codes in any field, before anything is stored', async () => {
    const { member, call } = await center();
    const token = await tokenFor('4111111111111111');
    for (const [body, field] of [
      [{ user_id: member.memberId, card_holder: 'Ada', token, card_number: '4111111111111111' }, 'card_number'],
      [{ user_id: member.memberId, card_holder: 'Ada', token, cvv: '123' }, 'cvv'],
      [{ user_id: member.memberId, card_holder: '4111 1111 1111 1111', token }, 'card_holder'],
      [{ user_id: member.memberId, card_holder: 'Ada', token: { descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', value: '4007000000027' } }, 'token.value'],
    ] as const) {
      const res = await call('billing-profiles/create-profile/', body);
      // The message names the field that carried the card data.
      expect(res).toMatchObject({ status: 400, body: { message: `${field}: ${CARD_DATA_REFUSED}` } });
    }
    expect((await call('billing-profiles/get-profile/', { user_id: member.memberId })).body).toEqual({ code: null, payments: [] });
    expect((await Members.fromId(await h.domainCtx(), member.memberId))?.paymentCustomerProfileId).toBeFalsy();
  });

  it("keeps each member to its own cards: another member's profile or card is not found", async () => {
    const owner = await center();
    const saved = (
      await owner.call('billing-profiles/create-profile/', { user_id: owner.member.memberId, card_holder: 'Owner', token: await tokenFor('4111111111111111') })
    ).body as Profile;
    const other = await center();
    const ref = { profile_id: saved.code, payment_id: saved.payments[0]!.payment_profile_id };
    expect((await other.call('billing-profiles/get-profile/', { user_id: owner.member.memberId })).status).toBe(404);
    expect((await other.call('billing-profiles/delete-profile/', ref)).status).toBe(404);
    expect((await other.call('billing-profiles/set-default/', ref)).status).toBe(404);
    expect((await other.call('billing-profiles/delete-profile/', { ...ref, user_id: owner.member.memberId })).status).toBe(404);
    const admin = await h.demoToken('admin');
    expect((await owner.call('billing-profiles/get-profile/', { user_id: owner.member.memberId }, admin)).status).toBe(404);
    expect(((await owner.call('billing-profiles/get-profile/', { user_id: owner.member.memberId })).body as Profile).payments).toHaveLength(1);
  });

  it('asks for an address before a card can be verified, and shows the gateway refusing a card', async () => {
    const bare = await center(false);
    const noAddress = await bare.call('billing-profiles/create-profile/', {
      user_id: bare.member.memberId,
      card_holder: 'Ada',
      token: await tokenFor('4111111111111111'),
    });
    expect(noAddress).toMatchObject({ status: 400, body: { message: 'Add your address in Locations before saving a card: the card is verified with it.' } });

    const { member, call } = await center();
    const refused = await call('billing-profiles/create-profile/', {
      user_id: member.memberId,
      card_holder: 'Ada',
      token: await tokenFor('4111111111111111', '012020'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The card was not accepted: /);
    const reused = await call('billing-profiles/create-profile/', {
      user_id: member.memberId,
      card_holder: 'Ada',
      token: { descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', value: 'not-a-token' },
    });
    expect(reused.status).toBe(400);
  });

  it("gives the browser the gateway's public keys and where to send the card, never the transaction key", async () => {
    const { call } = await center();
    const res = await call('auth/authorizenet/', {});
    const gateway = h.core.config.payments!;
    expect(res).toMatchObject({
      status: 200,
      body: { api_login_id: gateway.apiLoginId, client_key: gateway.clientKey, accept_js_url: null, tokenizer_url: gateway.requestUrl },
    });
    expect(JSON.stringify(res.body)).not.toContain(gateway.transactionKey);
  });
});
