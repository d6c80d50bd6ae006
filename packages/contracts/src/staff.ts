import { z } from 'zod';
import { MemberView } from './member';

export const MemberList = z.array(MemberView);

export const StaffCentersUpdate = z.object({ staff_hc_ids: z.array(z.coerce.number().int().positive()).max(100) });
export type StaffCentersUpdate = z.infer<typeof StaffCentersUpdate>;

export const RemoveStaffRequest = z.object({ user_id: z.coerce.number().int().positive(), hc_id: z.coerce.number().int().positive() });
export type RemoveStaffRequest = z.infer<typeof RemoveStaffRequest>;

export const STAFF_REMOVED = 'The staff member has been removed from the harvest center.';
