/** Card numbers the tests of the card filter write down in every way a member might. */

/** Authorize.net's sandbox test cards: the gateway takes them, so a member may have one at hand. */
export const SANDBOX_CARDS = [
  '370000000000002',
  '6011000000000012',
  '3088000000000017',
  '38000000000006',
  '4007000000027',
  '4012888818888',
  '4111111111111111',
  '5424000000000015',
  '2223000010309703',
  '2223000010309711',
  '4222222222222',
];

/** Numbers of each network as issued: the networks' and gateways' published test numbers, one or more a network. */
export const NETWORK_CARDS: [network: string, number: string][] = [
  ['Visa', '4012888888881881'],
  ['Visa', '4000056655665556'],
  ['Visa', '4000000000000000006'],
  ['Mastercard', '5555555555554444'],
  ['Mastercard', '5105105105105100'],
  ['Mastercard', '2221000000000009'],
  ['Mastercard', '2720000000000005'],
  ['American Express', '378282246310005'],
  ['American Express', '341111111111111'],
  ['Discover', '6011111111111117'],
  ['Discover', '6445644564456445'],
  ['Discover', '6500000000000002'],
  ['Discover', '6221260000000000'],
  ['Diners Club', '30569309025904'],
  ['Diners Club', '36227206271667'],
  ['Diners Club', '38520000023237'],
  ['JCB', '3530111333300000'],
  ['JCB', '3566002020360505'],
  ['JCB', '3589000000000000009'],
  ['UnionPay', '6200000000000005'],
  ['UnionPay', '6205500000000000004'],
  ['Maestro', '6759649826438453'],
  ['Maestro', '6304000000000000'],
  ['Maestro', '5018000000000009'],
  ['Maestro', '630400000000'],
  ['Mir', '2200000000000004'],
];

/** A number in the groups cards print it in: Amex 4-6-5, 14 digits 4-6-4, 13 digits 4-3-3-3, 19 digits 4-4-4-4-3, else fours. */
export function printed(card: string, separator = ' '): string {
  const sizes: Record<number, number[]> = { 13: [4, 3, 3, 3], 14: [4, 6, 4], 15: [4, 6, 5], 19: [4, 4, 4, 4, 3] };
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes[card.length] ?? Array<number>(Math.ceil(card.length / 4)).fill(4)) groups.push(card.slice(at, (at += size)));
  return groups.join(separator);
}

/** Each way a member writes a card number down: as one run, printed, in a sentence, with its expiry and code. */
export const writtenAs = (card: string) => [
  card,
  printed(card),
  printed(card, '-'),
  printed(card, '.'),
  `Please charge ${printed(card)} for the shipment.`,
  `${printed(card)} 12/30 ${card.length === 15 ? '1234' : '123'}`,
  `card ${card} exp 12/30 cvv 123`,
];
