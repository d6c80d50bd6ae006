import { z } from 'zod';

export { Membership, membershipIds, membershipNames, type MembershipId } from './membership-ids';
import { membershipIds, type MembershipId } from './membership-ids';

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
