import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useActingMemberId } from '../../../lib/auth';
import { useMember } from '../../../lib/members';
import { buyableProductsQuery } from '../api/get-buyable-products';
import { paymentButtons } from '../utils/payment-buttons';
import '../checkout.css';

/**
 * The payment buttons of a harvest center's or referral center's dashboard (spec portal-core §2, §6):
 * one checkout per product it may buy; disabled while it has no sales rep (the dashboard says why).
 * HC staff acting for a center see the center's. It suspends until the products are known, so the
 * dashboard shows the buttons and its sections at once (the sections never move down under them).
 */
export function PaymentButtons() {
  const { data: member } = useMember(useActingMemberId());
  // Suspends until the products are known: the dashboard shows its buttons and sections together.
  const { data: products } = useSuspenseQuery(buyableProductsQuery());
  if (!member || !products.length) return null;
  const noRep = member.saless_rep_id === null;
  return (
    <section className="card dashboard-checkout" aria-label="Payments">
      <h2 className="card-title">Payments</h2>
      <div className="payment-buttons">
        {paymentButtons(products).map((button) =>
          noRep ? (
            <Button key={button.id} disabled>
              {button.label}
            </Button>
          ) : (
            <Link key={button.id} className="button button--primary" to={button.href}>
              {button.label}
            </Link>
          ),
        )}
      </div>
    </section>
  );
}
