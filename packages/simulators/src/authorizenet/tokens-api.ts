import { randomBytes } from 'node:crypto';
import { luhn } from './cards';
import type { MethodHandler } from './gateway';
import { ACCEPT_DESCRIPTOR, cardOf, invalidField } from './payment-data';
import { GatewayError, object, text } from './wire';

/**
 * securePaymentContainerRequest, the call Accept.js makes from the browser with the public client
 * key: keeps the card for 15 minutes behind a random single-use value and answers it as opaqueData.
 * The card's acceptance is decided when the token is used (saved or charged), as at the gateway.
 */
export const securePaymentContainer: MethodHandler = (request, gateway) => {
  const data = object(request.data) ?? {};
  if (text(data.type) !== 'TOKEN') throw new GatewayError('E00003', "The 'data.type' value must be TOKEN.");
  const token = object(data.token);
  if (!token) throw new GatewayError('E00003', "The 'data.token' element is required.");
  const card = cardOf(text(token.cardNumber), text(token.expirationDate));
  if (!luhn(card.number)) throw invalidField('cardNumber');
  const cardCode = text(token.cardCode);
  if (cardCode !== undefined && !/^\d{3,4}$/.test(cardCode)) throw invalidField('cardCode');
  const value = randomBytes(96).toString('base64');
  gateway.store.tokens.set(value, {
    value,
    card: { number: card.number, expiration: card.expiration, code: cardCode, zip: text(token.zip), fullName: text(token.fullName) },
    createdAt: gateway.now(),
    used: false,
  });
  return { opaqueData: { dataDescriptor: ACCEPT_DESCRIPTOR, dataValue: value } };
};
