import { describe, expect, it } from 'vitest';
import { acceptJsUrl, requestUrl } from './authorizenet-hosts';
import {
  addressInOrder,
  amountOf,
  createCustomerPaymentProfile,
  createCustomerProfile,
  createTransaction,
  getCustomerProfile,
  getUnsettledTransactionList,
  makeDefaultPaymentProfile,
} from './authorizenet-requests';

const credentials = { apiLoginId: 'login', transactionKey: 'key' };
const keys = (value: unknown) => Object.keys(value as object);
/** Keys as they go on the wire: JSON drops the undefined ones. */
const wire = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, Record<string, Record<string, unknown>>>;

describe('Authorize.net requests', () => {
  it('posts every method to the one request URL, and tells the browser where Accept.js is', () => {
    expect(requestUrl('https://api.authorize.net')).toBe('https://api.authorize.net/xml/v1/request.api');
    expect(requestUrl('https://apitest.authorize.net/xml/v1/request.api')).toBe('https://apitest.authorize.net/xml/v1/request.api');
    expect(requestUrl('http://127.0.0.1:8007/')).toBe('http://127.0.0.1:8007/xml/v1/request.api');
    expect(acceptJsUrl('https://api.authorize.net')).toBe('https://js.authorize.net/v1/Accept.js');
    expect(acceptJsUrl('https://apitest.authorize.net/')).toBe('https://jstest.authorize.net/v1/Accept.js');
    expect(acceptJsUrl('http://127.0.0.1:8007')).toBeUndefined();
  });

  it('writes amounts as decimal strings from cents', () => {
    expect([amountOf(2500), amountOf(5), amountOf(123456), amountOf(0)]).toEqual(['25.00', '0.05', '1234.56', '0.00']);
  });

  it('wraps each method with merchantAuthentication first', () => {
    const request = wire(getCustomerProfile(credentials, { merchantCustomerId: 'd1m42' }));
    expect(keys(request)).toEqual(['getCustomerProfileRequest']);
    expect(request.getCustomerProfileRequest).toEqual({
      merchantAuthentication: { name: 'login', transactionKey: 'key' },
      merchantCustomerId: 'd1m42',
      unmaskExpirationDate: true,
    });
  });

  it('creates a customer profile with the reference as merchantCustomerId (at most 20), validationMode last', () => {
    const body = wire(
      createCustomerProfile(credentials, { reference: 'd1234567890m12345678901', email: 'pat@acme.test', description: 'Pat Doe' }),
    ).createCustomerProfileRequest!;
    expect(keys(body)).toEqual(['merchantAuthentication', 'profile', 'validationMode']);
    expect(body.profile).toEqual({ merchantCustomerId: 'd1234567890m12345678', description: 'Pat Doe', email: 'pat@acme.test' });
    expect(keys(body.profile)).toEqual(['merchantCustomerId', 'description', 'email']);
    expect(body.validationMode).toBe('none');
  });

  it('saves a browser token in the XSD order, the billing address ordered whatever order it came in', () => {
    const billTo = { zip: '46201', country: 'US', city: 'Indianapolis', lastName: 'Doe', address: '1 Main St', firstName: 'Pat', state: 'IN', phoneNumber: '' };
    const body = wire(
      createCustomerPaymentProfile(credentials, {
        customerProfileId: '900',
        token: { descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', value: 'tok' },
        billTo,
        makeDefault: true,
      }),
    ).createCustomerPaymentProfileRequest!;
    expect(keys(body)).toEqual(['merchantAuthentication', 'customerProfileId', 'paymentProfile', 'validationMode']);
    expect(keys(body.paymentProfile)).toEqual(['customerType', 'billTo', 'payment', 'defaultPaymentProfile']);
    expect(keys(body.paymentProfile!.billTo)).toEqual(['firstName', 'lastName', 'address', 'city', 'state', 'zip', 'country']);
    expect(body.paymentProfile!.payment).toEqual({ opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'tok' } });
    expect(body.validationMode).toBe('liveMode');
  });

  it('makes a card the default by re-sending it as fetched, card masked, the id last', () => {
    const body = wire(
      makeDefaultPaymentProfile(credentials, '900', {
        customerPaymentProfileId: '910',
        customerType: 'individual',
        billTo: { email: 'pat@acme.test', lastName: 'Doe', firstName: 'Pat', zip: '46201' },
        cardNumber: 'XXXX1111',
      }),
    ).updateCustomerPaymentProfileRequest!;
    expect(keys(body)).toEqual(['merchantAuthentication', 'customerProfileId', 'paymentProfile']);
    expect(keys(body.paymentProfile)).toEqual(['customerType', 'billTo', 'payment', 'defaultPaymentProfile', 'customerPaymentProfileId']);
    expect(keys(body.paymentProfile!.billTo)).toEqual(['firstName', 'lastName', 'zip', 'email']);
    expect(body.paymentProfile!.payment).toEqual({ creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX' } });
    expect(body.paymentProfile!.defaultPaymentProfile).toBe(true);
  });

  it('charges a saved profile with the order, line items, address and a fixed duplicate window, in the XSD order', () => {
    const request = createTransaction(
      credentials,
      {
        customerProfileId: '900',
        paymentProfileId: '910',
        amountCents: 12_550,
        invoiceNumber: 'INV-1001',
        description: 'x'.repeat(300),
        lineItems: [{ itemId: 'vial-storage-annual-plan-2026-extra', name: 'Storage', quantity: 2, unitPriceCents: 6275 }],
        customerIp: '203.0.113.9',
      },
      600,
    );
    const tx = wire(request).createTransactionRequest!.transactionRequest!;
    expect(keys(tx)).toEqual(['transactionType', 'amount', 'profile', 'order', 'lineItems', 'customerIP', 'transactionSettings']);
    expect(tx).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '125.50',
      profile: { customerProfileId: '900', paymentProfile: { paymentProfileId: '910' } },
      order: { invoiceNumber: 'INV-1001' },
      lineItems: { lineItem: [{ itemId: 'vial-storage-annual-plan-2026-e', name: 'Storage', quantity: '2', unitPrice: '62.75' }] },
      customerIP: '203.0.113.9',
      transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '600' }] },
    });
    expect((tx.order as { description: string }).description).toHaveLength(255);
    // No card or billing data beside a profile (E00090-E00093), and no empty lineItems.
    const bare = wire(
      createTransaction(
        credentials,
        { customerProfileId: '9', paymentProfileId: '8', amountCents: 100, invoiceNumber: 'I', description: 'd', lineItems: [] },
        600,
      ),
    );
    expect(keys(bare.createTransactionRequest!.transactionRequest)).toEqual(['transactionType', 'amount', 'profile', 'order', 'transactionSettings']);
  });

  it('lists unsettled transactions newest first, paged from 1', () => {
    expect(wire(getUnsettledTransactionList(credentials, 2, 1000)).getUnsettledTransactionListRequest).toEqual({
      merchantAuthentication: { name: 'login', transactionKey: 'key' },
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging: { limit: 1000, offset: 2 },
    });
  });

  it('orders any address and leaves empty fields out', () => {
    expect(keys(addressInOrder({ country: 'US', firstName: 'A', company: '', address: 'x' }))).toEqual(['firstName', 'address', 'country']);
  });
});
