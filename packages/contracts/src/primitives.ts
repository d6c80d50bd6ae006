import { z } from 'zod';

/**
 * The building blocks every contract uses for what people type, for ids and for dates, so a rule
 * (and its message) is written once. Each pattern below is plain (no `u` flag) on purpose: it is
 * published as is in the OpenAPI document, where JSON Schema reads it.
 */

export const REQUIRED = 'Required';

/**
 * The largest file an upload through the API takes: API Gateway hands a Lambda a multipart body
 * base64-encoded and a Lambda request holds 6 MB, so 4 MB (5.3 MB encoded, with room for the form)
 * arrives on AWS as it does locally. Files are checked against it in the browser and the API.
 */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** The sides, in pixels, of an uploaded image (logos, favicons, asset images): at least 1, at most IMAGE_MAX_SIDE. */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_SIZE_OUT_OF_BOUNDS = `The image must be 1 to ${IMAGE_MAX_SIDE} pixels wide and high.`;
/** A value past its limit says so, with the limit (zod's default would be reported as 'Required' by some schemas). */
export const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
/** A list past its limit says so, with the limit. */
export const tooMany = (max: number) => `Ensure this field has no more than ${max} items.`;
export const FORBIDDEN_CHARACTERS = 'Remove control characters and text-direction overrides from this field.';

/** C0 and C1 controls (NUL, escape, ...), line and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates. */
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F';
const INVISIBLE_FORMATTING = '\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
/** A single line: none of the characters above. */
export const SINGLE_LINE_TEXT = new RegExp(`^[^${CONTROLS}${INVISIBLE_FORMATTING}]*$`);
/** Several lines (a message, a note): tab, line feed and carriage return are allowed, no other control. */
export const MULTI_LINE_TEXT = new RegExp(`^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${INVISIBLE_FORMATTING}]*$`);
/** Half of a UTF-16 surrogate pair without its other half: not a character, and stored as garbage. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A missing field reads `message`; a field of another type keeps zod's own words. */
const missing = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined);

export interface TextOptions {
  /** Refuse an empty (or blank) value, with this message (`true`: 'Required'). */
  required?: boolean | string;
  /** Allow tabs and line breaks (messages, notes). */
  multiline?: boolean;
}

/**
 * Text a person types (names, companies, addresses, searches): trimmed, then refused when it holds
 * control characters, text-direction overrides or lone surrogates, or when it is longer than `max`
 * ('Ensure this field has no more than N characters.'). Required text may not be blank.
 */
export function text(max: number, options: TextOptions = {}) {
  const requiredMessage = typeof options.required === 'string' ? options.required : REQUIRED;
  const checked = z
    .string({ error: missing(requiredMessage) })
    .trim()
    .regex(options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, FORBIDDEN_CHARACTERS)
    .refine((value) => !LONE_SURROGATE.test(value), FORBIDDEN_CHARACTERS)
    .max(max, tooLong(max));
  return options.required ? checked.min(1, requiredMessage) : checked;
}

export const INVALID_EMAIL = 'Enter a valid e-mail address';
/** An e-mail address, trimmed and lower-cased, at most 254 characters (RFC 5321). */
export const emailAddress = (options: Pick<TextOptions, 'required'> = {}) => text(254, options).toLowerCase().email(INVALID_EMAIL);

export const INVALID_PHONE = 'Enter a phone number';
/**
 * Digits with the usual marks (+, parentheses, dashes, dots, spaces), then optionally an extension
 * of 1 to 6 digits written ' x1234', ' ext. 1234', ' ext 1234' or ';ext=1234' (RFC 3966). Empty
 * passes: `required` refuses it. No two parts can take the same space, so a long value is refused
 * in one pass.
 */
const PHONE_NUMBER = /^(?:[0-9+()\-.\s]+(?:(?:[xX]|[eE][xX][tT]\.?)\s*\d{1,6}|;ext=\d{1,6})?)?$/;

/** A phone number (see PHONE_NUMBER), trimmed, at most 30 characters with its extension. */
export const phoneNumber = (options: Pick<TextOptions, 'required'> = {}) => text(30, options).regex(PHONE_NUMBER, INVALID_PHONE);

