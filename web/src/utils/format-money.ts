const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of the API (dollars) as the portal shows money: `$1,500.00`. The one money format of the SPA. */
export function formatMoney(amount: number | null | undefined): string {
  return dollars.format(Number.isFinite(amount) ? (amount as number) : 0);
}

/**
 * Integer cents (as the reports carry money) shown like `formatMoney`: 150000 is `$1,500.00`.
 * Dividing whole cents by 100 and rounding to two decimals is exact, so no cent is ever lost.
 */
export const formatCents = (cents: number | null | undefined): string => formatMoney(Number.isFinite(cents) ? (cents as number) / 100 : 0);

/** An amount as a form field starts with it: `1500.00`, no currency sign or grouping. */
export const amountText = (amount: number): string => (Number.isFinite(amount) ? amount.toFixed(2) : '');
