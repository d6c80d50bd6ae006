import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { checkoutScreen } from '../../../features/checkout/utils/screens';

const screen = checkoutScreen('patient-vials');

export default function CheckoutPatientVialsRoute() {
  return <CheckoutPage screen={screen} title="Checkout Vials" />;
}
