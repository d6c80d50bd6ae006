import { useUser } from '../../../lib/auth';
import { showsCheckoutVials, showsPaymentButtons } from '../utils/payment-buttons';
import { CheckoutVialsCard } from './checkout-vials-card';
import { PaymentButtons } from './payment-buttons';

/** What the dashboard offers to buy: a center's payment buttons, or a tag-1 member's Checkout Vials card. */
export function DashboardCheckout() {
  const user = useUser();
  if (!user) return null;
  if (showsPaymentButtons(user)) return <PaymentButtons />;
  if (showsCheckoutVials(user)) return <CheckoutVialsCard />;
  return null;
}
