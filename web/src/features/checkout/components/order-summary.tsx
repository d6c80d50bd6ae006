import type { CheckoutTotals } from '@portal/contracts';
import { formatMoney } from '../../../utils/format-money';
import { summaryLines } from '../utils/totals';
import type { CheckoutScreen } from '../utils/screens';

/** The price summary (spec §2, §9), from the server's price of the product and the choices made. */
export function OrderSummary({ screen, totals }: { screen: CheckoutScreen; totals: CheckoutTotals }) {
  return (
    <section className="card checkout-section" aria-label="Summary">
      <h2 className="card-title">Summary</h2>
      <dl className="checkout-summary">
        {summaryLines(totals, { quantity: screen.quantity, harvestFee: screen.harvestFee }).map((line) => (
          <div key={line.label} className={line.label === 'Total' ? 'checkout-summary-total' : undefined}>
            <dt>{line.label}</dt>
            <dd>{line.money ? (line.label === 'Discount' && line.amount > 0 ? `-${formatMoney(line.amount)}` : formatMoney(line.amount)) : line.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
