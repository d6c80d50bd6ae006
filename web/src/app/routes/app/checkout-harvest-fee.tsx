import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { checkoutScreen } from '../../../features/checkout/utils/screens';

const screen = checkoutScreen('referral-fee');

export default function CheckoutHarvestFeeRoute() {
  return <CheckoutPage screen={screen} />;
}
