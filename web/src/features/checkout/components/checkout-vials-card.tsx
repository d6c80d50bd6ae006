import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useActingMemberId } from '../../../lib/auth';
import { useMember } from '../../../lib/members';
import '../checkout.css';

/**
 * The Checkout Vials card of a tag-1 member who is not a harvest center (spec portal-core §1, §6):
 * Order Your Vials opens the vials checkout, and is disabled while the member has no sales rep.
 */
export function CheckoutVialsCard() {
  const { data: member } = useMember(useActingMemberId());
  if (!member) return null;
  return (
    <section className="card dashboard-checkout" aria-label="Checkout Vials">
      <h2 className="card-title">Checkout Vials</h2>
      <p className="muted">Order vials of your stored cells, shipped to the address you choose.</p>
      {member.saless_rep_id === null ? (
        <Button disabled>Order Your Vials</Button>
      ) : (
        <Link className="button button--primary" to={paths.checkoutPatientVials.getHref()}>
          Order Your Vials
        </Link>
      )}
    </section>
  );
}
