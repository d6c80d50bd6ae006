/**
 * Card numbers never come to the API: the browser sends the card to the payment gateway and the
 * API gets a single-use token. A request that carries one anyway (in a note, a name, a card field)
 * is refused before it is read further, so it is never stored, logged or sent on.
 */
export const CARD_DATA_REFUSED = 'Card numbers and security codes are not accepted here: the card is sent to the payment gateway from your browser.';

/** Field names that only card data goes by. */
const CARD_FIELDS = new Set(['card_number', 'cardnumber', 'number', 'cvv', 'cvc', 'card_code', 'cardcode', 'security_code']);

/** Stands for the value of a card field while the body is walked: the field is refused whatever it holds. */
const CARD_FIELD = Symbol('card field');

/** Digit groups joined by single separators: '4111 1111', '2026-11-26', '12/30'. */
const DIGIT_CHAIN = /\d+(?:[ ./-]\d+)*/g;
const SEPARATOR = /[ ./-]/;

/** The Luhn check of a card number's digits; no card number starts with 0. */
function passesLuhn(digits: string): boolean {
  if (digits[0] === '0') return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether digits have a payment card's length and issuer prefix: 13 to 19 digits whose first (the
 * ISO/IEC 7812 industry digit) is 2 to 6, the networks' (Mastercard's 2-series, Amex, Diners and
 * JCB's 3, Visa's 4, Mastercard's 5, Discover, UnionPay and Maestro's 6); 13 digits are Visa's only.
 * A millisecond timestamp (1…), a long order or tracking number starting 7 to 9 is no card number.
 */
const isCardLength = (digits: string) =>
  digits.length >= 13 && digits.length <= 19 && digits[0]! >= '2' && digits[0]! <= '6' && (digits.length > 13 || digits[0] === '4');

/**
 * Whether `text` holds a card number anywhere: 13 to 19 digits with a card's issuer prefix passing the Luhn check, written
 * either as one run of digits ('card 4111111111111111 exp 12/30') or in groups as cards are
 * printed: a first group of four digits, then groups of three to six, with one single separator
 * throughout (a space, dash, dot or slash: '4111.1111.1111.1111', '3700 000000 00002').
 *
 * What it lets through: a longer run of digits (an id of 20 digits is no card, whatever it holds),
 * phone numbers, days and times ('2026-11-26 10:30:00'; groups of two digits are no card's), amounts,
 * UUIDs (their groups of 8 and 12 are no card's), and digits that mix separators or are spaced twice.
 */
export function holdsCardNumber(text: string): boolean {
  if (text.length < 13) return false;
  for (const [chain] of text.matchAll(DIGIT_CHAIN)) {
    if (chain.length < 13) continue;
    const groups = chain.split(SEPARATOR);
    const separators = chain.replace(/\d+/g, '');
    for (let i = 0; i < groups.length; i++) {
      if (isCardLength(groups[i]!) && passesLuhn(groups[i]!)) return true;
      if (groups[i]!.length !== 4) continue;
      let digits = groups[i]!;
      for (let j = i + 1; j < groups.length && separators[j - 1] === separators[i] && groups[j]!.length >= 3 && groups[j]!.length <= 6; j++) {
        digits += groups[j];
        if (digits.length > 19) break;
        if (isCardLength(digits) && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

/**
 * The fields of a request body (parsed JSON, or a form's text fields) that carry card data, as
 * dotted paths ('order_description', 'items.0.note'; '' for a body that is itself text): a field
 * named as card data goes ('cvv', 'card_number'), or text holding a card number. Any depth.
 */
export function cardDataFields(body: unknown): string[] {
  const found: string[] = [];
  // Depth first, in the body's order, without recursion: a body nested deeper than the stack is read too.
  const pending: [path: string, value: unknown][] = [['', body]];
  while (pending.length) {
    const [path, value] = pending.pop()!;
    if (value === CARD_FIELD || (typeof value === 'string' && holdsCardNumber(value))) found.push(path);
    else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        pending.push([path ? `${path}.${key}` : key, CARD_FIELDS.has(key.toLowerCase()) ? CARD_FIELD : inner]);
      }
    }
  }
  return found;
}

/** Whether a request body carries card data anywhere (see `cardDataFields`). */
export const carriesCardData = (body: unknown): boolean => cardDataFields(body).length > 0;
