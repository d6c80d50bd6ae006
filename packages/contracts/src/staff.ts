import { z } from 'zod';
import { MemberView } from './member';
import { Id, tooMany } from './primitives';

export const MemberList = z.array(MemberView);

/** A row of the HC Staff Manager (spec §3 HC staff): the staff member with the centers it may enter. */
export const StaffRow = MemberView.extend({
  harvest_centers: z.array(z.object({ id: z.number().int(), company: z.string() })),
});
export type StaffRow = z.infer<typeof StaffRow>;

/** A page of staff members: `count` in all, `next_cursor` null on the last page. */
export const StaffListPage = z.object({
  results: z.array(StaffRow),
  count: z.number().int(),
  page_size: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type StaffListPage = z.infer<typeof StaffListPage>;

export const StaffCentersUpdate = z.strictObject({ staff_hc_ids: z.array(Id).max(100, tooMany(100)) });
export type StaffCentersUpdate = z.infer<typeof StaffCentersUpdate>;

export const RemoveStaffRequest = z.strictObject({ user_id: Id, hc_id: Id });
export type RemoveStaffRequest = z.infer<typeof RemoveStaffRequest>;

export const STAFF_REMOVED = 'The staff member has been removed from the harvest center.';
