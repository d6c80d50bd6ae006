import { randomInt } from 'node:crypto';

/** The sandbox's test cards; any other number is refused as invalid (reason 6), as the sandbox does. */
export const TEST_CARDS = new Set([
  '4007000000027',
  '4012888818888',
  '4111111111111111',
  '5424000000000015',
  '2223000010309703',
  '2223000010309711',
  '370000000000002',
  '6011000000000012',
  '3088000000000017',
  '38000000000006',
  // The testing guide's card whose charge amount in dollars picks the response reason code.
  '4222222222222',
]);

export const REASON_CODE_CARD = '4222222222222';

export function cardType(number: string): string {
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  if (/^35/.test(number)) return 'JCB';
  if (/^3(0|6|8)/.test(number)) return 'DinersClub';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  return 'Visa';
}

export const masked = (number: string) => `XXXX${number.slice(-4)}`;

/** Luhn's check, as the tokenizer applies it. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export interface Authorization {
  responseCode: '1' | '2' | '3' | '4';
  reasonCode: number;
  reasonText: string;
  authCode: string;
  avsResultCode: string;
  cvvResultCode: string;
}

const APPROVED = 'This transaction has been approved.';
const DECLINED = 'This transaction has been declined.';
const AVS_MISMATCH = 'The transaction has been declined because of an AVS mismatch. The address provided does not match billing address of cardholder.';
const HELD = 'Your order has been received. Thank you for your business!';

/** The testing guide's AVS trigger zips; N (no match) is declined, as a merchant's AVS filter does. */
const avsByZip: Record<string, string> = {
  '46201': 'A',
  '46203': 'E',
  '46204': 'G',
  '46205': 'N',
  '46206': 'P',
  '46207': 'R',
  '46208': 'S',
  '46209': 'U',
  '46211': 'W',
  '46214': 'X',
  '46217': 'Z',
};

/** The testing guide's card code triggers; N (no match) is declined, as a card code filter does. */
const cvvByCode: Record<string, string> = { '900': 'M', '901': 'N', '902': 'S', '903': 'U', '904': 'P' };

/** Reason codes the reason-code card answers when charged that many dollars. */
const byReasonCode: Record<number, [Authorization['responseCode'], string]> = {
  2: ['2', DECLINED],
  3: ['2', DECLINED],
  4: ['2', DECLINED],
  27: ['2', AVS_MISMATCH],
  44: ['2', DECLINED],
  45: ['2', DECLINED],
  65: ['2', DECLINED],
  252: ['4', HELD],
  253: ['4', HELD],
};

const authCode = () => Array.from({ length: 6 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(34)]).join('');

const result = (responseCode: Authorization['responseCode'], reasonCode: number, reasonText: string, avs = 'P', cvv = ''): Authorization => ({
  responseCode,
  reasonCode,
  reasonText,
  authCode: responseCode === '1' || responseCode === '4' ? authCode() : '',
  avsResultCode: avs,
  cvvResultCode: cvv,
});

export interface AuthorizationInput {
  card: { number: string; expiration: string };
  cardCode?: string;
  zip?: string;
  amountCents: number;
  /** A sale must have an amount; a card verification (validationMode liveMode) is for 0. */
  verification?: boolean;
  now: number;
}

/** How the sandbox answers an authorization of `input`, from its test cards and trigger values. */
export function authorize(input: AuthorizationInput): Authorization {
  const { card, cardCode, zip = '', amountCents } = input;
  const cvv = cardCode ? (cvvByCode[cardCode] ?? 'M') : '';
  const avs = zip ? (avsByZip[zip] ?? 'Y') : 'P';
  if (!TEST_CARDS.has(card.number)) return result('3', 6, 'The credit card number is invalid.', 'P', cvv);
  if (card.expiration < new Date(input.now).toISOString().slice(0, 7)) return result('3', 8, 'The credit card has expired.', 'P', cvv);
  if (!input.verification && amountCents <= 0) return result('3', 5, 'A valid amount is required.', 'P', cvv);
  if (zip === '46282') return result('2', 2, DECLINED, avs, cvv);
  if (cvv === 'N') return result('2', 44, DECLINED, avs, cvv);
  if (avs === 'N') return result('2', 27, AVS_MISMATCH, avs, cvv);
  const triggered = card.number === REASON_CODE_CARD && amountCents % 100 === 0 ? byReasonCode[amountCents / 100] : undefined;
  if (triggered) return result(triggered[0], amountCents / 100, triggered[1], avs, cvv);
  return result('1', 1, APPROVED, avs, cvv);
}
