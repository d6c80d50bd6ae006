import { PAYMENT_FAILED, type CheckoutOutcome, type CheckoutPayment, type ProductView } from '@portal/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CardFields, toCardData } from '../../../lib/card-form';
import { tokenizeCard } from '../../../lib/card-tokenizer';
import { gatewayAuthQueryOptions } from '../../../lib/payments';
import { usePay } from '../api/pay';
import { failedOutcome, newAttemptKey, retryOf, unanswered, type PendingAttempt } from '../utils/attempt';
import { NEW_CARD, type CheckoutFormInput } from '../utils/checkout-form';
import { toCheckoutRequest } from '../utils/checkout-request';
import { couponCode, type CouponState } from '../utils/coupon';
import { missingPatient, type CheckoutScreen } from '../utils/screens';

export type CheckoutDialog = { kind: 'none' } | { kind: 'processing' } | { kind: 'select-patient' } | { kind: 'outcome'; outcome: CheckoutOutcome };

interface Options {
  screen: CheckoutScreen;
  product: ProductView;
  coupon: CouponState;
  form: UseFormReturn<CheckoutFormInput>;
}

const failure = (errorText: string): CheckoutOutcome => ({
  code: 'error',
  message: PAYMENT_FAILED,
  error_message: errorText,
  transaction_id: null,
  invoice_id: null,
  totals: null,
});

/** The card typed on the page as the gateway's token: the card goes to the gateway from here, never to the API. */
async function tokenPayment(queryClient: QueryClient, values: CheckoutFormInput): Promise<CheckoutPayment> {
  const card = CardFields.parse(values.card);
  const gateway = await queryClient.fetchQuery(gatewayAuthQueryOptions());
  const token = await tokenizeCard(gateway, toCardData(card));
  return { card_holder: card.card_holder, token, save_card: values.save_card };
}

/**
 * The payment of a checkout (spec §4): the button waits and the blocking dialog shows while it
 * runs; then the outcome's dialog. Each attempt has its own idempotency key; an attempt that got
 * no answer is sent again as it was (same key, same token) while the form is unchanged, so a
 * retry never charges twice.
 */
export function useCheckoutSubmit({ screen, product, coupon, form }: Options) {
  const [dialog, setDialog] = useState<CheckoutDialog>({ kind: 'none' });
  const pending = useRef<PendingAttempt | null>(null);
  const pay = usePay(screen.endpoint);
  const queryClient = useQueryClient();

  const submit = form.handleSubmit(async (values) => {
    if (missingPatient(screen, values.patient_id)) return setDialog({ kind: 'select-patient' });

    const fingerprint = JSON.stringify([values, couponCode(coupon), product.price, product.shipping_fee]);
    setDialog({ kind: 'processing' });
    let request = retryOf(pending.current, fingerprint);
    if (!request) {
      let payment: CheckoutPayment;
      try {
        payment = values.payment === NEW_CARD ? await tokenPayment(queryClient, values) : { payment_profile_id: values.payment };
      } catch (error) {
        return setDialog({ kind: 'outcome', outcome: failure(error instanceof Error ? error.message : String(error)) });
      }
      request = toCheckoutRequest(screen, values, { idempotencyKey: newAttemptKey(), product, coupon, payment });
    }
    pending.current = { fingerprint, request };
    try {
      const outcome = await pay.mutateAsync(request);
      pending.current = null;
      setDialog({ kind: 'outcome', outcome });
    } catch (error) {
      if (!unanswered(error)) pending.current = null;
      setDialog({ kind: 'outcome', outcome: failedOutcome(error) });
    }
  });

  return {
    submit,
    dialog,
    closeDialog: () => setDialog({ kind: 'none' }),
    paying: form.formState.isSubmitting || dialog.kind === 'processing',
  };
}
