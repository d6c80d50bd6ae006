import { CHECKOUT_VIALS_TAG, isProductId, Membership, ProductId, type MembershipId } from '@portal/contracts';

const { HarvestCenter, ReferralHarvestCenter, Patient } = Membership;

/**
 * Which memberships may buy each product (portal-core §6, commerce §2): the processing fee is a
 * harvest center's, the referral processing fee a referral center's; harvesting kits, cannulas,
 * their 5-packs and shipping supplies are for harvest centers only; both kinds of center may buy
 * the pop-up banner and order or pre-order vials for their patients; a patient orders its own vials.
 */
export const buyersOf: Readonly<Record<ProductId, readonly MembershipId[]>> = {
  [ProductId.ProcessingFee]: [HarvestCenter],
  [ProductId.PatientVials]: [HarvestCenter, ReferralHarvestCenter, Patient],
  [ProductId.HarvestingKit]: [HarvestCenter],
  [ProductId.Cannula]: [HarvestCenter],
  [ProductId.FiveKits]: [HarvestCenter],
  [ProductId.FiveCannulas]: [HarvestCenter],
  [ProductId.ShippingSupplies]: [HarvestCenter],
  [ProductId.PopUpBanner]: [HarvestCenter, ReferralHarvestCenter],
  [ProductId.ReferralProcessingFee]: [ReferralHarvestCenter],
  [ProductId.PreOrderVials]: [HarvestCenter, ReferralHarvestCenter],
};

/** Who is buying: the acting member (HC staff acting for a center buy as that center). */
export interface Buyer {
  memberships: readonly number[];
  tags?: readonly number[] | null;
}

/** A buyer with what says where it buys: its id, its harvest center (a patient's) and its associated centers (a referral center's). */
export interface CenterBuyer extends Buyer {
  memberId: number;
  harvestCenterId?: number | null;
  rhcHcIds?: readonly number[] | null;
}

/**
 * Whether `buyer` may buy the product. A patient buys only its vials, and only when tagged for the
 * vials checkout (tag 1, the members who see Checkout Vials on their dashboard). Unknown products
 * are bought by nobody. The checkouts call this before anything is charged.
 */
export function mayBuy(buyer: Buyer, productId: number): boolean {
  if (!isProductId(productId)) return false;
  return buyersOf[productId].some((membership) => {
    if (!buyer.memberships.includes(membership)) return false;
    return membership !== Patient || (buyer.tags ?? []).includes(CHECKOUT_VIALS_TAG);
  });
}

/**
 * The harvest centers a buyer buys for, the first being where it buys when none is chosen: a
 * harvest center (and HC staff acting as it) its own; a referral center its associated centers
 * (`rhcHcIds`, edited in the RHC Manager); a patient its harvest center. A checkout records its sale
 * with one of them, and a coupon limited to a center is checked against it; no other center is
 * ever taken from a request.
 */
export function buyingCenters(buyer: CenterBuyer): number[] {
  if (buyer.memberships.includes(HarvestCenter)) return [buyer.memberId];
  const centers = buyer.memberships.includes(ReferralHarvestCenter) ? [...(buyer.rhcHcIds ?? [])] : [];
  if (buyer.memberships.includes(Patient) && buyer.harvestCenterId != null) centers.push(buyer.harvestCenterId);
  return [...new Set(centers)];
}

/**
 * The harvest center a purchase is made for: the one asked when the buyer buys for it (see
 * buyingCenters), the buyer's first when none is asked; undefined when the one asked is not the
 * buyer's, or the buyer has none.
 */
export function purchaseCenter(buyer: CenterBuyer, asked?: number | null): number | undefined {
  const centers = buyingCenters(buyer);
  if (asked == null) return centers[0];
  return centers.includes(asked) ? asked : undefined;
}
