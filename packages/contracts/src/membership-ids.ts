// The membership ids alone, without zod: the role table and the SPA's screens table (read by its entry) need no schema.
/** Membership ids as the spec numbers them; a member holds one or more, the first is its plan. */
export const Membership = {
  Lab: 1,
  Patient: 2,
  SalesRep: 3,
  HarvestCenter: 4,
  ReferralHarvestCenter: 5,
  SalesManager: 6,
  Admin: 7,
  SalesDistributor: 8,
  HcStaff: 9,
} as const;

export type MembershipId = (typeof Membership)[keyof typeof Membership];

export const membershipIds = Object.values(Membership) as MembershipId[];

export const membershipNames: Record<MembershipId, string> = {
  1: 'Lab',
  2: 'General Member',
  3: 'Sales Rep',
  4: 'Harvest Center',
  5: 'Referral Harvest Center',
  6: 'Sales Manager',
  7: 'Admin',
  8: 'Sales Distributor',
  9: 'HC Staff',
};
