import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { checkoutScreen, productRouteId } from '../../../features/checkout/utils/screens';

/** The dynamic product checkout; with no product id the member goes to the dashboard (spec §2). */
export default function CheckoutProductRoute() {
  const productId = productRouteId(useParams().id);
  if (productId === undefined) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <CheckoutPage key={productId} screen={checkoutScreen('product', productId)} />;
}
