import { describe, expect, it } from 'vitest';
import { testGateway } from './test-client';

const message = (answer: { messages: { message: { code: string; text: string }[] } }) => answer.messages.message[0]!;

describe('Authorize.net simulator: customer and payment profiles', () => {
  it('refuses a duplicate profile with the existing id in the text only, and finds a profile by merchantCustomerId', async () => {
    const { call } = testGateway();
    const profile = { merchantCustomerId: 'd1m42', description: 'Pat Doe', email: 'pat@acme.test' };
    const first = await call('createCustomerProfileRequest', { profile, validationMode: 'none' });
    const again = await call('createCustomerProfileRequest', { profile, validationMode: 'none' });
    expect(message(again)).toEqual({ code: 'E00039', text: `A duplicate record with ID ${first.customerProfileId} already exists.` });
    expect(again.customerProfileId).toBeUndefined();
    const found = await call('getCustomerProfileRequest', { merchantCustomerId: 'd1m42' });
    expect(found.profile).toMatchObject({ customerProfileId: first.customerProfileId, ...profile });
    expect(message(await call('getCustomerProfileRequest', { merchantCustomerId: 'nobody' })).code).toBe('E00040');
  });

  it('saves a tokenized card once, masked, verified in liveMode against the sandbox rules', async () => {
    const { call, newCustomer, addCard } = testGateway();
    const customerProfileId = await newCustomer();
    const saved = await addCard(customerProfileId, { cardNumber: '4111111111111111', cardCode: '900' });
    expect(saved).toMatchObject({ customerProfileId, customerPaymentProfileId: expect.stringMatching(/^\d+$/), messages: { resultCode: 'Ok' } });
    expect(saved.validationDirectResponse.split(',').slice(0, 4)).toEqual(['1', '1', '1', 'This transaction has been approved.']);
    const again = await addCard(customerProfileId, { cardNumber: '4111111111111111' });
    expect(again).toMatchObject({ customerPaymentProfileId: saved.customerPaymentProfileId, messages: { resultCode: 'Error', message: [{ code: 'E00039' }] } });

    const refusals: [Parameters<typeof addCard>[1], string | undefined, string][] = [
      [{ cardNumber: '4242424242424242' }, undefined, 'The credit card number is invalid.'],
      [{ cardNumber: '5424000000000015', expirationDate: '012026' }, undefined, 'The credit card has expired.'],
      [{ cardNumber: '6011000000000012' }, '46282', 'This transaction has been declined.'],
      [{ cardNumber: '370000000000002', cardCode: '901' }, undefined, 'This transaction has been declined.'],
      [{ cardNumber: '3088000000000017' }, '46205', expect.stringContaining('AVS mismatch')],
    ];
    for (const [card, zip, text] of refusals) expect(message(await addCard(customerProfileId, card, zip))).toEqual({ code: 'E00027', text });

    const profile = (await call('getCustomerProfileRequest', { customerProfileId, unmaskExpirationDate: true })).profile;
    expect(profile.paymentProfiles).toEqual([
      expect.objectContaining({
        defaultPaymentProfile: true,
        customerPaymentProfileId: saved.customerPaymentProfileId,
        billTo: expect.objectContaining({ firstName: 'Pat', lastName: 'Doe', zip: '46201' }),
        payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: '2030-12', cardType: 'Visa' } },
      }),
    ]);
    const masked = (await call('getCustomerProfileRequest', { customerProfileId })).profile.paymentProfiles[0].payment.creditCard;
    expect(masked.expirationDate).toBe('XXXX');
  });

  it('takes a token once, for 15 minutes', async () => {
    const { call, tokenize, newCustomer, billTo, advance } = testGateway();
    const customerProfileId = await newCustomer();
    const save = (opaqueData: unknown) =>
      call('createCustomerPaymentProfileRequest', {
        customerProfileId,
        paymentProfile: { billTo: billTo(), payment: { opaqueData } },
        validationMode: 'liveMode',
      });
    const token = await tokenize({ cardNumber: '4007000000027' });
    const late = await tokenize({ cardNumber: '4012888818888' });
    expect(message(await save(token)).code).toBe('I00001');
    expect(message(await save(token))).toEqual({ code: 'E00114', text: 'Invalid OTS Token.' });
    advance(15 * 60_000);
    expect(message(await save(late))).toEqual({ code: 'E00115', text: 'Expired OTS Token.' });
    expect(message(await save({ dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'made-up' })).code).toBe('E00114');
  });

  it('keeps at most 10 cards, switches the default, keeps a masked card on update, and deletes', async () => {
    const { call, newCustomer, addCard } = testGateway();
    const customerProfileId = await newCustomer();
    const ids: string[] = [];
    for (const year of ['2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036']) {
      ids.push((await addCard(customerProfileId, { cardNumber: '4111111111111111', expirationDate: `06${year}` })).customerPaymentProfileId);
    }
    expect(message(await addCard(customerProfileId, { cardNumber: '5424000000000015' }))).toEqual({
      code: 'E00042',
      text: 'You cannot add more than 10 payment profiles.',
    });
    const billTo = { firstName: 'Pat', lastName: 'Doe', zip: '46201' };
    const update = await call('updateCustomerPaymentProfileRequest', {
      customerProfileId,
      paymentProfile: {
        billTo,
        payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX' } },
        defaultPaymentProfile: true,
        customerPaymentProfileId: ids[0],
      },
    });
    expect(message(update).code).toBe('I00001');
    const profiles = (await call('getCustomerProfileRequest', { customerProfileId, unmaskExpirationDate: true })).profile.paymentProfiles;
    expect(
      profiles
        .filter((p: { defaultPaymentProfile?: boolean }) => p.defaultPaymentProfile)
        .map((p: { customerPaymentProfileId: string }) => p.customerPaymentProfileId),
    ).toEqual([ids[0]]);
    expect(profiles[0]).toMatchObject({ billTo, payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: '2027-06' } } });
    expect(message(await call('deleteCustomerPaymentProfileRequest', { customerProfileId, customerPaymentProfileId: ids[0] })).code).toBe('I00001');
    expect(message(await call('deleteCustomerPaymentProfileRequest', { customerProfileId, customerPaymentProfileId: ids[0] })).code).toBe('E00040');
  });
});

