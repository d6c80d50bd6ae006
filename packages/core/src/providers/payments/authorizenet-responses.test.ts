import { describe, expect, it } from 'vitest';
import {
  batchIdsFrom,
  chargeOutcomeFrom,
  duplicateIdFrom,
  errorFor,
  outcomeFromDetails,
  parseResponse,
  savedCardsFrom,
  transactionForInvoice,
} from './authorizenet-responses';
import { PaymentsError } from './port';

const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const unsuccessful = { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] };

describe('Authorize.net responses', () => {
  it('strips the byte-order mark every answer starts with', () => {
    const body = `\uFEFF${JSON.stringify({ customerProfileId: '900', messages: ok })}`;
    expect(() => JSON.parse(body)).toThrow();
    expect(parseResponse(body)).toEqual({ customerProfileId: '900', messages: ok });
    expect(() => parseResponse('<html>Bad gateway</html>')).toThrow();
    expect(() => parseResponse('[]')).toThrow();
  });

  it('pays only on responseCode 1, whatever resultCode says', () => {
    const approved = {
      transactionResponse: {
        responseCode: '1',
        authCode: 'A1B2C3',
        transId: 80000000001,
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      messages: ok,
    };
    expect(chargeOutcomeFrom(approved)).toEqual({
      status: 'paid',
      transactionId: '80000000001',
      authCode: 'A1B2C3',
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
    });
    const declined = { responseCode: '2', transId: '80000000002', errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }] };
    const expected = { status: 'declined', transactionId: '80000000002', reason: 'This transaction has been declined.', code: '2' };
    expect(chargeOutcomeFrom({ transactionResponse: declined, messages: ok })).toEqual(expected);
    expect(chargeOutcomeFrom({ transactionResponse: declined, messages: unsuccessful })).toEqual(expected);
    expect(
      chargeOutcomeFrom({
        transactionResponse: { responseCode: '4', transId: '80000000003', messages: [{ code: '252', description: 'Your order has been received.' }] },
        messages: ok,
      }),
    ).toEqual({
      status: 'held',
      transactionId: '80000000003',
      reason: 'Your order has been received.',
    });
  });

  it('reads a refusal before or while processing as an error with its code', () => {
    const duplicate = { responseCode: '3', transId: '0', errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }] };
    expect(chargeOutcomeFrom({ transactionResponse: duplicate, messages: unsuccessful })).toEqual({
      status: 'error',
      reason: 'A duplicate transaction has been submitted.',
      code: '11',
    });
    const badLogin = {
      messages: { resultCode: 'Error', message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }] },
    };
    expect(chargeOutcomeFrom(badLogin)).toEqual({
      status: 'error',
      reason: 'User authentication failed due to invalid authentication values.',
      code: 'E00007',
    });
  });

  it('reads saved cards leniently: numeric ids, missing lists, masked numbers', () => {
    const response = {
      profile: {
        customerProfileId: 900,
        paymentProfiles: [
          {
            defaultPaymentProfile: true,
            customerPaymentProfileId: 910,
            billTo: { firstName: 'Pat', lastName: 'Doe' },
            payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: '2030-12', cardType: 'Visa' } },
          },
          { customerPaymentProfileId: '911', payment: { creditCard: { cardNumber: 'XXXX0015', expirationDate: 'XXXX', cardType: 'MasterCard' } } },
        ],
      },
      messages: ok,
    };
    expect(savedCardsFrom(response)).toEqual([
      { paymentProfileId: '910', cardType: 'Visa', lastDigits: '1111', expiration: '2030-12', holder: 'Pat Doe', isDefault: true },
      { paymentProfileId: '911', cardType: 'MasterCard', lastDigits: '0015', expiration: '', holder: '', isDefault: false },
    ]);
    expect(savedCardsFrom({ profile: { customerProfileId: '900' }, messages: ok })).toEqual([]);
  });

  it('finds the existing id in a duplicate profile message', () => {
    expect(duplicateIdFrom('A duplicate record with ID 1220992516 already exists.')).toBe('1220992516');
    expect(duplicateIdFrom('A duplicate record already exists.')).toBeUndefined();
  });

  it('turns refusals into errors of the port, with the code and text', () => {
    const error = (code: string, text = 'Some text.') => errorFor('someRequest', { messages: { resultCode: 'Error', message: [{ code, text }] } });
    expect(error('E00040')).toMatchObject({ kind: 'not_found', code: 'E00040', message: 'Authorize.net someRequest failed: E00040 Some text.' });
    expect(error('E00042').kind).toBe('too_many_cards');
    expect([error('E00114').kind, error('E00115').kind]).toEqual(['invalid_token', 'invalid_token']);
    expect([error('E00001').kind, error('E00104').kind]).toEqual(['unavailable', 'unavailable']);
    expect([error('E00007').kind, error('E00027').kind]).toEqual(['refused', 'refused']);
    expect(error('E00007')).toBeInstanceOf(PaymentsError);
    // A merchant setting the portal needs is off: the error names it.
    expect(error('E00011', 'Access denied.')).toMatchObject({
      kind: 'not_permitted',
      message: expect.stringContaining('Access denied. Turn on the Transaction Details API'),
    });
    expect(error('E00044').message).toContain('Customer Information Manager');
  });

  it("picks an invoice's paid transaction over a later one, and reads its details", () => {
    const list = {
      transactions: [
        { transId: '3', invoiceNumber: 'INV-2', transactionStatus: 'capturedPendingSettlement' },
        { transId: '2', invoiceNumber: 'INV-1', transactionStatus: 'declined' },
        { transId: 1, invoiceNumber: 'INV-1', transactionStatus: 'capturedPendingSettlement' },
      ],
      messages: ok,
    };
    expect(transactionForInvoice(list, 'INV-1')).toBe('1');
    expect(transactionForInvoice(list, 'INV-9')).toBeUndefined();
    expect(transactionForInvoice({ messages: ok }, 'INV-1')).toBeUndefined();
    expect(batchIdsFrom({ batchList: [{ batchId: '12' }, { batchId: 13 }], messages: ok })).toEqual(['12', '13']);
    expect(batchIdsFrom({ messages: { resultCode: 'Ok', message: [{ code: 'I00004', text: 'No records found.' }] } })).toEqual([]);
    const details = (transactionStatus: string) => ({
      transaction: {
        transId: '1',
        transactionStatus,
        responseReasonCode: 1,
        responseReasonDescription: 'Approval',
        authCode: 'ZZ9',
        payment: { creditCard: { cardNumber: 'XXXX1111', cardType: 'Visa' } },
      },
      messages: ok,
    });
    expect(outcomeFromDetails(details('capturedPendingSettlement'))).toEqual({
      status: 'paid',
      transactionId: '1',
      authCode: 'ZZ9',
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
    });
    expect(outcomeFromDetails(details('FDSPendingReview')).status).toBe('held');
    expect(outcomeFromDetails(details('declined'))).toMatchObject({ status: 'declined', code: '1' });
    expect(outcomeFromDetails(details('voided'))).toMatchObject({ status: 'error', reason: 'voided: Approval' });
  });
});
