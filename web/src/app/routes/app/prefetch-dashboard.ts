import { buyableProductsQuery } from '../../../features/checkout/api/get-buyable-products';
import { showsPaymentButtons } from '../../../features/checkout/utils/payment-buttons';
import { dashboardSections } from '../../../features/dashboard/utils/sections';
import { planOf } from '../../../lib/authorization';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { loadSection } from './dashboard-sections';

/**
 * Spec §2 waits a second between a successful login and the dashboard: in that second the signed-in
 * shell, the dashboard and the member's own sections are downloaded, so the dashboard shows whole
 * when the second is over instead of starting to load then; so are the products of a center's
 * payment buttons, which stand above the sections (sign-in already put the member in the query
 * cache). A failure is left to the route, which asks again and shows its error.
 */
export function prefetchDashboard() {
  const user = session.getUser();
  const plan = planOf(user);
  if (!user || plan === undefined) return;
  if (showsPaymentButtons(user)) queryClient.prefetchQuery(buyableProductsQuery()).catch(() => undefined);
  import('./root').catch(() => undefined);
  import('./dashboard').catch(() => undefined);
  for (const key of dashboardSections(plan)) loadSection(key).catch(() => undefined);
}