export const NOT_AN_ID = 'Enter an id: a whole number above 0, written with digits only.';
/** Digits only, no sign, no leading zero, no decimals or exponent, at most 15 digits (a safe integer). */
const CANONICAL_ID = /^[1-9]\d{0,14}$/;
const idIssue = missing(REQUIRED);
const idError = (issue: { input?: unknown }) => idIssue(issue) ?? NOT_AN_ID;

/**
 * A positive id as text (path and query parameters). '0x1b', '27.0', '+27', '027', ' 27' and '2.7e1'
 * are refused rather than read as 27, so one record has one spelling.
 */
export const IdText = z.string({ error: idError }).regex(CANONICAL_ID, NOT_AN_ID).transform(Number);

/** A positive id in a JSON body: a safe integer, or its canonical text as a form's select sends it. */
export const Id = z.union([z.number({ error: idError }).int(NOT_AN_ID).positive(NOT_AN_ID).max(Number.MAX_SAFE_INTEGER, NOT_AN_ID), IdText], {
  error: idError,
});

export interface WholeNumberOptions {
  min: number;
  max: number;
  /** Messages of a value that is no number, a fraction, below `min` and above `max`. */
  messages?: Partial<Record<'type' | 'whole' | 'min' | 'max', string>>;
}

/** Decimal text as a form field holds it: no sign but '-', no leading zero, no exponent, no spaces or hex. */
const DECIMAL_TEXT = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,15})?$/;

/**
 * A whole number in [min, max] (a count, a quantity, a page size): a JSON number or its decimal
 * text. Unlike `z.coerce.number()`, null, true, '', ' 12' and '0x1b' are not numbers. Each rule has
 * its own message: zod answers the issues of the one alternative (number or text) that matched the type.
 */
export function wholeNumber({ min, max, messages = {} }: WholeNumberOptions) {
  const type = messages.type ?? 'Enter a whole number';
  const error = (issue: { input?: unknown }) => idIssue(issue) ?? type;
  const inRange = z
    .number({ error })
    // multipleOf(1) rather than int(): a fraction is then one more issue, not a type mismatch that hides the message.
    .multipleOf(1, messages.whole ?? 'Enter a whole number')
    .min(min, messages.min ?? `Ensure this value is greater than or equal to ${min}.`)
    .max(max, messages.max ?? `Ensure this value is less than or equal to ${max}.`);
  const decimalText = z.string({ error }).regex(DECIMAL_TEXT, type).transform(Number).pipe(inRange);
  return z.union([inRange, decimalText], { error });
}

/** Dates of this portal's records (lab events, shipments, agreements): a day in these years. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';
export const INVALID_DATE = `Enter a real date between ${DATE_MIN} and ${DATE_MAX} (YYYY-MM-DD).`;
/** The shape of a day in the window; whether it exists (no 02-31) is checked apart. */
const DAY = '(?:19\\d{2}|2[01]\\d{2})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';

/** True when `day` (YYYY-MM-DD) names a day of the Gregorian calendar: 2026-02-31 and 2027-02-29 do not. */
export function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * A calendar day as YYYY-MM-DD between 1900-01-01 and 2199-12-31. Published as `format: date`, so
 * the OpenAPI document says a real date is expected, not only the shape of one.
 */
export const CalendarDate = z
  .string({ error: missing(REQUIRED) })
  .regex(new RegExp(`^${DAY}$`), INVALID_DATE)
  .refine(isCalendarDate, INVALID_DATE)
  .meta({ format: 'date' });

export const INVALID_LOCAL_DATE_TIME = `Enter a real date and time between ${DATE_MIN} and ${DATE_MAX} (YYYY-MM-DD HH:MM:SS).`;
/** A wall-clock date and time as the member's browser shows it: 'YYYY-MM-DD HH:MM:SS', a real day in the window. */
export const LocalDateTime = z
  .string({ error: missing(REQUIRED) })
  .regex(new RegExp(`^${DAY} (?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$`), INVALID_LOCAL_DATE_TIME)
  .refine((value) => isCalendarDate(value.slice(0, 10)), INVALID_LOCAL_DATE_TIME);
