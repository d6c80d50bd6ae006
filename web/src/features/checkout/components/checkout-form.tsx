import { zodResolver } from '@hookform/resolvers/zod';
import type { LocationView, MemberView, PaymentOption, ProductView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit';
import { checkoutDefaults, checkoutFormSchema, NEW_CARD, type CheckoutFormInput } from '../utils/checkout-form';
import { formTotals } from '../utils/checkout-request';
import { noCoupon, type CouponState } from '../utils/coupon';
import type { CheckoutScreen } from '../utils/screens';
import { AddressSection, prefillAddress } from './address-section';
import { CheckoutDialogs } from './checkout-dialogs';
import { CouponField } from './coupon-field';
import { NewPatientSection } from './new-patient-section';
import { OrderSection } from './order-section';
import { OrderSummary } from './order-summary';
import { PaymentOptions } from './payment-options';

interface CheckoutFormProps {
  screen: CheckoutScreen;
  /** Who pays: the member signed in, or the center HC staff act for. */
  buyer: MemberView;
  product: ProductView;
  /** The buyer's saved locations and cards, the default first. */
  locations: LocationView[];
  cards: PaymentOption[];
}

/** The checkout form of one screen: its sections, the summary, and the payment with its dialogs. */
export function CheckoutForm({ screen, buyer, product, locations, cards }: CheckoutFormProps) {
  const defaults = useMemo(() => {
    const values = checkoutDefaults({ email: buyer.email, phone_number: buyer.phone_number, payment: cards[0]?.payment_profile_id ?? NEW_CARD });
    const home = locations[0];
    return home
      ? { ...values, billing: prefillAddress(values.billing, home, buyer.company), shipping: prefillAddress(values.shipping, home, buyer.company) }
      : values;
  }, [buyer, cards, locations]);
  const form = useForm<CheckoutFormInput>({ resolver: zodResolver(checkoutFormSchema(screen)), defaultValues: defaults });
  const [coupon, setCoupon] = useState<CouponState>(noCoupon);
  const { submit, dialog, closeDialog, paying } = useCheckoutSubmit({ screen, product, coupon, form });

  const watched = useWatch({ control: form.control, name: ['quantity', 'shipping_fee', 'harvest_fee'] });
  const totals = formTotals(screen, product, { quantity: watched[0], shipping_fee: watched[1], harvest_fee: watched[2] }, coupon);

  return (
    <FormProvider {...form}>
      <form className="checkout" onSubmit={submit} noValidate>
        <div className="checkout-main">
          <OrderSection screen={screen} buyer={buyer} onCenterChange={() => setCoupon(noCoupon)} />
          {screen.newPatient && <NewPatientSection />}
          <AddressSection name="billing" title="Billing Information" locations={locations} withContact />
          {screen.shipping && <AddressSection name="shipping" title="Shipping Information" locations={locations} />}
          <PaymentOptions cards={cards} />
        </div>
        <aside className="checkout-aside" aria-label="Order total">
          <CouponField screen={screen} buyer={buyer} coupon={coupon} onChange={setCoupon} />
          <OrderSummary screen={screen} totals={totals} />
          <Button type="submit" className="button--block" isLoading={paying} disabled={paying}>
            Pay Now
          </Button>
        </aside>
      </form>
      <CheckoutDialogs dialog={dialog} onClose={closeDialog} />
    </FormProvider>
  );
}
