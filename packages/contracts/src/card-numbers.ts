import { isCardNumber, securityCodeLength } from './card-networks';
import { isTrackingNumber, trackingDigits } from './tracking-numbers';

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

/**
 * E-mail addresses and web addresses: the digits in them are the address's ('shipping+20261128033002@clinic.test',
 * 'https://files.clinic.test/label-20261128033002.pdf'). An address starts where a run of its characters starts, so
 * a long run is read once, not once from each of its characters. A UUID's digits are its own too (a browser's
 * idempotency key: about one random UUID in 15,000 has middle groups that read as a card printed in fours).
 */
const ADDRESSES =
  /(?<![\w.%+-])[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|\b(?:https?:\/\/|www\.)[^\s<>"']+|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** Digit groups joined by single separators: '4111 1111', '2026-11-26', '12/30'. */
const DIGIT_CHAIN = /\d+(?:[ ./-]\d+)*/g;
const SEPARATOR = /[ ./-]/;

/** A word joined to a number by a dash or an underscore, as references and file names are written ('INV-', 'label_'). */
const IDENTIFIER_WORD = /(?:^|[^A-Za-z0-9])([A-Za-z]{2,})[-_]$/;
/** Words that name a card: a number joined to one is still read as a card's ('visa-4111111111111111'). */
const CARD_WORDS = /^(?:cards?|cc|credit|debit|visa|mc|mastercard|amex|discover|diners|jcb|unionpay|maestro|mir|pan|cvv|cvc)$/i;

const isMonth = (mm: string) => mm >= '01' && mm <= '12';

/**
 * Whether the groups after a card number read as its expiry or security code: three digits, four
 * (Amex's code, or MMYY), or MM and YY or YYYY ('4111 1111 1111 1111 12 30 123').
 */
function readsAsExpiryOrCode([first, second]: string[], card: string): boolean {
  if (first === undefined) return true;
  if (first.length === 3) return true;
  if (first.length === 4) return securityCodeLength(card) === 4 || isMonth(first.slice(0, 2));
  return first.length === 2 && isMonth(first) && (second?.length === 2 || /^20\d\d$/.test(second ?? ''));
}

/**
 * The card numbers printed from `groups[start]` on, as [last group, digits]: a first group of four
 * digits, then groups of two to six (4-4-4-4, Amex's 4-6-5, Diners' 4-6-4 and 4-4-4-2, 4-4-4-4-3).
 */
function cardsFrom(groups: string[], start: number): [end: number, digits: string][] {
  const cards: [number, string][] = [];
  if (groups[start]!.length !== 4) return cards;
  let digits = groups[start]!;
  for (let end = start + 1; end < groups.length; end++) {
    const group = groups[end]!;
    if (group.length < 2 || group.length > 6 || digits.length + group.length > 19) break;
    digits += group;
    if (isCardNumber(digits)) cards.push([end, digits]);
    if (group.length === 2) break;
  }
  return cards;
}

/**
 * Whether one printed number (groups joined by one separator) is or starts with a card number. It
 * is judged whole: a card starts at its first group, or after a group that is not four digits
 * ('qty 12 4111 1111 1111 1111'); a card is followed by nothing, or by what reads as its expiry or
 * security code, or by another card. So a longer number printed in groups of four, such as FedEx's
 * and USPS's 20- and 22-digit tracking numbers, is no card, whatever a part of it would be alone.
 */
function printedHoldsCard(groups: string[]): boolean {
  for (let start = 0; start < groups.length; start++) {
    if (start > 0 && groups[start - 1]!.length === 4) continue;
    for (const [end, digits] of cardsFrom(groups, start)) {
      const rest = groups.slice(end + 1);
      if (readsAsExpiryOrCode(rest, digits) || cardsFrom(rest, 0).length) return true;
    }
  }
  return false;
}

/**
 * The printed numbers of a chain: its runs of groups joined by one separator. A group between two
 * separators belongs to one side only: to the one that is not a space, since a space also parts
 * words ('2026-11-26 4111 1111 1111 1111', 'tel 555-0100 4111 1111 1111 1111', '… 1111 12/30').
 */
function printedNumbers(groups: string[], separators: string): string[][] {
  const runs: { from: number; to: number; separator: string }[] = [];
  for (let i = 0; i < separators.length; i++) {
    const last = runs.at(-1);
    if (last && last.separator === separators[i]) last.to = i + 1;
    else runs.push({ from: i, to: i + 1, separator: separators[i]! });
  }
  for (let i = 1; i < runs.length; i++) {
    const [before, after] = [runs[i - 1]!, runs[i]!];
    if (before.separator === ' ' && after.separator !== ' ') before.to -= 1;
    else after.from += 1;
  }
  return runs.filter((run) => run.to > run.from).map((run) => groups.slice(run.from, run.to + 1));
}

/** Whether a chain of digit groups holds a card number: as one run of digits, or printed in groups. */
function chainHoldsCard(chain: string): boolean {
  const groups = chain.split(SEPARATOR);
  if (groups.some(isCardNumber)) return true;
  return printedNumbers(groups, chain.replace(/\d+/g, '')).some(printedHoldsCard);
}

/**
 * The chain to judge: without its first run of digits when that run is joined to a word by a dash or
 * underscore, as references and file names are written ('INV-4000123456789 2 boxes', 'label-20261128033002.pdf').
 */
function withoutIdentifier(text: string, index: number, chain: string): string {
  const [run] = /^\d+/.exec(chain)!;
  if (run.length < 12) return chain;
  const word = IDENTIFIER_WORD.exec(text.slice(Math.max(0, index - 40), index))?.[1];
  return word === undefined || CARD_WORDS.test(word) ? chain : chain.slice(run.length + 1);
}

/**
 * A carrier's tracking number is judged as the one number it is, however it is spaced: a card
 * number only when its digits are one, or are one followed by an expiry or code (20 digits of a
 * card and MMYY pass some carriers' checks too).
 */
function trackingNumberIsCard(value: string): boolean {
  const digits = trackingDigits(value);
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length <= 19) return isCardNumber(digits);
  return [3, 4].some((code) => isCardNumber(digits.slice(0, -code)) && readsAsExpiryOrCode([digits.slice(-code)], digits.slice(0, -code)));
}

/**
 * Whether `text` holds a card number anywhere: 12 to 19 digits in a network's issuer range and
 * length passing the Luhn check (card-networks.ts), written as one run of digits or printed in
 * groups with one single separator (a space, dash, dot or slash), alone, in a sentence or followed
 * by the expiry and code ('4111 1111 1111 1111 12/30 123').
 *
 * Read by their own shape instead: a whole value that is a carrier's tracking number by its check
 * digits (tracking-numbers.ts); the digits of e-mail and web addresses; a run of digits joined to a
 * word by a dash or underscore, as a reference or file name is ('INV-4000123456789', but not
 * 'visa-4111111111111111'). What else passes: numbers outside the networks' ranges and lengths
 * (timestamps, ids starting 1, 7, 8, 9, 0), longer runs, longer numbers printed in groups (see
 * `printedHoldsCard`), phone numbers, days and times, amounts, UUIDs, digits spaced twice.
 */
export function holdsCardNumber(text: string): boolean {
  if (text.length < 12) return false;
  if (text.length <= 64 && isTrackingNumber(text.trim())) return trackingNumberIsCard(text);
  const masked = text.replace(ADDRESSES, (address) => '|'.repeat(address.length));
  for (const { 0: chain, index } of masked.matchAll(DIGIT_CHAIN)) {
    const judged = chain.length >= 12 ? withoutIdentifier(masked, index, chain) : '';
    if (judged.length >= 12 && chainHoldsCard(judged)) return true;
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
