import { Membership, type MembershipId } from './membership-ids';

const everyone: readonly MembershipId[] = Object.values(Membership);
const admin: readonly MembershipId[] = [Membership.Admin];
const centerAndAdmin: readonly MembershipId[] = [Membership.HarvestCenter, Membership.Admin];

/**
 * The role table: which memberships may perform each action. The API checks it on every route,
 * the SPA reads it for menus and guards, and a test walks it against the API.
 */
export const roleTable = {
  'profile:read-own': everyone,
  'password:change-own': everyone,
  'password:change-any': admin,
  /** Ending one's own session, or all of them: the real caller's, also while acting as another member. */
  'session:sign-out': everyone,
  'session:sign-out-everywhere': everyone,
  'session:keep-alive': everyone,
  'two-factor:manage': everyone,
  'two-factor:reset-any': admin,
  'session:sign-ins': everyone,
  'audit:read': admin,
  'users:read-any': admin,
  'profile:update-own': everyone,
  'users:update-any': admin,
  'locations:manage-own': everyone,
  'locations:manage-any': admin,
  /** Saved cards: the memberships that pay (patients buy vials; staff also pay acting as a center). */
  'payments:manage-own': [Membership.Patient, Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.HcStaff],
  'contact:send': everyone,
  'users:list-all': admin,
  'users:set-active': admin,
  'users:delete-inactive': admin,
  'users:login-as': admin,
  /** HC staff enters a harvest center that confirmed it, acting as that center (announced through login-as-user). */
  'users:enter-center': [Membership.HcStaff],
  'users:create': admin,
  'centers:create': admin,
  /** Sign-up links: a rep's for harvest centers, a center's for referral centers and staff (its own; a rep also sees its centers'). */
  'sign-up-links:own': [Membership.SalesRep, Membership.HarvestCenter],
  'sign-up-links:any': admin,
  'staff:centers-own': [Membership.HcStaff],
  'staff:list-own-center': [Membership.HarvestCenter],
  'staff:remove-from-center': centerAndAdmin,
  /** A center's answer to a staff member who joined through its link (admins: any center's). */
  'staff:confirm': centerAndAdmin,
  'staff:manage': admin,
  /** The RHC Manager: referral centers' harvest centers. */
  'associations:manage': admin,
  'network:read-any': admin,
  'labs:read-own': [Membership.Lab],
  'centers:read-own': [Membership.HarvestCenter],
  'referral-centers:read-own': [Membership.ReferralHarvestCenter],
  'reps:read-own': [Membership.SalesRep],
  'team:read-managed': [Membership.SalesManager],
  'team:read-distributed': [Membership.SalesDistributor],
  'team:add-rep': [Membership.SalesManager, Membership.Admin],
  'team:add-manager': [Membership.SalesDistributor, Membership.Admin],
  'team:add-distributor': admin,
  'team:remove-rep': [Membership.SalesManager, Membership.Admin],
  'team:remove-manager': [Membership.SalesDistributor, Membership.Admin],
  'members:read-visible': everyone,
  'centers:logo-own': [Membership.HarvestCenter, Membership.ReferralHarvestCenter],
  'vials:read-own': [Membership.Patient],
  'vials:manage': admin,
  'templates:manage': admin,
  /** White Label Settings: the domain's look, sender, admin form password and e-mail records. */
  'domain:settings': admin,
  /** A patient's documents: the patient, its centers (the service checks whose) and admins. */
  'documents:read': [Membership.Patient, Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.Admin],
  'documents:sign-own': [Membership.Patient],
  /** A patient signs one of the domain's patient templates on its own (each new one is a provider document: limited per hour). */
  'documents:embed-sign': [Membership.Patient],
  'documents:request': [Membership.HarvestCenter],
  'documents:center-list': centerAndAdmin,
  'documents:manage': admin,
  /** A center's own attestation (spec: memberships 4 and 9 sign it from the profile). */
  'documents:attest': [Membership.HarvestCenter, Membership.HcStaff],
  'documents:attestation-read': [Membership.HarvestCenter, Membership.HcStaff, Membership.Admin],
  /**
   * The products a member may buy (the catalog's rule in core says which), and every product for
   * admins: the checkouts' product read.
   */
  'products:read': [Membership.Patient, Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.Admin],
  'products:manage': admin,
  'coupons:manage': admin,
  /** A checkout's coupon check: the buyers of products (staff check as the center they act for). */
  'coupons:validate': [Membership.Patient, Membership.HarvestCenter, Membership.ReferralHarvestCenter],
  /** The checkouts of centers (staff pay acting as their center); also the new patient's e-mail check. */
  'transactions:checkout': [Membership.HarvestCenter, Membership.ReferralHarvestCenter],
  /** A tag-1 patient's own vials checkout (core checks the tag: Products.mayBuy). */
  'transactions:checkout-vials': [Membership.Patient],
  /** The last transaction id the checkout pages show as the next invoice. */
  'transactions:last-id': [Membership.Patient, Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.Admin],
  /** The transaction reports: each member's own (core scopes them to the sales, team, teams or center at the time of sale); admins read any. */
  'transactions:read-own-sales': [Membership.SalesRep, Membership.Admin],
  'transactions:read-team': [Membership.SalesManager, Membership.Admin],
  'transactions:read-teams': [Membership.SalesDistributor, Membership.Admin],
  /** A harvest center's transaction history (staff read it acting as the center). */
  'transactions:read-center': [Membership.HarvestCenter, Membership.Admin],
  /** One transaction, and the exports of a report: whoever has a report (core checks the transaction is in it). */
  'transactions:read-one': [Membership.SalesRep, Membership.SalesManager, Membership.SalesDistributor, Membership.HarvestCenter, Membership.Admin],
  /** A dashboard's sales chart: the reader's own report by month (each report's own action is checked too). */
  'transactions:chart': [Membership.SalesRep, Membership.SalesManager, Membership.SalesDistributor, Membership.HarvestCenter, Membership.Admin],
  'transactions:export': [Membership.SalesRep, Membership.SalesManager, Membership.SalesDistributor, Membership.HarvestCenter, Membership.Admin],
  /** All transactions of the domain, with every filter; the edit of commission paid and notes. */
  'transactions:read-all': admin,
  'transactions:edit': admin,
  /** A center's processing fee: the center, its staff, admins (core checks which center). */
  'centers:processing-fee': [Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.HcStaff, Membership.Admin],
  /** The gateway customer profile of a harvest center: the center and its staff (core checks which). */
  'staff:center-payment-profile': [Membership.HarvestCenter, Membership.HcStaff],
  /** Label requests: a center's own (staff request acting as the center), every request of the domain for admins. */
  'labels:read': [Membership.HarvestCenter, Membership.ReferralHarvestCenter, Membership.Admin],
  'labels:request': [Membership.HarvestCenter, Membership.ReferralHarvestCenter],
  /** The label and tracking, its upload and the notification mail. */
  'labels:manage': admin,
  /** The Resource Center: the asset groups offered to one's own membership (core checks which). */
  'assets:read': everyone,
  /** The Assets Manager: every group of the domain, its files and uploads. */
  'assets:manage': admin,
  'memberships:list': everyone,
  'tags:list': everyone,
} as const satisfies Record<string, readonly MembershipId[]>;

export type Action = keyof typeof roleTable;

/** True when any of the member's memberships grants the action. */
export function can(memberships: readonly number[], action: Action): boolean {
  const allowed = roleTable[action] as readonly number[];
  return memberships.some((m) => allowed.includes(m));
}
