import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { checkoutScreen } from '../../../features/checkout/utils/screens';

const screen = checkoutScreen('processing-fee');

export default function CheckoutProcessingFeeRoute() {
  return <CheckoutPage screen={screen} />;
}
