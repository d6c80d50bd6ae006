import type { DomainCtx } from '../context';
import type { TransactionRecord } from './transactions';

// Built with the first receipt: creating an Intl format loads the ICU data, which no cold start needs.
let dollars: Intl.NumberFormat | undefined;
const money = (cents: number) => (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(cents / 100);
/** MM/dd/yyyy, as the portal shows dates. */
const day = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The receipt e-mail of a paid transaction: what was bought, the amounts and the card, from the domain's sender. */
export function receiptMail(ctx: DomainCtx, t: TransactionRecord) {
  const lines = [
    `Thank you for your purchase from ${ctx.domain.name}.`,
    '',
    `Invoice: ${t.invoiceId}`,
    `Transaction: ${t.transactionId}`,
    `Date: ${day(t.paidAt ?? t.date)}`,
    '',
    `${t.productName} x ${t.quantity}: ${money(t.priceCents * t.quantity)}`,
    `Price: ${money(t.priceCents)}`,
    `Quantity: ${t.quantity}`,
    ...(t.shippingCents ? [`Shipping Fee: ${money(t.shippingCents)}`] : []),
    ...(t.harvestFeeCents ? [`Harvest Fee: ${money(t.harvestFeeCents)}`] : []),
    ...(t.discountCents ? [`Discount${t.couponCode ? ` (${t.couponCode})` : ''}: -${money(t.discountCents)}`] : []),
    `Total: ${money(t.totalCents)}`,
    '',
    t.totalCents === 0 ? 'Nothing was charged: the coupon covered the whole amount.' : `Paid with ${t.accountType || 'card'} ${t.accountNumber || ''}`.trim(),
    ...(t.shippingDate ? [`Shipping date: ${day(t.shippingDate)}`] : []),
  ];
  return {
    from: ctx.domain.emailSender,
    to: [t.email],
    subject: `Your receipt from ${ctx.domain.name}: invoice ${t.invoiceId}`,
    text: lines.join('\n'),
  };
}
