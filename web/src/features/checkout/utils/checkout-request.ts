import { CheckoutAddress, type CheckoutPayment, type CheckoutRequest, type CheckoutTotals } from '@portal/contracts';
import { couponCode, couponDiscount, type CouponState } from './coupon';
import type { AddressInput, CheckoutFormInput } from './checkout-form';
import { typedQuantity } from './checkout-form';
import type { CheckoutScreen } from './screens';
import { checkoutTotals } from './totals';

/** The product as the server priced it for this buyer (dollars). */
export interface PricedProduct {
  name: string;
  price: number;
  shipping_fee: number;
}

/** The summary of the form as it stands: the same figures the payment carries to be compared. */
export function formTotals(
  screen: CheckoutScreen,
  product: PricedProduct,
  values: Pick<CheckoutFormInput, 'quantity' | 'shipping_fee' | 'harvest_fee'>,
  coupon: CouponState,
): CheckoutTotals {
  return checkoutTotals({
    price: product.price,
    shippingFee: product.shipping_fee,
    quantity: typedQuantity(screen, values.quantity),
    shipping: screen.shipping ? values.shipping_fee : 'no',
    harvestFee: screen.harvestFee ? values.harvest_fee : undefined,
    discount: couponDiscount(coupon),
  });
}

/** An address as the payment sends it: trimmed, blank optional lines left out. */
function toAddress(address: AddressInput): CheckoutAddress {
  const parsed = CheckoutAddress.parse(address);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== '' && value !== undefined)) as CheckoutAddress;
}

interface RequestParts {
  idempotencyKey: string;
  product: PricedProduct;
  coupon: CouponState;
  /** A saved card, or the gateway's token of the card typed on the page. */
  payment: CheckoutPayment;
}

/**
 * The payment of a checkout (the contract's CheckoutRequest) from a checked form: only the fields
 * its screen shows, the amounts the page showed (for the server to compare), the applied coupon
 * and the payment. Never the card itself: the card goes to the gateway, its token comes here.
 */
export function toCheckoutRequest(
  screen: CheckoutScreen,
  values: CheckoutFormInput,
  { idempotencyKey, product, coupon, payment }: RequestParts,
): CheckoutRequest {
  const totals = formTotals(screen, product, values, coupon);
  const code = couponCode(coupon);
  const newPatient = values.new_patient;
  return {
    idempotency_key: idempotencyKey,
    product_id: screen.productId,
    product_quantity: totals.quantity,
    product_amount: product.price,
    total_amount: totals.total,
    shipping_fee: screen.shipping ? values.shipping_fee : 'no',
    ...(screen.harvestFee ? { harvest_fee: values.harvest_fee, harvest_center_id: Number(values.harvest_center_id) } : {}),
    ...(screen.patientPicker && values.patient_id ? { patient_id: values.patient_id } : {}),
    ...(screen.newPatient && values.create_patient
      ? {
          create_patient: {
            first_name: newPatient.first_name.trim(),
            last_name: newPatient.last_name.trim(),
            email: newPatient.email.trim().toLowerCase(),
            phone_number: newPatient.phone_number.trim(),
            required_signature: newPatient.required_signature,
          },
        }
      : {}),
    ...(screen.shippingDate ? { shipping_date: values.shipping_date } : {}),
    ...(code ? { coupon_code: code, coupon_code_amount: totals.discount } : {}),
    email: values.email.trim().toLowerCase(),
    phone_number: values.phone_number.trim(),
    addressInfo: toAddress(values.billing),
    ...(screen.shipping ? { shippingInfo: toAddress(values.shipping) } : {}),
    order_description: product.name,
    payment,
  };
}
