import { describe, expect, it } from 'vitest';
import { CARD_EXPIRED, CardForm, cardLabel, EXPIRATION_FORMAT, expirationText, expired, toCardData, typedExpiration } from './card-form';

const valid = { card_holder: 'Ada Lovelace', card_number: '4111 1111 1111 1111', expiration_date: '04/31', cvv: '123', default: false };

describe('the card form', () => {
  it('takes a card with spaces in its number and hands the gateway digits, month and four-digit year', () => {
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
    const result = CardForm.safeParse({ ...valid, card_number: '4111-abcd', expiration_date: '13/31', cvv: '12' });
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['card_number', 'expiration_date', 'cvv']);
  });

  it('takes the expiration as printed on the card, MM/YY, and refuses another form or a past month', () => {
    const messageOf = (expiration_date: string) => CardForm.safeParse({ ...valid, expiration_date }).error?.issues[0]?.message;
    for (const wrong of ['2031-04', '4/31', '00/31', '04/2031', '0431']) expect(messageOf(wrong), wrong).toBe(EXPIRATION_FORMAT);
    expect(messageOf('01/20')).toBe(CARD_EXPIRED);
    expect(messageOf(' 12/30 ')).toBeUndefined();
  });

  it('puts in the slash as the expiration is typed', () => {
    const typed = (keys: string) => [...keys].reduce((shown, key) => typedExpiration(shown + key), '');
    expect(typed('0431')).toBe('04/31');
    expect(typed('04/31')).toBe('04/31');
    expect(typed('4/31')).toBe('04/31');
    expect(typed('043199')).toBe('04/31');
    expect(typed('1a2')).toBe('12');
    // Deleting the slash leaves the month; a pasted MM/YYYY reads MM/YY.
    expect(typedExpiration('04')).toBe('04');
    expect(typedExpiration('12/2031')).toBe('12/31');
    expect(typedExpiration('')).toBe('');
  });

  it('knows an expired month from the current one: a card is good through its month', () => {
    const today = new Date(2026, 10, 22);
    expect(expired('10/26', today)).toBe(true);
    expect(expired('11/26', today)).toBe(false);
    expect(expired('01/27', today)).toBe(false);
  });

  it('labels a saved card by type and last digits', () => {
    expect(cardLabel('AmericanExpress', '0002')).toBe('American Express ending in 0002');
    expect(cardLabel('Visa', 'XXXX1111')).toBe('Visa ending in 1111');
    expect(expirationText('2031-04')).toBe('04/2031');
  });
});
