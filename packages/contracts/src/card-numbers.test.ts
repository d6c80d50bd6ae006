import { describe, expect, it } from 'vitest';
import { cardDataFields, carriesCardData, holdsCardNumber } from './card-numbers';

describe('holdsCardNumber', () => {
  it.each([
    '4111111111111111',
    '5424000000000015',
    '370000000000002',
    '6011000000000012',
    '4222222222222',
    '6759649826438453',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '4111.1111.1111.1111',
    '4111/1111/1111/1111',
    '3700 000000 00002',
    '5424 0000 0000 0015 123',
    'card 4111111111111111 exp 12/30 cvv 123',
    'card 4111 1111 1111 1111 exp 12/30',
    'Clinic 4111.1111.1111.1111',
    'x4111111111111111y',
    'first 12/30, then 5424-0000-0000-0015.',
  ])('finds the card number in %j', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
  });

  it.each([
    ['a phone number', '5551234567'],
    ['a phone number with its country code', '+1 (555) 123-4567'],
    ['two phone numbers', '555-123-4503 555-987-6543'],
    ['an international number whose digits pass the Luhn check', '+86 138 0013 8002'],
    ['a day', '2026-11-26'],
    ['two days whose digits pass the Luhn check', '2026-01-05 2026-01-13'],
    ['a date and time', '2026-11-26 10:30:00'],
    ['an amount', '1234567.89'],
    ['an amount with separators', '$1,234,567.89'],
    ['a UUID', '3f2a1b4c-9d8e-4f7a-b6c5-d4e3f2a1b0c9'],
    ['a UUID whose first groups pass the Luhn check', '41111111-1111-4111-8111-111111111111'],
    ['a long id that passes the Luhn check', '41111111111111111107'],
    ['a 16-digit id that fails the Luhn check', '4111111111111112'],
    ['a short number', '4111 1111 1111'],
    ['digits apart by two spaces', '4111  1111  1111  1111'],
    ['a number padded with zeros', '0000000000000000'],
    ['an order id and a phone number', 'order 12345678 call 555 0100'],
    ['a tracking number', '794612345678'],
    // Luhn-valid runs that no card network issues: a millisecond timestamp (as in an e-mail address), 13 digits not Visa's, a 7-9 start.
    ['a millisecond timestamp in an e-mail address that passes the Luhn check', 'invited-1795722345679@acme.test'],
    ['13 digits that pass the Luhn check but are not a Visa number', '5555555555554'],
    ['a 16-digit reference starting with 9 that passes the Luhn check', '9111111111111110'],
  ])('lets %s through: %j', (_what, text) => {
    expect(holdsCardNumber(text)).toBe(false);
  });
});

describe('cardDataFields', () => {
  it('names every field that holds a card number or is a card field, at any depth', () => {
    const body = {
      order_description: 'card 4111111111111111 exp 12/30 cvv 123',
      name: 'Ada',
      create_patient: { first_name: 'Nia', notes: ['fine', '4111.1111.1111.1111'] },
      credit_card: { card_number: '4111', cvc: '123' },
      phone: '5551234567',
    };
    expect(cardDataFields(body)).toEqual(['order_description', 'create_patient.notes.1', 'credit_card.card_number', 'credit_card.cvc']);
    expect(carriesCardData(body)).toBe(true);
  });

  it('finds nothing in an ordinary body, and reads a deeply nested one without failing', () => {
    expect(cardDataFields({ name: 'Ada', id: 4, when: '2026-11-26', key: '3f2a1b4c-9d8e-4f7a-b6c5-d4e3f2a1b0c9', total: 1234.5 })).toEqual([]);
    let deep: unknown = '4111111111111111';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(cardDataFields(deep)).toHaveLength(1);
    expect(carriesCardData(null)).toBe(false);
  });

  it('names a body that is itself a card number with an empty path', () => {
    expect(cardDataFields('4111111111111111')).toEqual(['']);
  });
});
