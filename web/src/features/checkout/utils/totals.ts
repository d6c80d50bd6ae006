import { fromCents, HARVEST_FEE, toCents, type CheckoutTotals, type YesNo } from '@portal/contracts';

export interface TotalsInput {
  /** The product's price and shipping fee as the server answered them, in dollars. */
  price: number;
  shippingFee: number;
  quantity: number;
  shipping: YesNo;
  /** Referral Processing Fee only. */
  harvestFee?: YesNo;
  /** The applied coupon's discount, 0 without one. */
  discount: number;
}

/**
 * The summary of spec §9: Total = price × quantity + shipping fee (+ harvest fee) − discount, in
 * whole cents and never below 0. The server computes the same from its own prices and refuses a
 * payment whose total differs, so what the page shows is what is charged.
 */
export function checkoutTotals({ price, shippingFee, quantity, shipping, harvestFee, discount }: TotalsInput): CheckoutTotals {
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const shippingCents = shipping === 'yes' ? toCents(shippingFee) : 0;
  const harvestCents = harvestFee === 'yes' ? toCents(HARVEST_FEE) : 0;
  const totalCents = Math.max(0, toCents(price) * count + shippingCents + harvestCents - toCents(discount));
  return {
    price,
    quantity: count,
    shipping_fee: fromCents(shippingCents),
    harvest_fee: fromCents(harvestCents),
    discount,
    total: fromCents(totalCents),
  };
}

/** The lines of the summary as the screen lists them: Quantity on screens with a quantity, Harvest Fee on the referral fee. */
export function summaryLines(totals: CheckoutTotals, show: { quantity: boolean; harvestFee: boolean }): { label: string; amount: number; money: boolean }[] {
  return [
    { label: 'Price', amount: totals.price, money: true },
    ...(show.quantity ? [{ label: 'Quantity', amount: totals.quantity, money: false }] : []),
    { label: 'Shipping Fee', amount: totals.shipping_fee, money: true },
    ...(show.harvestFee ? [{ label: 'Harvest Fee', amount: totals.harvest_fee, money: true }] : []),
    { label: 'Discount', amount: totals.discount, money: true },
    { label: 'Total', amount: totals.total, money: true },
  ];
}
