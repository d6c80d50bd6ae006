import { z } from 'zod';
import { REQUIRED } from './primitives';

/**
 * Money on the wire is an amount in dollars, as the spec's records and its constants (the harvest
 * fee of 2500) read: a JSON number with at most two decimals, or its decimal text as a form field
 * holds it. Core keeps integer cents; `toCents` and `fromCents` are the one place the two meet.
 */

/** The largest amount a price, a fee or a discount may be: one million. */
export const MONEY_MAX = 1_000_000;

export const ENTER_AN_AMOUNT = 'Enter an amount, e.g. 150 or 149.99';
export const AT_MOST_TWO_DECIMALS = 'Enter at most two decimals (cents)';
export const AMOUNT_BELOW_ZERO = 'The amount cannot be below 0';
// Grouped by hand: the first toLocaleString loads the ICU data, 50 ms and more at every API cold start.
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
export const AMOUNT_TOO_LARGE = `The amount cannot be above ${grouped(MONEY_MAX)}`;

/** Whole cents: 19.99 is, 19.999 is not (allowing for binary fractions: 0.07 * 100 is 7.000000000000001). */
const wholeCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/**
 * Digits with an optional point and one or two decimals: no sign, exponent, inner spaces or leading
 * zeros. Blank text passes here and is refused as 'Required' alone.
 */
const AMOUNT_TEXT = /^(?:(?:0|[1-9]\d{0,6})(?:\.\d{1,2})?)?$/;

/** A missing or blank amount is 'Required'; anything else that is no amount gets `message`. */
const blank = (input: unknown) => input === undefined || (typeof input === 'string' && input.trim() === '');
const missingOr = (message: string) => (issue: { input?: unknown }) => (blank(issue.input) ? REQUIRED : message);

/**
 * An amount of money in dollars, 0 to MONEY_MAX with at most two decimals: a JSON number or its
 * decimal text ('149.99'). A blank field is 'Required'.
 */
export function moneyAmount() {
  const error = missingOr(ENTER_AN_AMOUNT);
  const amount = z.number({ error }).min(0, AMOUNT_BELOW_ZERO).max(MONEY_MAX, AMOUNT_TOO_LARGE).refine(wholeCents, AT_MOST_TWO_DECIMALS);
  const amountText = z.string({ error }).trim().min(1, REQUIRED).regex(AMOUNT_TEXT, ENTER_AN_AMOUNT).transform(Number).pipe(amount);
  return z.union([amount, amountText], { error });
}

/** Dollars (at most two decimals) as integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Integer cents as dollars for the wire. */
export const fromCents = (cents: number): number => cents / 100;
