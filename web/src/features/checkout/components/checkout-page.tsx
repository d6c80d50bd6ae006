import { Navigate } from 'react-router-dom';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useLocations } from '../../../lib/locations';
import { useMember } from '../../../lib/members';
import { usePaymentProfile } from '../../../lib/payments';
import { useCheckoutProduct, useSalesRepExists } from '../api/get-checkout-data';
import { repGate } from '../utils/sales-rep';
import type { CheckoutScreen } from '../utils/screens';
import { CheckoutForm } from './checkout-form';
import '../checkout.css';

const INVOICE_AFTER_PAYMENT = 'Your invoice number is given when your payment goes through.';

/**
 * One checkout screen (spec §2, §4). The page load reads the buyer (the member acted as: HC staff
 * pay as the center), its sales rep, the product at the buyer's price, the saved locations and the
 * saved cards; without a valid sales rep the buyer goes back to the dashboard. The invoice number is
 * the payment's own, given on its result: one read before paying is only a guess, as another buyer
 * may pay first.
 */
export function CheckoutPage({ screen, title }: { screen: CheckoutScreen; title?: string }) {
  const memberId = useActingMemberId();
  const member = useMember(memberId);
  const rep = useSalesRepExists(member.data?.saless_rep_id);
  const product = useCheckoutProduct(screen.productId);
  const locations = useLocations(memberId);
  const cards = usePaymentProfile(memberId);

  const gate = repGate(member.data, rep.isError ? false : rep.data);
  if (gate === 'missing') return <Navigate to={paths.dashboard.getHref()} replace />;

  const heading = title ?? product.data?.name ?? 'Checkout';
  const header = (
    <div className="page-header">
      <h1>{heading}</h1>
      <p className="muted">{INVOICE_AFTER_PAYMENT}</p>
    </div>
  );

  const failed = member.error ?? product.error ?? locations.error ?? cards.error;
  if (failed)
    return (
      <>
        {header}
        <Notification tone="error" message={errorMessage(failed)} />
      </>
    );
  if (gate === 'checking' || !member.data || !product.data || !locations.data || !cards.data)
    return (
      <>
        {header}
        <Spinner label="Loading the checkout…" />
      </>
    );

  return (
    <>
      {header}
      <CheckoutForm screen={screen} buyer={member.data} product={product.data} locations={locations.data} cards={cards.data.payments} />
    </>
  );
}
