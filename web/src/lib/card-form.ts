import { z } from 'zod';
import type { CardData } from './card-tokenizer';

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** A card's expiration as printed on it: month and two-digit year. */
const EXPIRATION = /^(0[1-9]|1[0-2])\/(\d{2})$/;
export const EXPIRATION_FORMAT = 'Enter the month and year as MM/YY, e.g. 04/31';
export const CARD_EXPIRED = 'This card has expired';

/**
 * What an expiration field shows as it is typed: digits, with the slash after the month put in by
 * itself ('0431' reads '04/31'); a one-digit month before a slash reads as 0M ('4/' reads '04/'), and
 * a pasted or filled-in MM/YYYY as MM/YY.
 */
export function typedExpiration(text: string): string {
  const withYear = /^(\d{1,2})[\s/.-]+\d{2}(\d{2})$/.exec(text.trim());
  if (withYear) return `${withYear[1]!.padStart(2, '0')}/${withYear[2]}`;
  const shortMonth = /^(\d)[\s/.-]+(\d*)/.exec(text);
  const numbers = (shortMonth ? `0${shortMonth[1]}${shortMonth[2]}` : text.replace(/\D/g, '')).slice(0, 4);
  if (numbers.length > 2) return `${numbers.slice(0, 2)}/${numbers.slice(2)}`;
  // A slash typed after the month stays; deleting it leaves the month alone.
  return numbers.length === 2 && /[\s/.-]/.test(text) ? `${numbers}/` : numbers;
}

/** The month and four-digit year of an MM/YY expiration, or null when it is not one. */
export function expirationParts(expiration: string): { month: string; year: string } | null {
  const match = EXPIRATION.exec(expiration.trim());
  return match ? { month: match[1]!, year: `20${match[2]}` } : null;
}

/** Whether an MM/YY expiration is before the month of `today` (a card is good through its month). */
export function expired(expiration: string, today = new Date()): boolean {
  const parts = expirationParts(expiration);
  if (!parts) return false;
  return Number(parts.year) * 12 + Number(parts.month) < today.getFullYear() * 12 + today.getMonth() + 1;
}

/**
 * A card as the browser takes it (spec §5): holder, number, expiration (MM/YY, as printed on the
 * card, not past) and CVV, all required. The number and CVV go to the gateway's tokenizer only,
 * never to the API.
 */
export const CardFields = z.object({
  card_holder: z.string().trim().min(1, 'Required').max(64, 'Ensure this field has no more than 64 characters.'),
  card_number: z
    .string()
    .transform(digits)
    .pipe(
      z
        .string()
        .min(1, 'Required')
        .regex(/^\d{13,19}$/, 'Enter a valid card number'),
    ),
  expiration_date: z
    .string()
    .trim()
    .min(1, 'Required')
    .regex(EXPIRATION, EXPIRATION_FORMAT)
    .refine((value) => !expired(value), CARD_EXPIRED),
  cvv: z
    .string()
    .trim()
    .min(1, 'Required')
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits of the security code'),
});
export type CardFieldsInput = z.input<typeof CardFields>;
export type CardFieldsValues = z.output<typeof CardFields>;

/** Payment Methods' Add Card form: the card, and whether it becomes the default. */
export const CardForm = CardFields.extend({ default: z.boolean() });
export type CardFormInput = z.input<typeof CardForm>;
export type CardFormValues = z.output<typeof CardForm>;

export const blankCard: CardFieldsInput = { card_holder: '', card_number: '', expiration_date: '', cvv: '' };
export const emptyCard: CardFormInput = { ...blankCard, default: false };

/** The card as the gateway's browser library takes it: the expiration as two-digit month and four-digit year. */
export const toCardData = (values: CardFieldsValues): CardData => {
  const { month, year } = expirationParts(values.expiration_date)!;
  return { cardNumber: values.card_number, month, year, cardCode: values.cvv, fullName: values.card_holder };
};

/** 'Visa ending in 1111', 'AmericanExpress' read as 'American Express'. */
export const cardLabel = (cardType: string, lastDigits: string) => `${cardType.replace(/([a-z])([A-Z])/g, '$1 $2')} ending in ${lastDigits.slice(-4)}`;

/** '2031-04' as '04/2031'. */
export const expirationText = (expiration: string) => {
  const [year, month] = expiration.split('-');
  return month && year ? `${month}/${year}` : expiration;
};
