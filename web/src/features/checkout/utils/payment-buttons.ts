import { CHECKOUT_VIALS_TAG, Membership, ProductId, type MemberView, type ProductView } from '@portal/contracts';
import { planOf } from '../../../lib/authorization';
import { paths } from '../../../config/paths';

/** The checkout of a product: the two processing fees have their own screens, the rest the dynamic one. */
export function checkoutHref(productId: number): string {
  if (productId === ProductId.ProcessingFee) return paths.checkoutProcessingFee.getHref();
  if (productId === ProductId.ReferralProcessingFee) return paths.checkoutHarvestFee.getHref();
  return paths.checkoutProduct.getHref(productId);
}

const feeFirst = (id: number) => (id === ProductId.ProcessingFee || id === ProductId.ReferralProcessingFee ? 0 : 1);

/**
 * A center dashboard's payment buttons: one per product the center may buy (the API lists only
 * those, by the role rules of spec §6), the processing fee first, then the catalog's order.
 */
export function paymentButtons(products: readonly Pick<ProductView, 'id' | 'name'>[]): { id: number; label: string; href: string }[] {
  return [...products]
    .sort((a, b) => feeFirst(a.id) - feeFirst(b.id) || a.id - b.id)
    .map((product) => ({ id: product.id, label: product.name, href: checkoutHref(product.id) }));
}

/** Centers pay from their dashboard's buttons (spec portal-core §2: dashboards 4 and 5). */
export const showsPaymentButtons = (member: Pick<MemberView, 'membership'>): boolean => {
  const plan = planOf(member);
  return plan === Membership.HarvestCenter || plan === Membership.ReferralHarvestCenter;
};

/** Members tagged with tag 1 who are not harvest centers see the Checkout Vials card (spec portal-core §1). */
export const showsCheckoutVials = (member: Pick<MemberView, 'membership' | 'tags'>): boolean =>
  member.tags.includes(CHECKOUT_VIALS_TAG) && planOf(member) !== Membership.HarvestCenter;
