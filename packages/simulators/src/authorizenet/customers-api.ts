import type { MethodHandler } from './gateway';
import { creditCardView } from './payment-data';
import { addPaymentProfile } from './payment-profiles-api';
import type { SimCustomer } from './store';
import { flag, GatewayError, list, notFound, object, text } from './wire';

const same = (a: string | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * A profile with the same merchantCustomerId, description and email as another is a duplicate:
 * E00039 names the existing id only in its text. Payment profiles sent along are added as
 * createCustomerPaymentProfileRequest adds them.
 */
export const createCustomerProfile: MethodHandler = (request, gateway) => {
  const input = object(request.profile) ?? {};
  const fields = { merchantCustomerId: text(input.merchantCustomerId), description: text(input.description), email: text(input.email) };
  if (!fields.merchantCustomerId && !fields.description && !fields.email)
    throw new GatewayError('E00041', 'One or more fields in the profile must contain a value.');
  const existing = [...gateway.store.customers.values()].find(
    (c) => same(c.merchantCustomerId, fields.merchantCustomerId) && same(c.description, fields.description) && same(c.email, fields.email),
  );
  if (existing) throw new GatewayError('E00039', `A duplicate record with ID ${existing.id} already exists.`);
  const customer: SimCustomer = { id: gateway.store.nextId('customer'), ...fields, paymentProfiles: [] };
  const added = list(input.paymentProfiles).map((p) => addPaymentProfile(customer, p, text(request.validationMode), gateway));
  gateway.store.customers.set(customer.id, customer);
  return {
    customerProfileId: customer.id,
    customerPaymentProfileIdList: added.map((a) => a.id),
    customerShippingAddressIdList: [],
    validationDirectResponseList: added.flatMap((a) => (a.validationDirectResponse ? [a.validationDirectResponse] : [])),
  };
};

/** By customerProfileId, or else merchantCustomerId, or else email (the oldest match). */
export const getCustomerProfile: MethodHandler = (request, gateway) => {
  const [id, merchantCustomerId, email] = [text(request.customerProfileId), text(request.merchantCustomerId), text(request.email)];
  if (!id && !merchantCustomerId && !email) throw new GatewayError('E00130', 'One of customerProfileId, merchantCustomerId or email is required.');
  const customers = [...gateway.store.customers.values()];
  const customer = id
    ? gateway.store.customer(id)
    : customers.find((c) => (merchantCustomerId ? c.merchantCustomerId === merchantCustomerId : same(c.email, email)));
  if (!customer) throw notFound();
  const unmask = flag(request.unmaskExpirationDate);
  const paymentProfiles = customer.paymentProfiles.map((p) => ({
    ...(p.isDefault ? { defaultPaymentProfile: true } : {}),
    customerPaymentProfileId: p.id,
    ...(p.customerType ? { customerType: p.customerType } : {}),
    ...(p.billTo ? { billTo: p.billTo } : {}),
    payment: { creditCard: creditCardView(p.card, unmask) },
  }));
  return {
    profile: {
      paymentProfiles: paymentProfiles.length ? paymentProfiles : undefined,
      profileType: 'regular',
      customerProfileId: customer.id,
      merchantCustomerId: customer.merchantCustomerId,
      description: customer.description,
      email: customer.email,
    },
  };
};
