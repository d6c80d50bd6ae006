import { describe, expect, it } from 'vitest';
import { isCardNumber, networkOf } from './card-networks';
import { cardDataFields, carriesCardData, holdsCardNumber } from './card-numbers';
import { NETWORK_CARDS, SANDBOX_CARDS, writtenAs } from './card-numbers-fixture';

describe('the networks', () => {
  it.each(NETWORK_CARDS)('know a %s number: %s', (network, number) => {
    expect(isCardNumber(number)).toBe(true);
    expect(networkOf(number)?.name).toBe(network);
  });

  it.each([
    ['a number outside every range', '9111111111111110'],
    ['a Mastercard range at 13 digits', '5555555555554'],
    ['a Visa at 15 digits', '411111111111116'],
    ['an Amex failing the Luhn check', '370000000000003'],
    ['a 2-series below Mastercard', '2220990000000009'],
    ['a compact timestamp', '20261128033002'],
  ])('refuse %s: %s', (_what, number) => {
    expect(isCardNumber(number)).toBe(false);
  });
});

describe('holdsCardNumber', () => {
  it.each(SANDBOX_CARDS)('finds the sandbox card %s however it is written', (card) => {
    for (const text of writtenAs(card)) expect(holdsCardNumber(text), text).toBe(true);
  });

  it.each(NETWORK_CARDS)('finds a %s number however it is written: %s', (_network, card) => {
    for (const text of writtenAs(card)) expect(holdsCardNumber(text), text).toBe(true);
  });

  it.each([
    '4111/1111/1111/1111',
    '5424 0000 0000 0015 123',
    '4111 1111 1111 1111 12 30 123',
    '4111 1111 1111 1111 1230',
    '3700 000000 00002 1234',
    '3056 9309 0259 04',
    'card 4111 1111 1111 1111 exp 12/30',
    'x4111111111111111y',
    'visa-4111111111111111',
    'first 12/30, then 5424-0000-0000-0015.',
    'Paid 2026-11-26 4111 1111 1111 1111',
    'tel 555-0100 4111 1111 1111 1111',
    'qty 12 4111 1111 1111 1111',
    'two cards 5424 0000 0000 0015 4111 1111 1111 1111',
    'INV-4012888818888 paid with 4111 1111 1111 1111',
    'Invoice 4012888818888',
  ])('finds the card number in %j', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
  });

  it.each([
    ['a phone number', '5551234567'],
    ['a phone number with its country code', '+1 (555) 123-4567'],
    ['a phone number with an extension', '+1-512-555-0199 x1234'],
    ['two phone numbers', '555-123-4503 555-987-6543'],
    ['an international number whose digits pass the Luhn check', '+86 138 0013 8002'],
    ['a day', '2026-11-26'],
    ['two days whose digits pass the Luhn check', '2026-01-05 2026-01-13'],
    ['a date and time', '2026-11-26 10:30:00'],
    ['a compact timestamp that passes the Luhn check', '20261128033002'],
    ['an amount', '1234567.89'],
    ['an amount with separators', '$1,234,567.89'],
    ['a UUID', '3f2a1b4c-9d8e-4f7a-b6c5-d4e3f2a1b0c9'],
    ['a UUID whose first groups pass the Luhn check', '41111111-1111-4111-8111-111111111111'],
    ['a UUID whose middle groups read as a card printed in fours', '116061ca-3640-4425-8399-1785b41de7c9'],
    ['another such UUID', '94d00360-642f-4141-8614-61323b642016'],
    ['a long id that passes the Luhn check', '41111111111111111107'],
    ['a 16-digit id that fails the Luhn check', '4111111111111112'],
    ['a short number', '4111 1111 1111'],
    ['digits apart by two spaces', '4111  1111  1111  1111'],
    ['a number padded with zeros', '0000000000000000'],
    ['an order id and a phone number', 'order 12345678 call 555 0100'],
    ['a FedEx Express tracking number', '794612345678'],
    ['a FedEx Ground number that passes the Luhn check', '612904123456785'],
    ['a FedEx number printed in fours', '6129 9988 2000 0014 2345'],
    ['a 20-digit number printed in fours whose middle is a card', '9612 4111 1111 1111 1111'],
    ['a 20-digit number printed in fours that starts like a card', '4111 1111 1111 1111 2345'],
    ['a tracking number in a sentence', 'Shipped today, tracking 612904123456785, 2 boxes'],
    ['a 13-digit invoice id written as an identifier', 'INV-4012888818888'],
    ['an identifier followed by more text', 'Invoice INV_4012888818888 2 boxes'],
    ['a file name holding a timestamp', 'label-20261128033002.pdf'],
    ['a millisecond timestamp in an e-mail address that passes the Luhn check', 'invited-1795722345679@acme.test'],
    ['an e-mail address holding a long id', 'shipping+20261128033002@clinic.test'],
    ['an e-mail address holding a 13-digit id', 'write to ap.4012888818888@clinic.test'],
    ['a web address holding a tracking number', 'https://www.fedex.com/fedextrack/?trknbr=612904123456785'],
    ['13 digits that pass the Luhn check but are not a Visa number', '5555555555554'],
    ['a 16-digit reference starting with 9 that passes the Luhn check', '9111111111111110'],
  ])('lets %s through: %j', (_what, text) => {
    expect(holdsCardNumber(text)).toBe(false);
  });

  it('reads a whole tracking number by its check digits, and still refuses one whose digits are a card', () => {
    expect(holdsCardNumber('9400 1112 0108 0805 4830 16')).toBe(false);
    expect(holdsCardNumber('1Z5R89390357567127')).toBe(false);
    // 4111 1111 1111 1111 and an expiry: 20 digits some carriers' checks pass too.
    const withExpiry = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `4111 1111 1111 1111 ${month}30`);
    for (const text of withExpiry) expect(holdsCardNumber(text), text).toBe(true);
  });

  it('reads a long text in one pass', () => {
    const started = performance.now();
    for (const text of ['a.b+c-'.repeat(200_000), '4111 '.repeat(200_000), '12/30 '.repeat(200_000), `${'1'.repeat(1_000_000)}@x`])
      expect(holdsCardNumber(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
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
