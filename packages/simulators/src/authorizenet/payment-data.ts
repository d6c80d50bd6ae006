import { cardType, masked } from './cards';
import type { Gateway } from './gateway';
import { TOKEN_LIFETIME_MS, type SimAddress, type SimCard } from './store';
import { GatewayError, object, text, type Json } from './wire';

export const ACCEPT_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

const addressFields = ['firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip', 'country', 'phoneNumber', 'faxNumber', 'email'] as const;

/** The address fields sent, in the schema's order; undefined when none was. */
export function addressOf(value: unknown): SimAddress | undefined {
  const json = object(value);
  if (!json) return undefined;
  const address: SimAddress = {};
  for (const field of addressFields) {
    const v = text(json[field]);
    if (v !== undefined) address[field] = v;
  }
  return address;
}

/** YYYY-MM from the formats the gateway takes: YYYY-MM, MMYY, MMYYYY (the tokenizer's). */
export function expirationOf(value: string | undefined): string | undefined {
  const v = value?.trim() ?? '';
  const iso = /^(\d{4})-(\d{2})$/.exec(v);
  const long = /^(\d{2})(\d{4})$/.exec(v);
  const short = /^(\d{2})(\d{2})$/.exec(v);
  const [year, month] = iso ? [iso[1], iso[2]] : long ? [long[2], long[1]] : short ? [`20${short[2]}`, short[1]] : [];
  if (!year || !month || Number(month) < 1 || Number(month) > 12) return undefined;
  return `${year}-${month}`;
}

export const invalidField = (what: string) => new GatewayError('E00003', `The '${what}' value is invalid.`);

export interface PaymentCard {
  card: SimCard;
  cardCode?: string;
  zip?: string;
}

/** A card number as sent: digits only, 13 to 16 (19 for some networks). */
export function cardOf(number: string | undefined, expirationDate: string | undefined): SimCard {
  const digits = number?.replace(/[\s-]/g, '') ?? '';
  if (!/^\d{13,19}$/.test(digits)) throw invalidField('cardNumber');
  const expiration = expirationOf(expirationDate);
  if (!expiration) throw invalidField('expirationDate');
  return { number: digits, expiration, type: cardType(digits) };
}

/** Redeems a browser token once; an unknown or used one answers E00114, an old one E00115. */
function redeem(opaqueData: Json, gateway: Gateway): PaymentCard {
  const token = text(opaqueData.dataDescriptor) === ACCEPT_DESCRIPTOR ? gateway.store.tokens.get(text(opaqueData.dataValue) ?? '') : undefined;
  if (!token || token.used) throw new GatewayError('E00114', 'Invalid OTS Token.');
  if (token.createdAt + TOKEN_LIFETIME_MS <= gateway.now()) throw new GatewayError('E00115', 'Expired OTS Token.');
  token.used = true;
  const { number, expiration, code, zip } = token.card;
  return { card: { number, expiration, type: cardType(number) }, cardCode: code, zip };
}

/** The card a `payment` element names: a browser token (opaqueData) or card data (creditCard). */
export function paymentCard(payment: unknown, gateway: Gateway): PaymentCard | undefined {
  const json = object(payment);
  const opaqueData = object(json?.opaqueData);
  if (opaqueData) return redeem(opaqueData, gateway);
  const creditCard = object(json?.creditCard);
  if (!creditCard) return undefined;
  return { card: cardOf(text(creditCard.cardNumber), text(creditCard.expirationDate)), cardCode: text(creditCard.cardCode) };
}

/** A saved card as the gateway shows it: masked number, expiration masked unless asked. */
export const creditCardView = (card: SimCard, unmask: boolean) => ({
  cardNumber: masked(card.number),
  expirationDate: unmask ? card.expiration : 'XXXX',
  cardType: card.type,
});
