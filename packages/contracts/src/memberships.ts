import { z } from 'zod';

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

export const MembershipIdSchema = z
  .number()
  .int()
  .refine((n): n is MembershipId => (membershipIds as number[]).includes(n), 'Unknown membership');

export const MembershipItem = z.object({ id: z.number().int(), name: z.string() });
export type MembershipItem = z.infer<typeof MembershipItem>;

export const MembershipList = z.array(MembershipItem);

export const TagItem = z.object({ id: z.number().int(), name: z.string() });
export type TagItem = z.infer<typeof TagItem>;

export const TagList = z.array(TagItem);

/** Tag 1 marks members who may order their vials from the dashboard. */
export const CHECKOUT_VIALS_TAG = 1;
