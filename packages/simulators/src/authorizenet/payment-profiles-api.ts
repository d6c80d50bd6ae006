import { authorize, luhn, masked, type Authorization } from './cards';
import type { Gateway, MethodHandler } from './gateway';
import { addressOf, cardOf, paymentCard } from './payment-data';
import type { SimCustomer, SimPaymentProfile } from './store';
import { flag, GatewayError, notFound, object, text, type Json } from './wire';

export const MAX_PAYMENT_PROFILES = 10;

/**
 * The comma-separated direct response of a card verification (validationMode liveMode), at the
 * positions of the gateway's: code, subcode, reason, text, auth code, AVS, transaction id, ...,
 * card code result (39), masked number (51) and card type (52).
 */
function directResponse(auth: Authorization, customer: SimCustomer, profile: SimPaymentProfile): string {
  const fields: string[] = Array.from({ length: 68 }, () => '');
  const bill = profile.billTo ?? {};
  const values: [number, string | undefined][] = [
    [1, auth.responseCode],
    [2, '1'],
    [3, String(auth.reasonCode)],
    [4, auth.reasonText],
    [5, auth.authCode],
    [6, auth.avsResultCode],
    [7, '0'],
    [10, '0.00'],
    [11, 'CC'],
    [12, 'auth_only'],
    [13, customer.merchantCustomerId],
    [14, bill.firstName],
    [15, bill.lastName],
    [16, bill.company],
    [17, bill.address],
    [18, bill.city],
    [19, bill.state],
    [20, bill.zip],
    [21, bill.country],
    [22, bill.phoneNumber],
    [24, customer.email],
    [39, auth.cvvResultCode],
    [51, masked(profile.card.number)],
    [52, profile.card.type],
  ];
  for (const [position, value] of values) fields[position - 1] = (value ?? '').replaceAll(',', ' ');
  return fields.join(',');
}

const setDefault = (customer: SimCustomer, profile: SimPaymentProfile) => {
  for (const p of customer.paymentProfiles) p.isDefault = p === profile;
};

/**
 * Adds a payment profile to `customer` (createCustomerPaymentProfileRequest, and each one of
 * createCustomerProfileRequest): the same card twice is E00039 with the first one's id, an 11th
 * card E00042; liveMode verifies the card as a 0.00 authorization would, testMode its number only.
 */
export function addPaymentProfile(customer: SimCustomer, input: Json, validationMode: string | undefined, gateway: Gateway) {
  const payment = paymentCard(input.payment, gateway);
  if (!payment) throw new GatewayError('E00029', 'Payment information is required.');
  const same = customer.paymentProfiles.find((p) => p.card.number === payment.card.number && p.card.expiration === payment.card.expiration);
  if (same) {
    throw new GatewayError('E00039', 'A duplicate customer payment profile already exists.', {
      customerProfileId: customer.id,
      customerPaymentProfileId: same.id,
    });
  }
  if (customer.paymentProfiles.length >= MAX_PAYMENT_PROFILES)
    throw new GatewayError('E00042', `You cannot add more than ${MAX_PAYMENT_PROFILES} payment profiles.`);
  const billTo = addressOf(input.billTo);
  const profile: SimPaymentProfile = { id: '', customerType: text(input.customerType), billTo, card: payment.card, isDefault: false };
  let validationDirectResponse: string | undefined;
  if (validationMode === 'liveMode') {
    const auth = authorize({
      card: payment.card,
      cardCode: payment.cardCode,
      zip: billTo?.zip ?? payment.zip,
      amountCents: 0,
      verification: true,
      now: gateway.now(),
    });
    validationDirectResponse = directResponse(auth, customer, profile);
    if (auth.responseCode !== '1') throw new GatewayError('E00027', auth.reasonText, { validationDirectResponse });
  } else if (validationMode === 'testMode' && !luhn(payment.card.number)) {
    throw new GatewayError('E00027', 'The credit card number is invalid.');
  }
  profile.id = gateway.store.nextId('paymentProfile');
  customer.paymentProfiles.push(profile);
  if (flag(input.defaultPaymentProfile)) setDefault(customer, profile);
  return { id: profile.id, validationDirectResponse };
}

const customerOf = (request: Json, gateway: Gateway) => {
  const customer = gateway.store.customer(text(request.customerProfileId));
  if (!customer) throw notFound();
  return customer;
};

export const createCustomerPaymentProfile: MethodHandler = (request, gateway) => {
  const customer = customerOf(request, gateway);
  const added = addPaymentProfile(customer, object(request.paymentProfile) ?? {}, text(request.validationMode), gateway);
  return { customerProfileId: customer.id, customerPaymentProfileId: added.id, validationDirectResponse: added.validationDirectResponse };
};

/**
 * Replaces the billing address with the one sent (an omitted one is cleared, as the gateway does);
 * a masked card number (XXXX1111) and expiration (XXXX) keep the card.
 */
export const updateCustomerPaymentProfile: MethodHandler = (request, gateway) => {
  const customer = customerOf(request, gateway);
  const input = object(request.paymentProfile) ?? {};
  const profile = customer.paymentProfiles.find((p) => p.id === text(input.customerPaymentProfileId));
  if (!profile) throw notFound();
  const creditCard = object(object(input.payment)?.creditCard);
  if (creditCard) {
    const number = text(creditCard.cardNumber) ?? '';
    const expiration = text(creditCard.expirationDate) ?? '';
    const keepNumber = number.startsWith('XXXX') && number.slice(-4) === profile.card.number.slice(-4);
    if (!keepNumber && number.startsWith('X')) throw new GatewayError('E00003', 'The masked card number does not match the payment profile.');
    const card = cardOf(keepNumber ? profile.card.number : number, expiration === 'XXXX' ? profile.card.expiration : expiration);
    profile.card = card;
  }
  profile.customerType = text(input.customerType);
  profile.billTo = addressOf(input.billTo);
  if (flag(input.defaultPaymentProfile)) setDefault(customer, profile);
  else if (input.defaultPaymentProfile !== undefined) profile.isDefault = false;
  return {};
};

export const deleteCustomerPaymentProfile: MethodHandler = (request, gateway) => {
  const customer = customerOf(request, gateway);
  const index = customer.paymentProfiles.findIndex((p) => p.id === text(request.customerPaymentProfileId));
  if (index < 0) throw notFound();
  customer.paymentProfiles.splice(index, 1);
  return {};
};
