import { z } from 'zod';
import type { CardData } from './card-tokenizer';

const digits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A card as the browser takes it (spec §5): holder, number, expiration (a month, YYYY-MM) and CVV,
 * all required. The number and CVV go to the gateway's tokenizer only, never to the API.
 */
export const CardFields = z.object({
  card_holder: z.string().trim().min(1, 'Required').max(64, 'Ensure this field has no more than 64 characters.'),
  card_number: z
    .string()
    .transform(digits)
    .pipe(z.string().min(1, 'Required').regex(/^\d{13,19}$/, 'Enter a valid card number')),
  expiration_date: z
    .string()
    .min(1, 'Required')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the month the card expires'),
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

/** Whether a YYYY-MM expiration is before the month of `today`. */
export function expired(expiration: string, today = new Date()): boolean {
  const [year, month] = expiration.split('-').map(Number);
  return year! * 12 + month! < today.getFullYear() * 12 + today.getMonth() + 1;
}

/** The card as the gateway's browser library takes it. */
export const toCardData = (values: CardFieldsValues): CardData => {
  const [year, month] = values.expiration_date.split('-');
  return { cardNumber: values.card_number, month: month!, year: year!, cardCode: values.cvv, fullName: values.card_holder };
};

/** 'Visa ending in 1111', 'AmericanExpress' read as 'American Express'. */
export const cardLabel = (cardType: string, lastDigits: string) =>
  `${cardType.replace(/([a-z])([A-Z])/g, '$1 $2')} ending in ${lastDigits.slice(-4)}`;

/** '2031-04' as '04/2031'. */
export const expirationText = (expiration: string) => {
  const [year, month] = expiration.split('-');
  return month && year ? `${month}/${year}` : expiration;
};
