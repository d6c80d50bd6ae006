import {
  CalendarDate,
  CHECKOUT_MAX_QUANTITY,
  CheckoutAddress,
  CheckoutNewPatient,
  emailAddress,
  Id,
  phoneNumber,
  SHIPPING_DATE_PAST,
  wholeNumber,
  type YesNo,
} from '@portal/contracts';
import { z } from 'zod';
import { blankCard, CardFields, type CardFieldsInput } from '../../../lib/card-form';
import { localIsoDate } from '../../../utils/format-date';
import type { CheckoutScreen } from './screens';

/** The payment choice of a card typed on the page rather than a saved one. */
export const NEW_CARD = 'new';

export const CHOOSE_PAYMENT = 'Choose a payment option';
export const CHOOSE_CENTER = 'Choose a harvest center';

const phoneText = (required: boolean) => phoneNumber({ required });

/** A billing or shipping address as the page types it. */
export interface AddressInput {
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country_desc: string;
  zip_code: string;
}

export const blankAddress: AddressInput = { company: '', address1: '', address2: '', city: '', state: '', country_desc: '', zip_code: '' };

/** The checkout form as typed: text fields, the payment choice (a saved card's id or NEW_CARD) and the card. */
export interface CheckoutFormInput {
  email: string;
  phone_number: string;
  billing: AddressInput;
  shipping: AddressInput;
  harvest_center_id: string;
  harvest_fee: YesNo;
  patient_id: number | null;
  create_patient: boolean;
  new_patient: { first_name: string; last_name: string; email: string; phone_number: string; required_signature: boolean };
  quantity: string;
  shipping_date: string;
  shipping_fee: YesNo;
  coupon_code: string;
  payment: string;
  card: CardFieldsInput;
  save_card: boolean;
}

const str = z.string();
const addressShape = z.object({ company: str, address1: str, address2: str, city: str, state: str, country_desc: str, zip_code: str });
const FormShape = z.object({
  email: str,
  phone_number: str,
  billing: addressShape,
  shipping: addressShape,
  harvest_center_id: str,
  harvest_fee: z.enum(['yes', 'no']),
  patient_id: z.number().nullable(),
  create_patient: z.boolean(),
  new_patient: z.object({ first_name: str, last_name: str, email: str, phone_number: str, required_signature: z.boolean() }),
  quantity: str,
  shipping_date: str,
  shipping_fee: z.enum(['yes', 'no']),
  coupon_code: str,
  payment: str,
  card: z.object({ card_holder: str, card_number: str, expiration_date: str, cvv: str }),
  save_card: z.boolean(),
});

/** Creating a patient requires name, e-mail and phone (spec §5). */
export const NewPatientFields = CheckoutNewPatient.extend({ phone_number: phoneText(true) });

export const Quantity = wholeNumber({ min: 1, max: CHECKOUT_MAX_QUANTITY });

/** The shipping date: a real day, today or later in the browser's calendar. */
export const ShippingDate = (today: string) => CalendarDate.refine((day) => day >= today, SHIPPING_DATE_PAST);

/**
 * The checkout form's rules for one screen (spec §5): the fields a screen hides are not checked; the
 * card is required only when New Payment Option is chosen, the new patient only when asked for. The
 * checks are the payment contract's own, so what passes here passes the API.
 */
export function checkoutFormSchema(screen: CheckoutScreen, today = localIsoDate()) {
  return FormShape.superRefine((values, ctx) => {
    const check = (path: (string | number)[], schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
    };
    check(['email'], emailAddress({ required: true }), values.email);
    check(['phone_number'], phoneText(true), values.phone_number);
    check(['billing'], CheckoutAddress, values.billing);
    if (screen.shipping) check(['shipping'], CheckoutAddress, values.shipping);
    if (screen.harvestFee && !values.harvest_center_id) ctx.addIssue({ code: 'custom', message: CHOOSE_CENTER, path: ['harvest_center_id'] });
    else if (screen.harvestFee) check(['harvest_center_id'], Id, values.harvest_center_id);
    if (screen.newPatient && values.create_patient) check(['new_patient'], NewPatientFields, values.new_patient);
    if (screen.quantity) check(['quantity'], Quantity, values.quantity);
    if (screen.shippingDate) check(['shipping_date'], ShippingDate(today), values.shipping_date);
    if (values.payment === NEW_CARD) check(['card'], CardFields, values.card);
    else if (!values.payment) ctx.addIssue({ code: 'custom', message: CHOOSE_PAYMENT, path: ['payment'] });
  });
}

interface Defaults {
  email: string;
  phone_number: string;
  /** The saved card chosen first: the default card, else none (New Payment Option). */
  payment: string;
  today?: string;
}

/** The form as the page opens: the member's e-mail and phone, today's shipping date, quantity 1, the default card. */
export function checkoutDefaults({ email, phone_number, payment, today = localIsoDate() }: Defaults): CheckoutFormInput {
  return {
    email,
    phone_number,
    billing: blankAddress,
    shipping: blankAddress,
    harvest_center_id: '',
    harvest_fee: 'no',
    patient_id: null,
    create_patient: false,
    new_patient: { first_name: '', last_name: '', email: '', phone_number: '', required_signature: false },
    quantity: '1',
    shipping_date: today,
    shipping_fee: 'yes',
    coupon_code: '',
    payment,
    card: blankCard,
    save_card: false,
  };
}

/** The quantity typed, or 1 while it is not a whole number of the range (the summary keeps a sensible total meanwhile). */
export function typedQuantity(screen: Pick<CheckoutScreen, 'quantity'>, quantity: string): number {
  if (!screen.quantity) return 1;
  const parsed = Quantity.safeParse(quantity);
  return parsed.success ? parsed.data : 1;
}
