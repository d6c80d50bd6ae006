import { describe, expect, it } from 'vitest';
import { CardForm, cardLabel, expirationText, expired, toCardData } from './card-form';

const valid = { card_holder: 'Ada Lovelace', card_number: '4111 1111 1111 1111', expiration_date: '2031-04', cvv: '123', default: false };

describe('the card form', () => {
  it('takes a card with spaces in its number and hands the gateway digits, month and year', () => {
    const values = CardForm.parse(valid);
    expect(toCardData(values)).toEqual({ cardNumber: '4111111111111111', month: '04', year: '2031', cardCode: '123', fullName: 'Ada Lovelace' });
  });

  it('requires every field and says what is wrong', () => {
    const result = CardForm.safeParse({ card_holder: ' ', card_number: '', expiration_date: '', cvv: '', default: false });
    expect(result.success).toBe(false);
    // The form shows the first message of each field, as the resolver does.
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({ card_holder: 'Required', card_number: 'Required', expiration_date: 'Required', cvv: 'Required' });
  });

  it('refuses letters in the number, a 13th month and a two-digit CVV', () => {
    const result = CardForm.safeParse({ ...valid, card_number: '4111-abcd', expiration_date: '2031-13', cvv: '12' });
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['card_number', 'expiration_date', 'cvv']);
  });

  it('knows an expired month from the current one', () => {
    const today = new Date(2026, 10, 22);
    expect(expired('2026-10', today)).toBe(true);
    expect(expired('2026-11', today)).toBe(false);
    expect(expired('2027-01', today)).toBe(false);
  });

  it('labels a saved card by type and last digits', () => {
    expect(cardLabel('AmericanExpress', '0002')).toBe('American Express ending in 0002');
    expect(cardLabel('Visa', 'XXXX1111')).toBe('Visa ending in 1111');
    expect(expirationText('2031-04')).toBe('04/2031');
  });
});