describe('Authorize.net simulator: transactions', () => {
  async function savedCard(cardNumber = '4111111111111111') {
    const gateway = testGateway();
    const customerProfileId = await gateway.newCustomer();
    const paymentProfileId = (await gateway.addCard(customerProfileId, { cardNumber })).customerPaymentProfileId as string;
    return { ...gateway, customerProfileId, paymentProfileId };
  }

  it('charges a saved card once inside the duplicate window, and again after it', async () => {
    const { charge, customerProfileId, paymentProfileId, advance, sim } = await savedCard();
    const paid = await charge(customerProfileId, paymentProfileId, '125.50', 'INV-1');
    expect(paid.messages.resultCode).toBe('Ok');
    expect(paid.transactionResponse).toMatchObject({
      responseCode: '1',
      authCode: expect.stringMatching(/^[A-Z0-9]{6}$/),
      transId: expect.stringMatching(/^\d+$/),
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
      messages: [{ code: '1', description: 'This transaction has been approved.' }],
      profile: { customerProfileId, customerPaymentProfileId: paymentProfileId },
    });
    const duplicate = await charge(customerProfileId, paymentProfileId, '125.50', 'INV-1');
    expect(duplicate.transactionResponse).toMatchObject({ responseCode: '3', transId: paid.transactionResponse.transId, errors: [{ errorCode: '11' }] });
    expect(sim.store.transactions).toHaveLength(1);
    // Another window is another transaction to the gateway; so is the same one once the window has passed.
    expect((await charge(customerProfileId, paymentProfileId, '125.50', 'INV-1', '300')).transactionResponse.responseCode).toBe('1');
    advance(601_000);
    expect((await charge(customerProfileId, paymentProfileId, '125.50', 'INV-1')).transactionResponse.responseCode).toBe('1');
    expect(sim.store.transactions).toHaveLength(3);
  });

  it('refuses an amount of 0 and answers the reason-code card by the amount charged', async () => {
    const { charge, customerProfileId, paymentProfileId } = await savedCard('4222222222222');
    expect((await charge(customerProfileId, paymentProfileId, '0.00', 'INV-0')).transactionResponse).toMatchObject({
      responseCode: '3',
      transId: '0',
      errors: [{ errorCode: '5', errorText: 'A valid amount is required.' }],
    });
    const declined = await charge(customerProfileId, paymentProfileId, '2.00', 'INV-2');
    expect(declined.messages.message[0]!.code).toBe('E00027');
    expect(declined.transactionResponse).toMatchObject({ responseCode: '2', transId: expect.stringMatching(/^[1-9]\d+$/), errors: [{ errorCode: '2' }] });
    expect((await charge(customerProfileId, paymentProfileId, '252.00', 'INV-3')).transactionResponse).toMatchObject({
      responseCode: '4',
      messages: [{ code: '252' }],
    });
  });

  it('lists recent transactions with their invoice numbers, newest first, paged, with details', async () => {
    const { call, charge, customerProfileId, paymentProfileId, advance } = await savedCard();
    for (const invoice of ['INV-A', 'INV-B', 'INV-C']) {
      await charge(customerProfileId, paymentProfileId, '10.00', invoice);
      advance(1000);
    }
    const page = (offset: number) =>
      call('getUnsettledTransactionListRequest', { sorting: { orderBy: 'submitTimeUTC', orderDescending: true }, paging: { limit: 2, offset } });
    const first = await page(1);
    expect(first.totalNumInResultSet).toBe(3);
    expect(first.transactions.map((t: { invoiceNumber: string }) => t.invoiceNumber)).toEqual(['INV-C', 'INV-B']);
    expect(first.transactions[0]).toMatchObject({
      transactionStatus: 'capturedPendingSettlement',
      accountNumber: 'XXXX1111',
      settleAmount: 10,
      submitTimeUTC: expect.stringMatching(/Z$/),
    });
    expect((await page(2)).transactions.map((t: { invoiceNumber: string }) => t.invoiceNumber)).toEqual(['INV-A']);
    const details = await call('getTransactionDetailsRequest', { transId: first.transactions[1].transId });
    expect(details.transaction).toMatchObject({
      transactionStatus: 'capturedPendingSettlement',
      responseCode: 1,
      order: { invoiceNumber: 'INV-B' },
      authCode: expect.any(String),
    });
    expect(message(await call('getTransactionDetailsRequest', { transId: '1' })).code).toBe('E00040');
  });

  it('refuses a profile charge that also carries card or billing data, or names an unknown card', async () => {
    const { call, customerProfileId, paymentProfileId } = await savedCard();
    const tx = (extra: object) =>
      call('createTransactionRequest', {
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: '1.00',
          profile: { customerProfileId, paymentProfile: { paymentProfileId } },
          ...extra,
        },
      });
    expect(message(await tx({ billTo: { zip: '46201' } })).code).toBe('E00093');
    const unknown = await call('createTransactionRequest', {
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: '1.00',
        profile: { customerProfileId, paymentProfile: { paymentProfileId: '1' } },
      },
    });
    expect(message(unknown).code).toBe('E00040');
  });
});
