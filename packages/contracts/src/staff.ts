import { z } from 'zod';
import { MemberView } from './member';
import { Id, tooMany } from './primitives';

export const MemberList = z.array(MemberView);

export const StaffCentersUpdate = z.object({ staff_hc_ids: z.array(Id).max(100, tooMany(100)) });
export type StaffCentersUpdate = z.infer<typeof StaffCentersUpdate>;

export const RemoveStaffRequest = z.object({ user_id: Id, hc_id: Id });
export type RemoveStaffRequest = z.infer<typeof RemoveStaffRequest>;

export const STAFF_REMOVED = 'The staff member has been removed from the harvest center.';
