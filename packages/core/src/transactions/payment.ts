import type { CheckoutOrder } from '@portal/contracts';
import type { MemberCtx, MemberRecord } from '../context';
import * as PaymentMethods from '../payments/payment-methods';
import { PaymentsError, type BillTo, type ChargeOutcome, type LineItem } from '../providers/payments/port';
import type { EffectLog } from './after-payment';
import { markFailed, markPaid, markUnknown } from './settle';
import type { TransactionRecord } from './transactions';

type Payment = CheckoutOrder['payment'];

/** The card a checkout charges: a saved one, or the new one saved for this payment (and removed after unless kept). */
interface Source {
  customerProfileId: string;
  paymentProfileId: string;
  discard: boolean;
}

/** The gateway's words without the adapter's prefix ("Authorize.net x failed: E00027 "). */
const gatewayWords = (e: PaymentsError) => e.message.replace(/^.*? failed: (E\d+ )?/, '');

/** How a failure before the charge settles the transaction: the card refused (declined), or nothing sent at all (released). */
function failureOf(e: PaymentsError): { status: 'declined' | 'released'; kind: 'declined' | 'error'; reason: string } {
  switch (e.kind) {
    case 'refused':
      return { status: 'declined', kind: e.code === 'E00027' ? 'declined' : 'error', reason: gatewayWords(e) || 'The card was not accepted.' };
    case 'invalid_token':
      return { status: 'declined', kind: 'error', reason: 'The card details expired before they were used. Please enter the card again.' };
    case 'too_many_cards':
      return { status: 'declined', kind: 'error', reason: 'You have saved as many cards as allowed. Choose a saved card or delete one.' };
    default:
      return { status: 'released', kind: 'error', reason: 'The payment gateway could not be reached. Nothing was charged; please try again.' };
  }
}

/** The billing address the gateway verifies a new card with: the checkout's own. */
function billToOf(t: TransactionRecord, holder: string): BillTo {
  const b = t.billing!;
  return {
    ...PaymentMethods.holderNames(holder),
    ...(b.company ? { company: b.company.slice(0, 50) } : {}),
    address: b.address1.slice(0, 60),
    city: b.city.slice(0, 40),
    state: b.state.slice(0, 40),
    zip: (b.zipCode ?? '').slice(0, 20),
    country: b.countryDesc.slice(0, 60),
    ...(t.phoneNumber ? { phoneNumber: t.phoneNumber.slice(0, 25) } : {}),
  };
}

async function sourceOf(ctx: MemberCtx, buyer: MemberRecord, t: TransactionRecord, payment: Payment): Promise<Source> {
  if ('payment_profile_id' in payment)
    return { customerProfileId: buyer.paymentCustomerProfileId ?? '', paymentProfileId: payment.payment_profile_id, discard: false };
  const customerProfileId = await PaymentMethods.ensureCustomer(ctx, buyer);
  const before = await ctx.providers.payments.listCards(customerProfileId);
  const { paymentProfileId } = await ctx.providers.payments.addCard({
    customerProfileId,
    token: payment.token,
    billTo: billToOf(t, payment.card_holder),
    makeDefault: payment.save_card && !before.some((card) => card.isDefault),
  });
  // A card the buyer had saved before stays saved.
  const known = before.some((card) => card.paymentProfileId === paymentProfileId);
  return { customerProfileId, paymentProfileId, discard: !payment.save_card && !known };
}

function lineItems(t: TransactionRecord): LineItem[] {
  return [
    { itemId: `product-${t.productId}`, name: t.productName.slice(0, 31), quantity: t.quantity, unitPriceCents: t.priceCents },
    ...(t.shippingCents ? [{ itemId: 'shipping', name: 'Shipping Fee', quantity: 1, unitPriceCents: t.shippingCents }] : []),
    ...(t.harvestFeeCents ? [{ itemId: 'harvest-fee', name: 'Harvest Fee', quantity: 1, unitPriceCents: t.harvestFeeCents }] : []),
  ];
}

/**
 * Charges a claimed, pending transaction with its invoice id and settles it by the gateway's
 * answer: paid, declined (the coupon's use given back), or left pending when the answer is
 * unknown or the payment is held (the status job reconciles it by the invoice id, never charging
 * again). Answers the transaction and whether this call made it paid.
 */
export async function charge(
  ctx: MemberCtx,
  buyer: MemberRecord,
  t: TransactionRecord,
  payment: Payment,
  log?: EffectLog,
): Promise<{ transaction: TransactionRecord; won: boolean }> {
  let source: Source;
  try {
    source = await sourceOf(ctx, buyer, t, payment);
  } catch (e) {
    const failure =
      e instanceof PaymentsError
        ? failureOf(e)
        : { status: 'released' as const, kind: 'error' as const, reason: 'The payment could not be started. Nothing was charged.' };
    const settled = await markFailed(ctx, t, failure.status, failure);
    if (!(e instanceof PaymentsError)) throw e;
    return { transaction: settled, won: false };
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await ctx.providers.payments.charge({
      customerProfileId: source.customerProfileId,
      paymentProfileId: source.paymentProfileId,
      amountCents: t.totalCents,
      invoiceNumber: t.invoiceId,
      description: (t.orderDescription || `${t.productName} x ${t.quantity}`).slice(0, 255),
      lineItems: lineItems(t),
    });
  } catch (error) {
    log?.({
      level: 'error',
      msg: 'checkout charge failed without an outcome',
      transactionId: t.transactionId,
      error: error instanceof Error ? error.message : String(error),
    });
    outcome = { status: 'unknown' };
  } finally {
    if (source.discard)
      await ctx.providers.payments.deleteCard(source).catch((error: unknown) =>
        log?.({
          level: 'warn',
          msg: 'checkout card not removed',
          transactionId: t.transactionId,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  }
  const card = { customerProfileId: source.customerProfileId, paymentProfileId: source.paymentProfileId };
  switch (outcome.status) {
    case 'paid':
      return markPaid(ctx, t, { gatewayTransactionId: outcome.transactionId, accountNumber: outcome.accountNumber, accountType: outcome.accountType, ...card });
    case 'declined':
      return {
        transaction: await markFailed(ctx, t, 'declined', { kind: 'declined', reason: outcome.reason, gatewayTransactionId: outcome.transactionId }),
        won: false,
      };
    case 'error':
      return { transaction: await markFailed(ctx, t, 'declined', { kind: 'error', reason: outcome.reason }), won: false };
    case 'held':
      return { transaction: await markUnknown(ctx, t, { gatewayTransactionId: outcome.transactionId, ...card }), won: false };
    case 'unknown':
      return { transaction: await markUnknown(ctx, t, card), won: false };
  }
}
